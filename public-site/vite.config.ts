import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const dist = (dir: string) => fileURLToPath(new URL(`../dist/${dir}`, import.meta.url));

/**
 * Modules several pages import that stay out of the shared page chunk: the lazily loaded UI that
 * brings Radix or zod (dialogs, toasts, tooltips, forms, schemas), the account and blog screens,
 * and the page components themselves (one chunk each).
 */
const NOT_SHARED =
  /node_modules|\/pages\/\w+\/\w+Page\.tsx$|(?<!Lazy)Dialog\.tsx$|\/Radix\w+\.tsx$|\/Form\/|\/schemas\/|auth|blog/i;

// Two builds (see package.json build:site): the browser app (hashed assets plus a manifest the
// server reads to link a page's chunks) and, with --ssr, the server renderer.
export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: { alias: { '@core': fileURLToPath(new URL('../core', import.meta.url)) } },
  // The server renderer carries its own copy of React and the other packages it renders with,
  // built for production: left external, Node would load React's development build whenever
  // NODE_ENV is unset (`npm start`), which rendered at 0.5–0.8× the speed.
  ...(isSsrBuild && {
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
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
        // One stylesheet for the whole site (60 KB, 11 KB gzip), which the server writes into
        // each page's <head> (api/src/web/siteRenderer.ts): no render-blocking request, and no
        // stylesheet to fetch when a lazy chunk loads.
        cssCodeSplit: false,
        rollupOptions: {
          output: {
            // Few, larger chunks: each request costs a round trip on a phone's network (150 ms in
            // Lighthouse's mobile run, six at a time). Left alone, Rolldown made a chunk for each
            // set of importers: a page linked ~33 scripts. Now a page needs the entry (everything
            // it imports statically), the shared chunk and its own chunk.
            codeSplitting: {
              groups: [
                { name: 'index', tags: ['$initial'] },
                {
                  name: 'shared',
                  test: (id: string) => !NOT_SHARED.test(id),
                  minShareCount: 2,
                },
              ],
            },
          },
        },
      },
  server: { proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' } },
}));
