/**
 * A phone number in international form (`+971501234567`), or null when it is not one: `+…`,
 * `00…`, or a UAE number with its trunk 0. Kept apart from the zod schemas (schemas/common.ts
 * validates with it) so the site's contact links load no zod.
 */
export function normalisePhone(raw: string): string | null {
  const trimmed = raw.trim();
  if (!/^[+0-9][0-9 ()./-]*$/.test(trimmed)) return null;
  let digits = trimmed.replace(/[^0-9]/g, '');
  if (trimmed.startsWith('+')) {
    // already international
  } else if (digits.startsWith('00')) {
    digits = digits.slice(2);
  } else if (digits.startsWith('0')) {
    digits = `971${digits.slice(1)}`;
  } else {
    return null;
  }
  // `+971 (0)50 …`: the local trunk 0 is not dialled after the UAE country code.
  if (digits.startsWith('9710')) digits = `971${digits.slice(4)}`;
  if (digits.length < 8 || digits.length > 15 || digits.startsWith('0')) return null;
  return `+${digits}`;
}
