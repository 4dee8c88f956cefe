/**
 * `npm run bench:site`: the public site's JavaScript and CSS against the performance budget.
 *
 * Builds the site when dist/public-site is missing or older than its sources, then reads Vite's
 * manifest and prints, gzip-compressed:
 * - the home page: the entry with its static imports plus the HomePage chunk and its static
 *   imports (budget 150 KB: what a first visit to / must download before it can run);
 * - every other route: its lazy page chunk plus the chunks only it imports (budget 60 KB), and,
 *   for information, everything it loads beyond the entry (with chunks shared between pages);
 * - CSS the same way;
 * - <img> elements in the built chunks without loading="lazy" or without width and height
 *   (reported, not failed: a page's main picture may rightly load at once).
 * Exits 1 when a budget is exceeded.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { newestSourceTime } from '../sourceTimes';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.join(root, 'dist/public-site');
const manifestPath = path.join(dist, '.vite/manifest.json');
const BUDGET_KB = { home: 150, route: 60 };

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function ensureBuild() {
  const builtAt = fs.existsSync(manifestPath) ? fs.statSync(manifestPath).mtimeMs : 0;
  if (builtAt >= newestSourceTime(root, ['public-site/src', 'public-site/index.html', 'core'])) {
    console.log('Using the build in dist/public-site (newer than its sources).\n');
    return;
  }
  console.log('Building the public site…\n');
  execFileSync('npm', ['run', '--silent', 'build:site'], { cwd: root, stdio: 'inherit' });
}

ensureBuild();
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;

const gzipSizes = new Map<string, number>();
function gzipBytes(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
    gzipSizes.set(file, size);
  }
  return size;
}
const kb = (bytes: number) => bytes / 1024;
const sum = (files: Iterable<string>) => [...files].reduce((total, f) => total + gzipBytes(f), 0);

/** A chunk's key and the keys of everything it imports statically, transitively. */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}
const jsFiles = (keys: Iterable<string>) => new Set([...keys].map((key) => manifest[key]!.file));
const cssFiles = (keys: Iterable<string>) =>
  new Set([...keys].flatMap((key) => manifest[key]!.css ?? []));
/** The whole site's one stylesheet (Vite's `cssCodeSplit: false`), which the server inlines. */
const siteCss = manifest['style.css']?.file;

const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
if (!entryKey) throw new Error('No entry in the manifest');
const entryKeys = staticClosure(entryKey);
const pageKeys = (manifest[entryKey]!.dynamicImports ?? []).filter((key) => /\/pages\//.test(key));
const pageName = (key: string) => path.basename(key).replace(/\.[tj]sx?$/, '');
const homeKey = pageKeys.find((key) => pageName(key) === 'HomePage');
if (!homeKey) throw new Error('No HomePage chunk in the manifest');

// Chunks beyond the entry, and how many pages load each.
const beyondEntry = new Map(
  pageKeys.map((key) => [key, [...staticClosure(key)].filter((k) => !entryKeys.has(k))]),
);
const pagesLoading = new Map<string, number>();
for (const keys of beyondEntry.values())
  for (const key of keys) pagesLoading.set(key, (pagesLoading.get(key) ?? 0) + 1);

let failed = false;
const verdict = (value: number, budget: number) => {
  if (value > budget) failed = true;
  return value > budget ? 'OVER' : 'ok';
};
const fmt = (value: number) => value.toFixed(1).padStart(6);

const homeKeys = new Set([...entryKeys, ...staticClosure(homeKey)]);
const homeJs = kb(sum(jsFiles(homeKeys)));
const entryJs = kb(sum(jsFiles(entryKeys)));
console.log('Home page JavaScript (gzip KB)');
console.log(`  entry and its imports      ${fmt(entryJs)}`);
console.log(`  HomePage chunk and imports ${fmt(homeJs - entryJs)}`);
console.log(
  `  total                      ${fmt(homeJs)}  budget ${BUDGET_KB.home}  ${verdict(homeJs, BUDGET_KB.home)}`,
);
console.log(
  siteCss
    ? `  CSS: one stylesheet for the whole site, ${kb(gzipBytes(siteCss)).toFixed(1)} KB, written into each page's <head>\n`
    : `  CSS: entry ${kb(sum(cssFiles(entryKeys))).toFixed(1)} KB, home page ${kb(sum(cssFiles(homeKeys))).toFixed(1)} KB in all\n`,
);

console.log('Other routes (gzip KB)');
console.log(
  `  ${'page'.padEnd(24)} ${'own JS'.padStart(7)} ${'budget'.padStart(7)}        ${'all JS beyond entry'.padStart(20)} ${'own CSS'.padStart(8)}`,
);
for (const key of pageKeys.filter((k) => k !== homeKey).sort()) {
  const keys = beyondEntry.get(key)!;
  const own = keys.filter((k) => k === key || pagesLoading.get(k) === 1);
  const ownJs = kb(sum(jsFiles(own)));
  const allJs = kb(sum(jsFiles(keys)));
  const ownCss = kb(sum(cssFiles(own)));
  console.log(
    `  ${pageName(key).padEnd(24)} ${fmt(ownJs)}  ${String(BUDGET_KB.route).padStart(6)}  ${verdict(ownJs, BUDGET_KB.route).padEnd(4)}  ${fmt(allJs).padStart(20)} ${fmt(ownCss).padStart(8)}`,
  );
}

const shared = [...pagesLoading.entries()].filter(([, count]) => count > 1);
if (shared.length) {
  console.log('\nChunks shared by several pages (loaded once, with the first of them)');
  for (const [key, count] of shared.sort(([a], [b]) => a.localeCompare(b)))
    console.log(
      `  ${path.basename(manifest[key]!.file).padEnd(36)} ${fmt(kb(gzipBytes(manifest[key]!.file)))} KB  ${count} pages`,
    );
}

// <img> elements as the JSX runtime calls them: jsx(`img`,{…}) in the minified chunks.
const allJsFiles = new Set(Object.values(manifest).map((chunk) => chunk.file));
const imageProblems: string[] = [];
let images = 0;
for (const file of allJsFiles) {
  const code = fs.readFileSync(path.join(dist, file), 'utf8');
  for (const match of code.matchAll(/\((["'`])img\1,\{/g)) {
    images += 1;
    const props = code.slice(match.index, match.index + 600);
    const missing = [
      // Literal lazy, or a choice (e.g. eager for the first cards of a page, lazy for the rest).
      /loading:(["'`])lazy\1|loading:[^,]*\?/.test(props) ? '' : 'loading="lazy"',
      /\bwidth:/.test(props) && /\bheight:/.test(props) ? '' : 'width/height',
    ].filter(Boolean);
    if (missing.length)
      imageProblems.push(`  ${path.basename(file)}: an <img> without ${missing.join(' and ')}`);
  }
}
console.log(`\nImages: ${images} <img> elements in the built chunks`);
console.log(imageProblems.length ? imageProblems.join('\n') : '  all lazy-loaded and sized');

console.log(failed ? '\nOver budget.' : '\nWithin budget.');
process.exit(failed ? 1 : 0);
