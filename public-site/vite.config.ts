import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import type { RolldownOptions } from 'rolldown';

/**
 * The public site renders with Preact through preact/compat, in the browser and on the server
 * (docs/dependencies.md, "Preact for the public site"): the components keep importing 'react'
 * (and are typed by @types/react), and these aliases hand them Preact's implementation, ~55 KB
 * gzip less per page and a server render several times cheaper. Exact matches only: packages
 * named react-something (react-router, react-i18next, react-remove-scroll) are not React.
 */
const preactAliases = [
  { find: /^react$/, replacement: fileURLToPath(new URL('src/preact/compat.ts', import.meta.url)) },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

/** Radix marks its modules "use client" for React Server Components, which a bundle has no use
 * for (@vitejs/plugin-react, which the site used with React, silenced the same warning). */
const onLog: RolldownOptions['onLog'] = (level, log, handler) => {
  if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log);
};

const dist = (dir: string) => fileURLToPath(new URL(`../dist/${dir}`, import.meta.url));

/**
 * Modules several pages import that stay out of the shared page chunk: the lazily loaded UI that
 * brings Radix or zod (dialogs, toasts, tooltips, forms, schemas), the contact hand-off (its
 * texts in both languages, loaded on a contact button's press), the account and blog screens,
 * and the page components themselves (one chunk each).
 */
const NOT_SHARED =
  /node_modules|\/pages\/\w+\/\w+Page\.tsx$|(?<!Lazy)Dialog\.tsx$|\/Radix\w+\.tsx$|\/Form\/|\/schemas\/|\/Contact\/handOff\.ts$|\/contact\/(links|arabicTexts|emailBody)\.ts$|auth|blog/i;

// Two builds (see package.json build:site): the browser app (hashed assets plus a manifest the
// server reads to link a page's chunks) and, with --ssr, the server renderer.
export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // JSX compiles to `react/jsx-runtime` calls, which the aliases below send to Preact's.
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  resolve: {
    alias: [
      { find: '@core', replacement: fileURLToPath(new URL('../core', import.meta.url)) },
      ...preactAliases,
    ],
  },
  // The server renderer carries its own copy of Preact and the other packages it renders with,
  // built for production: left external, Node would load development builds whenever NODE_ENV
  // is unset (`npm start`; React's rendered at 0.5–0.8× the speed).
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
        rollupOptions: {
          input: fileURLToPath(new URL('src/entry-server.tsx', import.meta.url)),
          onLog,
        },
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
          onLog,
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
