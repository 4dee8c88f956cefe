/**
 * The desktop app's build (electron-vite; `npm run build:desktop`, no Electron binary needed):
 * main and preload from console/desktop/, and the renderer's bundled page (the first-run server
 * address screen). The console itself is loaded from the configured server (docs/desktop.md).
 * Output in out/, which electron.builder.yml packages.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';

const from = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
const alias = { '@core': from('./core') };

export default defineConfig({
  main: {
    resolve: { alias },
    build: {
      outDir: from('./out/main'),
      rollupOptions: { input: { index: from('./console/desktop/main/index.ts') } },
    },
  },
  preload: {
    resolve: { alias },
    build: {
      outDir: from('./out/preload'),
      rollupOptions: {
        input: { index: from('./console/desktop/preload/index.ts') },
        // A sandboxed preload must be a CommonJS script.
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: from('./console/desktop/renderer'),
    // Loaded from file://: relative asset URLs.
    base: './',
    resolve: { alias },
    plugins: [react()],
    build: {
      outDir: from('./out/renderer'),
      minify: true,
      rollupOptions: { input: { setup: from('./console/desktop/renderer/setup.html') } },
    },
  },
});
