/**
 * Where uploaded files live. One small interface, so that an S3-compatible bucket can be added
 * later beside the local disk (not implemented now: only the local disk exists).
 *
 * A key is a relative path whose first segment is the area:
 * - `public/…`: pictures anyone may see, served by the app at `/media/uploads/…`
 *   (see `serveLocalUploads`), e.g. `public/cars/12/3f2a…-1200.webp`;
 * - `private/…`: reserved for documents (licences, trade papers); never served.
 *
 * Keys are made by our code only, and checked anyway: segments of letters, digits, `.`, `_`
 * and `-` that start with a letter or digit, so no key can leave the uploads folder.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Context, Next } from 'koa';
import send from 'koa-send';

export type StorageArea = 'public' | 'private';

export interface StoredFile {
  body: Buffer;
  contentType: string;
}

export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** The URL a browser loads a public file from; throws for a private key. */
  publicUrl(key: string): string;
}

export interface StorageConfig {
  dataDir: string;
}

const SEGMENT = '[A-Za-z0-9][A-Za-z0-9._-]*';
const KEY = new RegExp(`^(public|private)(/${SEGMENT})+$`);
const SERVED_PATH = new RegExp(`^${SEGMENT}(/${SEGMENT})*$`);
export const PUBLIC_URL_PREFIX = '/media/uploads/';
const ONE_YEAR = 365 * 24 * 60 * 60;

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.pdf': 'application/pdf',
};

export function isValidKey(key: string): boolean {
  return KEY.test(key) && !key.split('/').includes('..');
}

function checkedKey(key: string): string {
  if (!isValidKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  return key;
}

/** The root folder of the uploads on the local disk: `DATA_DIR/uploads`. */
export const uploadsRoot = (config: StorageConfig) => path.join(config.dataDir, 'uploads');

/** The storage of the configured kind (today always the local disk under DATA_DIR/uploads). */
export function createStorage(config: StorageConfig): Storage {
  const root = uploadsRoot(config);
  const fileOf = (key: string) => path.join(root, ...checkedKey(key).split('/'));
  return {
    async put(key, body, contentType) {
      const file = fileOf(key);
      const expected = CONTENT_TYPES[path.extname(file)];
      if (expected !== contentType) throw new Error(`${key} is not stored as ${contentType}`);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written beside and renamed: a reader never sees half a file.
      const partial = `${file}.${process.pid}.partial`;
      await fs.writeFile(partial, body);
      await fs.rename(partial, file);
    },
    async get(key) {
      const file = fileOf(key);
      try {
        const body = await fs.readFile(file);
        return {
          body,
          contentType: CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    publicUrl(key) {
      const [area, ...rest] = checkedKey(key).split('/');
      if (area !== 'public') throw new Error(`${key} is not public`);
      return `${PUBLIC_URL_PREFIX}${rest.join('/')}`;
    },
  };
}

/**
 * Serves the local disk's public area at /media/uploads/… (GET and HEAD). Stored names are
 * never reused (each upload gets a new random name), so answers may be cached for a year.
 * The private area is outside the folder served; a path that is not a stored file is a 404.
 */
export function serveLocalUploads(config: StorageConfig) {
  const publicRoot = path.join(uploadsRoot(config), 'public');
  return async function uploadsMedia(ctx: Context, next: Next) {
    if (!ctx.path.startsWith(PUBLIC_URL_PREFIX)) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const file = ctx.path.slice(PUBLIC_URL_PREFIX.length);
    // Anything here that is not a stored public file is a 404 (never the site's page).
    const missing = () => {
      ctx.status = 404;
      ctx.type = 'text/plain';
      ctx.body = 'Not found';
    };
    if (!SERVED_PATH.test(file) || !CONTENT_TYPES[path.extname(file)]) return missing();
    try {
      const served = await send(ctx, file, { root: publicRoot, index: false, hidden: false });
      if (!served) return missing();
    } catch (error) {
      const status = (error as { status?: number }).status;
      if (status === 404 || status === 400 || status === 403) return missing();
      throw error;
    }
    ctx.set('Cache-Control', `public, max-age=${ONE_YEAR}, immutable`);
  };
}
