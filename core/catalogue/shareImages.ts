import { CATEGORY_PAGES } from './categories';
import { LOCATION_PAGES } from './locations';

/**
 * Link previews (Open Graph / Twitter): a raster image per car, landing page and blog post,
 * drawn by the API at these paths (WhatsApp, Facebook and X show no SVG). The site's pages
 * name them in og:image and twitter:image.
 */
export const SHARE_IMAGE = { width: 1200, height: 630, type: 'image/jpeg' } as const;
export const SHARE_IMAGE_PREFIX = '/media/share/';

/** The words drawn on every share image besides the page's own. */
export const SHARE_IMAGE_TEXTS = {
  brand: 'UAE Car Rental',
  tagline: 'Verified rental companies · Zero commission',
} as const;

export const carShareImagePath = (id: number) => `${SHARE_IMAGE_PREFIX}cars/${id}.jpg`;
export const postShareImagePath = (slug: string) =>
  `${SHARE_IMAGE_PREFIX}posts/${encodeURIComponent(slug)}.jpg`;
export const pageShareImagePath = (key: string) => `${SHARE_IMAGE_PREFIX}pages/${key}.jpg`;

/** The landing pages with a share image of their own: key → the title drawn on it. */
export const SHARE_PAGE_TITLES: Readonly<Record<string, string>> = {
  home: 'Car Rental Dubai & UAE, direct from the rental company',
  'with-driver': 'Car with Driver Dubai',
  ...Object.fromEntries(CATEGORY_PAGES.map((page) => [page.slug, page.title])),
  ...Object.fromEntries(LOCATION_PAGES.map((page) => [page.slug, page.title])),
};

export type ShareImageTarget =
  { kind: 'car'; id: number } | { kind: 'post'; slug: string } | { kind: 'page'; key: string };

/** What a /media/share/ path names, or null (not a share image path, or an unknown page). */
export function parseShareImagePath(path: string): ShareImageTarget | null {
  const match = /^\/media\/share\/(cars|posts|pages)\/([^/]+)\.jpg$/.exec(path);
  if (!match) return null;
  const [, kind, name = ''] = match;
  if (kind === 'cars') {
    const id = /^[1-9]\d{0,9}$/.test(name) ? Number(name) : NaN;
    return id <= 2_147_483_647 ? { kind: 'car', id } : null;
  }
  if (kind === 'pages')
    return Object.hasOwn(SHARE_PAGE_TITLES, name) ? { kind: 'page', key: name } : null;
  let slug: string;
  try {
    slug = decodeURIComponent(name);
  } catch {
    return null;
  }
  return /^[a-z0-9-]{1,200}$/.test(slug) ? { kind: 'post', slug } : null;
}
