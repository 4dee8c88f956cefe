import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';

/**
 * antd's ConfigProvider imports the tooltip's UniqueProvider for `tooltip={{ unique: true }}`
 * alone, which the console never sets (it must not start to: tooltips would stop sharing one
 * popup silently). Its import is answered with `shell/noUniqueTooltips.tsx`, so the entry does not
 * carry rc-component/trigger (~8 KB gzip); antd's own Tooltip keeps the real one.
 */
const withoutUniqueTooltips: Plugin = {
  name: 'console-without-unique-tooltips',
  enforce: 'pre',
  resolveId(source, importer) {
    if (
      source === '../tooltip/UniqueProvider' &&
      importer &&
      /[\\/]antd[\\/]es[\\/]config-provider[\\/]index\.js$/.test(importer)
    )
      return fileURLToPath(new URL('src/shell/noUniqueTooltips.tsx', import.meta.url));
    return null;
  },
};

// Served by the API at /dashboard/* and /admin/* (index.html) with its files under /console/.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/console/',
  plugins: [withoutUniqueTooltips, react()],
  resolve: { alias: { '@core': fileURLToPath(new URL('../core', import.meta.url)) } },
  build: {
    outDir: fileURLToPath(new URL('../dist/console', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    // antd is large; screens are split per route as they arrive (vendor/admin issues).
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      treeshake: {
        // antd's rc-component packages declare no `sideEffects`, so a module that imports one name
        // keeps the whole package: antd's Input reaches `form/context`, which names
        // `@rc-component/form`'s provider, and every screen with an input downloaded the form
        // engine and its validator (≈ 12 KB gzip) whether it had a form or not. They are plain
        // component libraries (antd itself declares only its CSS as side effects).
        moduleSideEffects: [
          { test: /[\\/]node_modules[\\/]@rc-component[\\/]/, sideEffects: false },
        ],
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' } },
});
