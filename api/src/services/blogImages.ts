/**
 * Pictures for posts (covers and pictures in the text), uploaded from the console's editor:
 * checked by content and re-encoded like car photos (carImages.ts: WebP 400 and 1200 px, no
 * metadata), stored in the public area under `public/blog/`.
 */
import { randomUUID } from 'node:crypto';
import type { BlogImage } from '@core/schemas/blog';
import type { Storage } from '../storage';
import { MAIN_WIDTH, renditionKey, renditions } from './carImages';

export async function storeBlogImage(input: Buffer, storage: Storage): Promise<BlogImage> {
  const made = await renditions(input);
  const storageKey = `public/blog/${randomUUID()}`;
  const keys = made.map((r) => renditionKey(storageKey, r.width));
  try {
    for (const [index, rendition] of made.entries()) {
      await storage.put(keys[index]!, rendition.body, 'image/webp');
    }
  } catch (error) {
    await Promise.allSettled(keys.map((key) => storage.delete(key)));
    throw error;
  }
  const main = made.find((r) => r.width === MAIN_WIDTH)!;
  return {
    url: storage.publicUrl(renditionKey(storageKey, MAIN_WIDTH)),
    width: main.info.width,
    height: main.info.height,
    renditions: made.map((r, index) => ({
      width: r.info.width,
      url: storage.publicUrl(keys[index]!),
    })),
  };
}
