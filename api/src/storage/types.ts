export type StorageArea = 'public' | 'private';

export interface StoredFile {
  body: Buffer;
  contentType: string;
}

export interface Storage {
  /** Which backend this is (`createStorage` picks it from the configuration). */
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** The URL a browser loads a public file from; throws for a private key. */
  publicUrl(key: string): string;
}
