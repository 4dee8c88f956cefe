/**
 * The repository's root, found from this module's own file: the nearest folder above it that
 * holds both `package.json` and `api/`. The server runs either from its sources (tsx, vitest:
 * this file is api/src/projectRoot.ts) or from its bundle (`npm start`: dist/api/server.mjs), so
 * a fixed number of `..` would be right for one and wrong for the other.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json')) && fs.existsSync(path.join(dir, 'api'))) {
      return dir;
    }
    if (path.dirname(dir) === dir) throw new Error(`no project root above ${from}`);
  }
}

export const projectRoot = findRoot(path.dirname(fileURLToPath(import.meta.url)));

/** True when this code runs from the server bundle (dist/api/*.mjs), not from the sources. */
export const runsFromBundle = import.meta.url.endsWith('.mjs');
