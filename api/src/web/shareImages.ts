/**
 * /media/share/{cars|posts|pages}/{name}.jpg: the raster link previews the site's pages name in
 * og:image and twitter:image (core `shareImages.ts`). Drawn on first request by sharp
 * (media/shareImage.ts) and kept in memory, bounded by bytes (SHARE_IMAGE_CACHE_BYTES), keyed by
 * what is drawn (title, line, picture), so a changed price or photo is drawn anew and the old
 * image ages out. Only public cars and published posts have one; anything else is a 404.
 */
import { createHash } from 'node:crypto';
import type { Context, Next } from 'koa';
import { LRUCache } from 'lru-cache';
import { CATEGORY_PAGES } from '@core/catalogue/categories';
import { SHARE_IMAGE, SHARE_IMAGE_PREFIX } from '@core/catalogue/shareImages';
import {
  SHARE_PAGE_TITLES,
  parseShareImagePath,
  type ShareImageTarget,
} from '@core/catalogue/shareImagePages';
import { EMIRATE_LABELS } from '@core/enums';
import { formatAed } from '@core/rules/pricing';
import { carSvg, parseDemoCarImagePath } from '../media/demoArt';
import { renderShareImage } from '../media/shareImage';
import { presentCar } from '../presenters/car';
import { findPublicCar } from '../services/publicCars';
import { findPublicPost } from '../services/publicBlog';
import { PUBLIC_URL_PREFIX, type Storage } from '../storage';

/** About 200 images of ~60–120 kB: the popular cars' previews stay drawn. */
export const SHARE_IMAGE_CACHE_BYTES = 16 * 1024 * 1024;
const ONE_DAY = 24 * 60 * 60;

interface CardSource {
  title: string;
  subtitle?: string;
  /** The picture's URL as the site shows it (a stored upload or a demo drawing). */
  pictureUrl: string | null;
}

/** A landing page's drawing: its car type's (SUV, sports, …), a sedan otherwise. */
function pagePicture(key: string): string {
  const carType = CATEGORY_PAGES.find((page) => page.slug === key)?.filter.carTypes?.[0];
  return `/media/demo/cars/${carType ?? 'sedan'}-white.svg`;
}

async function sourceOf(target: ShareImageTarget): Promise<CardSource | null> {
  if (target.kind === 'page') {
    return { title: SHARE_PAGE_TITLES[target.key]!, pictureUrl: pagePicture(target.key) };
  }
  if (target.kind === 'car') {
    const car = await findPublicCar(target.id);
    if (!car) return null;
    const shown = presentCar(car);
    return {
      title: shown.title,
      subtitle: `${formatAed(shown.pricePerDay)}/day · ${EMIRATE_LABELS[shown.emirate]}`,
      pictureUrl: shown.imageUrl || null,
    };
  }
  try {
    const post = await findPublicPost(target.slug);
    return { title: post.title, pictureUrl: post.seoImageUrl };
  } catch {
    return null; // not published, or no such post
  }
}

async function pictureBytes(url: string | null, storage: Storage): Promise<Buffer | undefined> {
  if (!url) return undefined;
  const drawing = parseDemoCarImagePath(url);
  if (drawing) return Buffer.from(carSvg(drawing));
  if (!url.startsWith(PUBLIC_URL_PREFIX)) return undefined;
  try {
    return (await storage.get(`public/${url.slice(PUBLIC_URL_PREFIX.length)}`))?.body;
  } catch {
    return undefined; // a key our storage refuses: the card without a picture
  }
}

export function shareImages(storage: Storage, cacheBytes = SHARE_IMAGE_CACHE_BYTES) {
  const drawn = new LRUCache<string, Buffer>({
    maxSize: cacheBytes,
    sizeCalculation: (image) => Math.max(1, image.length),
  });
  // Many crawlers asking for one new link at once draw it once.
  const drawing = new Map<string, Promise<Buffer>>();

  return async function shareImage(ctx: Context, next: Next) {
    if (!ctx.path.startsWith(SHARE_IMAGE_PREFIX)) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const target = parseShareImagePath(ctx.path);
    const source = target ? await sourceOf(target) : null;
    if (!source) {
      ctx.status = 404;
      ctx.type = 'text/plain';
      ctx.body = 'Not found';
      return;
    }
    const key = createHash('sha256').update(JSON.stringify(source)).digest('base64url');
    let image = drawn.get(key);
    if (!image) {
      let pending = drawing.get(key);
      if (!pending) {
        pending = (async () =>
          renderShareImage({
            ...source,
            picture: await pictureBytes(source.pictureUrl, storage),
          }))();
        drawing.set(key, pending);
        void pending.then(
          (done) => drawn.set(key, done),
          () => undefined,
        );
        void pending.finally(() => drawing.delete(key)).catch(() => undefined);
      }
      image = await pending;
    }
    ctx.type = SHARE_IMAGE.type;
    ctx.set('Cache-Control', `public, max-age=${ONE_DAY}`);
    ctx.etag = key;
    ctx.status = 200;
    if (ctx.fresh) {
      ctx.status = 304; // a crawler coming back for an image it has
      return;
    }
    ctx.body = image;
  };
}
