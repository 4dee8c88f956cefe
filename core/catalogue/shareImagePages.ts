import { CATEGORY_PAGES } from './categories';
import { LOCATION_PAGES } from './locations';

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
