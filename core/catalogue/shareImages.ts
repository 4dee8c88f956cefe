/**
 * Link previews (Open Graph / Twitter): a raster image per car, landing page and blog post,
 * drawn by the API at these paths (WhatsApp, Facebook and X show no SVG). The site's pages
 * name them in og:image and twitter:image. (The pages known by key, and reading a path, are in
 * shareImagePages.ts: the API's alone, so the site's page chunks carry no catalogue for it.)
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
