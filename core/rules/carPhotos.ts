/**
 * Car photos as the API stores them: each upload is written as WebP renditions of these widths
 * (never enlarged), named `{key}-{width}.webp`; the listing's `url` is the widest one. Demo
 * pictures (SVG) and photos from elsewhere have a single file.
 */
export const CAR_PHOTO_WIDTHS = [400, 1200] as const;

const RENDITION = /^(.*)-(\d+)\.webp$/;

/** The `src` and, for an uploaded photo, the `srcSet` of its renditions (narrowest first). */
export function carPhotoSources(url: string): { src: string; srcSet?: string } {
  const match = RENDITION.exec(url);
  if (!match || !CAR_PHOTO_WIDTHS.includes(Number(match[2]) as (typeof CAR_PHOTO_WIDTHS)[number]))
    return { src: url };
  const base = match[1];
  return {
    src: url,
    srcSet: CAR_PHOTO_WIDTHS.map((width) => `${base}-${width}.webp ${width}w`).join(', '),
  };
}
