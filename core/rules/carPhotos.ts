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

/** What the API takes as a car photo (decided there by the bytes; here by the browser's word). */
export const ACCEPTED_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_PHOTO_BYTES = 8 * 1024 * 1024;

/**
 * Why the API would refuse this photo file, in words naming the file, or null when it looks
 * acceptable: checked in the browser before anything is sent.
 */
export function photoFileProblem(file: {
  name: string;
  type: string;
  size: number;
}): string | null {
  if (!(ACCEPTED_PHOTO_TYPES as readonly string[]).includes(file.type)) {
    return `${file.name} is not a JPEG, PNG or WebP photo, so it was not added.`;
  }
  if (file.size > MAX_PHOTO_BYTES) {
    const megabytes = (file.size / 1024 / 1024).toFixed(1);
    return `${file.name} is ${megabytes} MB; photos can be up to 8 MB, so it was not added.`;
  }
  if (file.size === 0) return `${file.name} is empty, so it was not added.`;
  return null;
}
