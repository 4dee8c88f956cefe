/**
 * About how much memory a cached value holds, for byte-bounded caches: strings at two bytes a
 * character (V8 keeps a string with any character beyond Latin-1 as UTF-16, which a page with
 * an arrow or an Arabic word is), buffers at their length, and a small overhead per property
 * and element. An estimate, deliberately on the high side; values deeper than a few levels are
 * counted as one opaque object.
 */
const OBJECT_OVERHEAD = 32;
const SLOT_OVERHEAD = 16;
const MAX_DEPTH = 8;

export function approximateBytes(value: unknown, depth = 0): number {
  if (typeof value === 'string') return value.length * 2;
  if (value === null || typeof value !== 'object') return 8;
  if (ArrayBuffer.isView(value)) return value.byteLength + OBJECT_OVERHEAD;
  if (value instanceof ArrayBuffer) return value.byteLength + OBJECT_OVERHEAD;
  if (depth >= MAX_DEPTH) return OBJECT_OVERHEAD;
  let bytes = OBJECT_OVERHEAD;
  if (Array.isArray(value)) {
    for (const item of value) bytes += SLOT_OVERHEAD + approximateBytes(item, depth + 1);
    return bytes;
  }
  for (const [key, item] of Object.entries(value)) {
    bytes += SLOT_OVERHEAD + key.length * 2 + approximateBytes(item, depth + 1);
  }
  return bytes;
}
