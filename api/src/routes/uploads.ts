import multer from '@koa/multer';
import type { UploadedFile } from '@koa/multer';
import type { Context } from 'koa';
import { badRequest, type HttpError } from '../errors';
import { MAX_PHOTO_BYTES, photoTooLarge, unsupportedPhoto } from '../services/carImages';

export interface UploadRules {
  /** What the file is, in messages ("photo", "document"). */
  what: string;
  maxBytes: number;
  /** Text fields allowed beside the file. */
  fields: number;
  tooLarge: () => HttpError;
  unsupported: (message: string) => HttpError;
}

export interface Upload {
  file: UploadedFile;
  /** The text fields sent beside the file. */
  fields: Record<string, unknown>;
}

/**
 * Reads one file in the field `file` (and a few short text fields) into memory: the parser stops
 * reading past `maxBytes` (413) and buffers nothing more, and nothing is written to disk, so a
 * refused upload leaves no trace. A request that is not multipart is a 415.
 */
export function uploadReader(rules: UploadRules) {
  const options = {
    storage: multer.memoryStorage(),
    // Browsers send file names as UTF-8; busboy's default (latin1) garbles any other script.
    // (multer 2 passes it on; @koa/multer's types do not list it yet.)
    defParamCharset: 'utf8',
    limits: {
      fileSize: rules.maxBytes,
      files: 1,
      fields: rules.fields,
      fieldSize: 1024,
      parts: rules.fields + 1,
    },
  };
  const parse = multer(options).single('file');
  const oneFile = `Send one ${rules.what} in the field "file"`;
  return async function readUpload(ctx: Context): Promise<Upload> {
    if (!ctx.is('multipart/form-data')) {
      throw rules.unsupported(`Send the ${rules.what} as multipart/form-data in the field "file"`);
    }
    try {
      await parse(ctx, async () => undefined);
    } catch (error) {
      const { name, code } = error as { name?: string; code?: string };
      if (name !== 'MulterError') throw badRequest('The upload could not be read');
      if (code === 'LIMIT_FILE_SIZE') throw rules.tooLarge();
      throw badRequest(oneFile, { file: `one ${rules.what} expected` });
    }
    const request = ctx.request as { file?: UploadedFile; body?: unknown };
    if (!request.file) throw badRequest(oneFile, { file: 'required' });
    const fields = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<
      string,
      unknown
    >;
    return { file: request.file, fields: { ...fields } };
  };
}

/** Pictures (car photos, blog images): JPEG, PNG or WebP up to 8 MB. */
export const readPhotoUpload = uploadReader({
  what: 'photo',
  maxBytes: MAX_PHOTO_BYTES,
  fields: 5,
  tooLarge: photoTooLarge,
  unsupported: unsupportedPhoto,
});
