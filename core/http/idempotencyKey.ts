/**
 * The `Idempotency-Key` both apps send with a POST (API.md): one per form submission. The same
 * request sent again within a few seconds (a double click, an impatient second tap) reuses its
 * key, so the server answers it with the first answer and creates one row.
 */

/** How long the same form sent again counts as the same submission. */
const SAME_SUBMISSION_MS = 10_000;
const recentKeys = new Map<string, { key: string; at: number }>();

const newKey = () =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** The key of one submission of `body` to `path`: new, unless the very same request just left. */
export function idempotencyKeyFor(path: string, body: string, now = Date.now()): string {
  const id = `${path}\n${body}`;
  for (const [known, { at }] of recentKeys) {
    if (now - at > SAME_SUBMISSION_MS) recentKeys.delete(known);
  }
  const recent = recentKeys.get(id);
  if (recent) return recent.key;
  const key = newKey();
  recentKeys.set(id, { key, at: now });
  return key;
}
