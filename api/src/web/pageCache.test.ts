/**
 * The server renderer's cache under many distinct URLs, with a stand-in build in a temporary
 * directory (a manifest and an entry-server.js that renders ~150 KB pages, the size of the real
 * home page's HTML), served by a real Koa server over HTTP. `npm run bench:abuse` measures the
 * same with the real build and the real server process.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';
import type { Knex } from 'knex';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext, AppState } from '../appContext';
import { loadConfig } from '../config';
import { createLogger } from '../logger';
import { CATALOGUE_CACHE_BYTES, createCatalogue, type Catalogue } from '../services/catalogue';
import { createSiteRenderer } from './siteRenderer';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

/** Heap and buffers after a full collection: what the process really keeps. */
function retainedBytes(): number {
  gc();
  gc();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

// The stand-in renderer: reads only `type` (as /cars reads its filters), writes the URL it
// rendered into the page, and fills it to a real page's size with text unique to that URL.
const ENTRY_SERVER = `
export let renders = 0;
export function pageUrl(url) {
  const parsed = new URL(url, 'http://page.invalid');
  const type = parsed.searchParams.get('type');
  return type ? parsed.pathname + '?type=' + encodeURIComponent(type) : parsed.pathname;
}
export async function render({ url }) {
  renders += 1;
  let filler = '';
  for (let i = 0; filler.length < 150000; i++) filler += '<p>' + url + ' line ' + i + ' → café</p>';
  return { kind: 'html', status: 200, html: ['<!doctype html><main data-url="', url, '">', filler, '</main>'] };
}
`;

let baseUrl = '';
let server: http.Server;
let entry: { renders: number };
let catalogue: Catalogue;

beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-cache-'));
  const siteDir = path.join(dir, 'site');
  const serverDir = path.join(dir, 'server');
  fs.mkdirSync(path.join(siteDir, '.vite'), { recursive: true });
  fs.mkdirSync(serverDir);
  fs.writeFileSync(
    path.join(siteDir, '.vite/manifest.json'),
    JSON.stringify({ 'index.html': { file: 'assets/index-1.js' } }),
  );
  const entryFile = path.join(serverDir, 'entry-server.js');
  fs.writeFileSync(entryFile, ENTRY_SERVER);
  entry = (await import(pathToFileURL(entryFile).href)) as { renders: number };

  const renderer = createSiteRenderer(siteDir, serverDir, () =>
    Promise.reject(new Error('no API here')),
  )!;
  // The facet index is never asked here; the page cache is the real one, at its real budget.
  catalogue = createCatalogue({} as Knex, { answerSeconds: 60, facetIndexSeconds: 60 });
  const app = new Koa<AppState, AppContext>();
  app.context.deps = {
    config: loadConfig({ NODE_ENV: 'test', PORT: '0' }),
    logger: createLogger('silent'),
    catalogue,
  } as AppContext['deps'];
  app.use(async (ctx) => {
    if (!(await renderer.serve(ctx))) ctx.status = 500;
  });
  server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** GETs the URLs, a few at a time, and returns the `data-url` each page was rendered for. */
async function fetchAll(urls: string[]): Promise<string[]> {
  const renderedFor: string[] = [];
  for (let i = 0; i < urls.length; i += 50) {
    const pages = await Promise.all(
      urls.slice(i, i + 50).map(async (url) => {
        const response = await fetch(baseUrl + url);
        expect(response.status).toBe(200);
        const renderedUrl = /data-url="([^"]*)"/.exec(await response.text())?.[1] ?? '';
        // A copy: a match is a slice that would keep the whole page alive.
        return Buffer.from(renderedUrl).toString();
      }),
    );
    renderedFor.push(...pages);
  }
  return renderedFor;
}

describe('the page cache under many distinct URLs', () => {
  it('renders a page once for every tracking-parameter variant of its URL', async () => {
    const before = entry.renders;
    const urls = Array.from({ length: 2000 }, (_, i) => `/?utm_source=${i}&gclid=${i}`);
    const renderedFor = await fetchAll(urls);
    expect(new Set(renderedFor)).toEqual(new Set(['/']));
    expect(entry.renders - before).toBe(1);
  }, 60_000);

  it('renders a page for the parameters it reads, never from another one’s entry', async () => {
    const renderedFor = await fetchAll([
      '/cars',
      '/cars?type=suv',
      '/cars?type=suv&utm_source=x',
      '/cars?utm_medium=y',
    ]);
    expect(renderedFor).toEqual(['/cars', '/cars?type=suv', '/cars?type=suv', '/cars']);
  });

  it('keeps memory under the budget for 10,000 distinct pages', async () => {
    catalogue.changed(); // from an empty cache, whatever ran before
    const before = retainedBytes();
    const urls = Array.from({ length: 10_000 }, (_, i) => `/cars?type=t${i}`);
    await fetchAll(urls);
    const grown = retainedBytes() - before;
    // The stated ceiling: the cache's budget plus 32 MB for everything else. Keyed by entries
    // alone (2,000 pages of ~150 KB with their Brotli and gzip forms) it kept over 600 MB.
    console.log(`retained after 10,000 pages: ${(grown / 2 ** 20).toFixed(0)} MB`);
    expect(grown).toBeLessThan(CATALOGUE_CACHE_BYTES + 32 * 2 ** 20);
  }, 180_000);
});
