/**
 * `npm run build:api`: the server as two plain JavaScript files, dist/api/server.mjs (the product)
 * and dist/api/seedChild.mjs (the first start's demo seed, its own process), run by Node without
 * tsx. Under tsx the server process carried tsx's loader, esbuild's service process and a source
 * map per module: ~36 MB more resident before the first request, and `npm start` kept a tsx
 * process alive beside it. Packages stay in node_modules (imported at run time, so the lazy ones
 * such as sharp and faker stay lazy); only our own code (api, core) is bundled.
 */
import path from 'node:path';
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const API_BUNDLE = path.join(projectRoot, 'dist/api/server.mjs');

export async function bundleApi(): Promise<void> {
  await build({
    absWorkingDir: projectRoot,
    entryPoints: {
      server: 'api/src/server.ts',
      seedChild: 'api/src/db/seeds/seedChild.ts',
    },
    outdir: 'dist/api',
    outExtension: { '.js': '.mjs' },
    bundle: true,
    // Two self-contained files: a shared chunk's import.meta.url would not be its entry's.
    splitting: false,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    jsx: 'automatic',
    // Stack traces name the sources (node --enable-source-maps when debugging); not loaded by default.
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.join(projectRoot, 'build/apiBundle.ts')
) {
  await bundleApi();
}
