import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const dist = (dir: string) => fileURLToPath(new URL(`../dist/${dir}`, import.meta.url));

// Two builds (see package.json build:site): the browser app (hashed assets plus a manifest the
// server reads to link a page's chunks) and, with --ssr, the server renderer.
export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: { alias: { '@core': fileURLToPath(new URL('../core', import.meta.url)) } },
  build: isSsrBuild
    ? {
        outDir: dist('public-site-server'),
        copyPublicDir: false,
        emptyOutDir: true,
        sourcemap: true,
        rollupOptions: { input: fileURLToPath(new URL('src/entry-server.tsx', import.meta.url)) },
      }
    : {
        outDir: dist('public-site'),
        emptyOutDir: true,
        sourcemap: true,
        manifest: true,
      },
  server: { proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' } },
}));
