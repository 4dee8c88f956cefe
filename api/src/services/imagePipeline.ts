/**
 * The one way an uploaded picture becomes stored files (car photos, company logos): the type
 * is decided by the bytes (file-type), never the name or Content-Type header; sharp decodes
 * it, turns it upright by its EXIF orientation, drops every metadata block and writes WebP
 * renditions of the widths asked for (never enlarged).
 */
import { fileTypeFromBuffer } from 'file-type';
import type { OutputInfo } from 'sharp';
import { ACCEPTED_PHOTO_TYPES } from '@core/rules/carPhotos';
import type { HttpError } from '../errors';

export { ACCEPTED_PHOTO_TYPES };
/** A decompression bomb (a small file of a huge picture) is refused before it is decoded. */
const MAX_INPUT_PIXELS = 50_000_000;

export interface Rendition {
  width: number;
  body: Buffer;
  info: OutputInfo;
}

export async function webpRenditions(
  input: Buffer,
  widths: readonly number[],
  errors: { unsupported: () => HttpError; unreadable: () => HttpError },
): Promise<Rendition[]> {
  const detected = await fileTypeFromBuffer(input);
  if (!detected || !(ACCEPTED_PHOTO_TYPES as readonly string[]).includes(detected.mime)) {
    throw errors.unsupported();
  }
  // sharp (libvips, ~30 MB resident once loaded) is loaded on the first upload, not at start:
  // most server processes never resize a photo.
  const { default: sharp } = await import('sharp');
  try {
    return await Promise.all(
      widths.map(async (width) => {
        // sharp writes no metadata unless asked to (no EXIF, GPS, ICC comments).
        const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
          .rotate()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer({ resolveWithObject: true });
        return { width, body: data, info };
      }),
    );
  } catch {
    throw errors.unreadable();
  }
}
