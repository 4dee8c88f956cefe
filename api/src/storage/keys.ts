/**
 * Storage keys: a relative path whose first segment is the area (`public` or `private`), then
 * segments of letters, digits, `.`, `_` and `-` starting with a letter or digit, so no key can
 * leave the uploads folder or the bucket's prefix. Keys are made by our code only, and checked
 * anyway by every backend.
 */
import path from 'node:path';

export const SEGMENT = '[A-Za-z0-9][A-Za-z0-9._-]*';
const KEY = new RegExp(`^(public|private)(/${SEGMENT})+$`);
export const PUBLIC_URL_PREFIX = '/media/uploads/';

export const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.pdf': 'application/pdf',
};

export function isValidKey(key: string): boolean {
  return KEY.test(key) && !key.split('/').includes('..');
}

export function checkedKey(key: string): string {
  if (!isValidKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  return key;
}

/** The content type a key's extension stands for. */
export function contentTypeOf(key: string): string | undefined {
  return CONTENT_TYPES[path.extname(key)];
}

/** What every backend checks before writing: a valid key whose extension fits the type. */
export function checkedPut(key: string, contentType: string): string {
  checkedKey(key);
  if (contentTypeOf(key) !== contentType) throw new Error(`${key} is not stored as ${contentType}`);
  return key;
}

/** The URL of a public file: always served through the app at /media/uploads/…. */
export function publicUrlOf(key: string): string {
  const [area, ...rest] = checkedKey(key).split('/');
  if (area !== 'public') throw new Error(`${key} is not public`);
  return `${PUBLIC_URL_PREFIX}${rest.join('/')}`;
}
