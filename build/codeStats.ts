/**
 * Code figures for a reader of the tree: the largest files by lines and how many lines of test
 * each part has per line of code. `npm run stats:code` reads the working tree's tracked files;
 * `npm run stats:code -- <commit>` reads that commit instead (for before/after figures).
 *
 * Tests are `*.test.ts(x)` (unit and component, including `*.int.test.ts`) and `*.e2e.ts`; test
 * support is the other files of a test folder (`api/test/`, `build/e2e/`, `<part>/e2e/`), counted
 * apart so fixtures neither pass for code nor inflate the ratio. Code is every other `.ts`,
 * `.tsx`, `.js`, `.mjs` or `.cjs` file of the part (CSS, JSON and locale files are not counted).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const PARTS = ['core', 'api', 'public-site', 'console', 'build'] as const;
type Part = (typeof PARTS)[number];
type Kind = 'code' | 'test' | 'support';

const SOURCE = /\.(ts|tsx|js|mjs|cjs)$/;
const TEST = /\.(test\.tsx?|e2e\.ts)$/;
const SUPPORT = /(^|\/)(test|e2e)\//;

function git(args: string[]): string {
  return execFileSync('git', args, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
}

function kindOf(file: string): Kind {
  if (TEST.test(file)) return 'test';
  if (SUPPORT.test(file)) return 'support';
  return 'code';
}

function partOf(file: string): Part | undefined {
  return PARTS.find((part) => file.startsWith(`${part}/`));
}

function linesOf(text: string): number {
  if (text === '') return 0;
  const newlines = text.split('\n').length - 1;
  return text.endsWith('\n') ? newlines : newlines + 1;
}

/** Each tracked source file of the parts with its lines, at `commit` or in the working tree. */
function readFiles(commit: string | undefined): { file: string; lines: number }[] {
  const listed = commit
    ? git(['ls-tree', '-r', '--name-only', commit])
    : git(['ls-files', '--cached', '--others', '--exclude-standard']);
  const files = listed.split('\n').filter((file) => SOURCE.test(file) && partOf(file));
  if (!commit) {
    return files
      .filter((file) => fs.existsSync(file)) // listed but deleted in the working tree
      .map((file) => ({ file, lines: linesOf(fs.readFileSync(file, 'utf8')) }));
  }
  // One `git cat-file --batch` for the whole commit: "<sha> blob <size>\n<content>\n" per file.
  const batch = execFileSync('git', ['cat-file', '--batch'], {
    input: files.map((file) => `${commit}:${file}`).join('\n') + '\n',
    maxBuffer: 1024 * 1024 * 1024,
  });
  let offset = 0;
  return files.map((file) => {
    const headerEnd = batch.indexOf(10, offset);
    const size = Number(batch.toString('utf8', offset, headerEnd).split(' ')[2]);
    const text = batch.toString('utf8', headerEnd + 1, headerEnd + 1 + size);
    offset = headerEnd + 1 + size + 1;
    return { file, lines: linesOf(text) };
  });
}

const commit = process.argv[2];
const files = readFiles(commit);
const label = commit ? git(['log', '-1', '--format=%h %ad %s', '--date=short', commit]) : '';
console.log(`Code figures of ${commit ? label.trim().slice(0, 100) : 'the working tree'}\n`);

console.log('Largest 10 files of code, by lines:');
const code = files.filter(({ file }) => kindOf(file) === 'code');
for (const { file, lines } of [...code].sort((a, b) => b.lines - a.lines).slice(0, 10)) {
  console.log(`  ${String(lines).padStart(6)}  ${file}`);
}

const pad = (value: string | number, width: number) => String(value).padStart(width);
console.log('\nTest lines per line of code, by part:');
console.log(`  ${'part'.padEnd(12)}${pad('code', 8)}${pad('tests', 8)}${pad('support', 9)}  ratio`);
const totals = { code: 0, test: 0, support: 0 };
for (const part of PARTS) {
  const sums = { code: 0, test: 0, support: 0 };
  for (const { file, lines } of files) if (partOf(file) === part) sums[kindOf(file)] += lines;
  for (const kind of ['code', 'test', 'support'] as const) totals[kind] += sums[kind];
  const ratio = sums.code ? (sums.test / sums.code).toFixed(2) : '-';
  console.log(
    `  ${part.padEnd(12)}${pad(sums.code, 8)}${pad(sums.test, 8)}${pad(sums.support, 9)}  ${ratio}`,
  );
}
console.log(
  `  ${'all'.padEnd(12)}${pad(totals.code, 8)}${pad(totals.test, 8)}${pad(totals.support, 9)}  ${(totals.test / totals.code).toFixed(2)}`,
);
