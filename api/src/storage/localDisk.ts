import fs from 'node:fs/promises';
import path from 'node:path';
import { checkedKey, checkedPut, contentTypeOf, publicUrlOf } from './keys';
import type { Storage } from './types';

/** The root folder of the uploads on the local disk: `DATA_DIR/uploads`. */
export const uploadsRoot = (config: { dataDir: string }) => path.join(config.dataDir, 'uploads');

/** Files under DATA_DIR/uploads, one file per key. */
export function createLocalStorage(config: { dataDir: string }): Storage {
  const root = uploadsRoot(config);
  const fileOf = (key: string) => path.join(root, ...checkedKey(key).split('/'));
  return {
    kind: 'local',
    async put(key, body, contentType) {
      const file = fileOf(checkedPut(key, contentType));
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written beside and renamed: a reader never sees half a file.
      const partial = `${file}.${process.pid}.partial`;
      await fs.writeFile(partial, body);
      await fs.rename(partial, file);
    },
    async get(key) {
      try {
        const body = await fs.readFile(fileOf(key));
        return { body, contentType: contentTypeOf(key) ?? 'application/octet-stream' };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    publicUrl: publicUrlOf,
  };
}
