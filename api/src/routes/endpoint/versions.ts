/**
 * Optimistic concurrency (API.md): an editable resource's GET answers `ETag: "<version>"`, and a
 * write sent with a stale `If-Match` answers 412 `changed_elsewhere` with the resource as it is
 * now, changing nothing. A write without If-Match is accepted (API clients).
 *
 * The version is a hash of the resource as its GET answers it: whatever changed what a user
 * sees (an edit, a review decision, a photo) changes the version, whichever code path wrote
 * it, with no column to keep up to date. The check and the write run one at a time per resource
 * in this process (a small lock), so two tabs that both read version 1 cannot both pass.
 */
import { createHash } from 'node:crypto';
import type { ParameterizedContext } from 'koa';
import { ERROR_CODES } from '@core/schemas/error';
import type { AppContext, AppState } from '../../appContext';
import { HttpError } from '../../errors';

type Ctx = ParameterizedContext<AppState, AppContext>;

/** The strong ETag of a representation (a member named `etag` is not part of it). */
export function etagOf(value: unknown): string {
  const json = JSON.stringify(value, (key, v: unknown) => (key === 'etag' ? undefined : v));
  return `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
}

/** What of a representation makes its version (by default all of it). */
export type VersionOf<T> = (item: T) => unknown;

/** The item with its version, for lists whose items are edited or decided on one by one. */
export function withEtag<T extends object>(
  item: T,
  of: VersionOf<T> = (i) => i,
): T & { etag: string } {
  return { ...item, etag: etagOf(of(item)) };
}

/** The tags an If-Match header lists (`*` matches anything that exists). */
function ifMatchTags(header: string): string[] {
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .filter(Boolean);
}

export const changedElsewhere = (current: unknown, etag: string) =>
  new HttpError(
    412,
    ERROR_CODES.changedElsewhere,
    'This was changed elsewhere since you opened it.',
    undefined,
    { ETag: etag },
    { current },
  );

/** Throws the 412 when the request's If-Match names another version than `current`'s. */
export function checkIfMatch<T>(ctx: Ctx, current: T, of: VersionOf<T> = (i) => i): void {
  const header = ctx.get('If-Match');
  if (!header) return;
  const etag = etagOf(of(current));
  const tags = ifMatchTags(header);
  if (tags.includes('*') || tags.includes(etag)) return;
  throw changedElsewhere(current, etag);
}

const queues = new Map<string, Promise<unknown>>();

/** Runs `work` after every earlier work on the same resource key has finished. */
export async function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const previous = queues.get(key) ?? Promise.resolve();
  const run = previous.then(work, work);
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  queues.set(key, settled);
  try {
    return await run;
  } finally {
    if (queues.get(key) === settled) queues.delete(key);
  }
}
