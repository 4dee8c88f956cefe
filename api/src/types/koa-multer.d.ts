/** The part of @koa/multer (and multer below it) we use: the package ships no types. */
declare module '@koa/multer' {
  import type { Middleware } from 'koa';

  export interface UploadedFile {
    fieldname: string;
    originalname: string;
    mimetype: string;
    size: number;
    buffer: Buffer;
  }

  export interface MulterOptions {
    storage?: unknown;
    limits?: {
      fieldNameSize?: number;
      fieldSize?: number;
      fields?: number;
      fileSize?: number;
      files?: number;
      parts?: number;
      headerPairs?: number;
    };
  }

  export interface MulterInstance {
    single(field: string): Middleware;
  }

  interface KoaMulter {
    (options?: MulterOptions): MulterInstance;
    memoryStorage(): unknown;
  }

  const multer: KoaMulter;
  export default multer;
}
