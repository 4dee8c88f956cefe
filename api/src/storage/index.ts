/**
 * Where uploaded files live. One small interface (`types.ts`) with two backends: the local disk
 * under DATA_DIR/uploads (the default, `localDisk.ts`) and an S3-compatible bucket when
 * S3_BUCKET is set (`s3.ts`).
 *
 * A key is a relative path whose first segment is the area (`keys.ts`):
 * - `public/…`: pictures anyone may see, served by the app at `/media/uploads/…`
 *   (see `serveUploads`), e.g. `public/cars/12/3f2a…-1200.webp`;
 * - `private/…`: documents (licences, permits, insurance), never served by URL; only the routes
 *   that check who asks send them (`private/documents/<company>/<random>.pdf`).
 */
import path from 'node:path';
import type { Context, Next } from 'koa';
import send from 'koa-send';
import type { S3Config } from '../config';
import { CONTENT_TYPES, PUBLIC_URL_PREFIX, SEGMENT } from './keys';
import { createLocalStorage, uploadsRoot } from './localDisk';
import { createS3Storage } from './s3';
import type { Storage } from './types';

export { isValidKey, PUBLIC_URL_PREFIX } from './keys';
export { uploadsRoot } from './localDisk';
export type { Storage, StorageArea, StoredFile } from './types';

export interface StorageConfig {
  dataDir: string;
  s3?: S3Config | undefined;
}

const SERVED_PATH = new RegExp(`^${SEGMENT}(/${SEGMENT})*$`);
const ONE_YEAR = 365 * 24 * 60 * 60;

/** The configured storage: the bucket when S3_BUCKET is set, else the local disk. */
export function createStorage(config: StorageConfig): Storage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(config);
}

/**
 * Serves the public area at /media/uploads/… (GET and HEAD): from the local disk with koa-send,
 * or read from the bucket. Stored names are never reused (each upload gets a new random name),
 * so answers may be cached for a year. The private area is never reachable here; a path that
 * is not a stored public file is a 404.
 */
export function serveUploads(config: StorageConfig, storage: Storage) {
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
    if (storage.kind === 's3') {
      const stored = await storage.get(`public/${file}`);
      if (!stored) return missing();
      ctx.type = stored.contentType;
      ctx.body = stored.body;
    } else {
      try {
        const served = await send(ctx, file, { root: publicRoot, index: false, hidden: false });
        if (!served) return missing();
      } catch (error) {
        const status = (error as { status?: number }).status;
        if (status === 404 || status === 400 || status === 403) return missing();
        throw error;
      }
    }
    ctx.set('Cache-Control', `public, max-age=${ONE_YEAR}, immutable`);
  };
}
