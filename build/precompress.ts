/**
 * Writes Brotli (.br) and gzip (.gz) copies of a built app's text assets, at the highest levels,
 * once at build time; koa-send serves them to browsers that accept them (staticApps). Files under
 * 1 KB, or that do not shrink, are left alone.
 *
 * Usage: tsx build/precompress.ts dist/public-site [more dirs]
 */
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt|xml|webmanifest)$/;
const MIN_BYTES = 1024;

function* filesIn(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesIn(full);
    else yield full;
  }
}

let written = 0;
let before = 0;
let after = 0;
for (const dir of process.argv.slice(2)) {
  for (const file of filesIn(dir)) {
    if (!COMPRESSIBLE.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
    const body = fs.readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    const brotli = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    const gzip = gzipSync(body, { level: 9 });
    if (brotli.length < body.length) fs.writeFileSync(`${file}.br`, brotli);
    if (gzip.length < body.length) fs.writeFileSync(`${file}.gz`, gzip);
    written += 1;
    before += body.length;
    after += brotli.length;
  }
}
console.log(
  `precompressed ${written} files: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB with Brotli`,
);
