/**
 * Uploads in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Wasabi, …), signed with
 * AWS Signature V4 by aws4fetch (a few kB, no dependencies) over Node's own fetch. With
 * S3_ENDPOINT the bucket is addressed path-style (`<endpoint>/<bucket>/<key>`, what MinIO and
 * R2 expect); without it, AWS S3's virtual-hosted style of the region. The bucket stays
 * private: public pictures are read through the app (/media/uploads/…), so one setting (the
 * key's area) decides what is public, whichever backend holds the bytes.
 */
import { AwsClient } from 'aws4fetch';
import type { S3Config } from '../config';
import { checkedKey, checkedPut, contentTypeOf, publicUrlOf } from './keys';
import type { Storage } from './types';

/** The URL of one object of the bucket. */
export function objectUrl(config: S3Config, key: string): string {
  const encoded = checkedKey(key).split('/').map(encodeURIComponent).join('/');
  if (config.endpoint) return `${config.endpoint}/${config.bucket}/${encoded}`;
  return `https://${config.bucket}.s3.${config.region}.amazonaws.com/${encoded}`;
}

export function createS3Storage(config: S3Config): Storage {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
    retries: 2,
  });
  const failed = async (what: string, key: string, response: Response) => {
    const detail = (await response.text().catch(() => '')).slice(0, 200);
    return new Error(`S3 ${what} ${key} failed: ${response.status} ${detail}`);
  };
  return {
    kind: 's3',
    async put(key, body, contentType) {
      checkedPut(key, contentType);
      const response = await client.fetch(objectUrl(config, key), {
        method: 'PUT',
        body: new Uint8Array(body),
        headers: { 'Content-Type': contentType, 'Content-Length': String(body.length) },
      });
      if (!response.ok) throw await failed('PUT', key, response);
    },
    async get(key) {
      const response = await client.fetch(objectUrl(config, key), { method: 'GET' });
      if (response.status === 404) return null;
      if (!response.ok) throw await failed('GET', key, response);
      const body = Buffer.from(await response.arrayBuffer());
      return { body, contentType: contentTypeOf(key) ?? 'application/octet-stream' };
    },
    async delete(key) {
      const response = await client.fetch(objectUrl(config, key), { method: 'DELETE' });
      // S3 answers 204 whether or not the object existed.
      if (!response.ok && response.status !== 404) throw await failed('DELETE', key, response);
    },
    publicUrl: publicUrlOf,
  };
}
