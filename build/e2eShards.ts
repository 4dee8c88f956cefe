/**
 * Splits the browser test files into shards of about equal duration, for build/e2e-run.sh.
 * Playwright's own `--shard` deals files out by count in name order, so one shard got
 * accessibility.e2e (5–6 min) and others and finished minutes after the rest: CI waits on the
 * slowest shard. Here the heaviest file goes first into the lightest shard (LPT), weighed by the
 * seconds each file took in a measured run (build/e2e-weights.json, refreshed by
 * `tsx build/e2eShards.ts --weigh <report.json>...`). A file not weighed yet counts as the
 * median. Prints one line per shard: the files, space-separated.
 *
 *   tsx build/e2eShards.ts 4                 # plan four shards
 *   tsx build/e2eShards.ts --weigh a.json …  # Playwright JSON reports → e2e-weights.json
 */
import { readFileSync, readdirSync, writeFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const weightsFile = join(root, 'build/e2e-weights.json');

/** Every `*.e2e.ts` under the two apps, as playwright.config.ts matches them. */
export function e2eFiles(): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      if (name === 'node_modules' || name === 'dist') continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.e2e.ts')) found.push(relative(root, path));
    }
  };
  for (const app of ['console', 'public-site']) walk(join(root, app));
  return found.sort();
}

/** Longest processing time first: each file, heaviest first, into the lightest shard. */
export function planShards(
  files: string[],
  weights: Record<string, number>,
  shards: number,
): string[][] {
  const known = files.map((f) => weights[f]).filter((w): w is number => w !== undefined);
  const sorted = [...known].sort((a, b) => a - b);
  const fallback = sorted[Math.floor(sorted.length / 2)] ?? 1;
  const weighed = files
    .map((file) => ({ file, seconds: weights[file] ?? fallback }))
    .sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file));
  const plan = Array.from({ length: shards }, () => ({ seconds: 0, files: [] as string[] }));
  for (const { file, seconds } of weighed) {
    const lightest = plan.reduce((min, shard) => (shard.seconds < min.seconds ? shard : min));
    lightest.files.push(file);
    lightest.seconds += seconds;
  }
  return plan.map((shard) => shard.files.sort()).filter((files) => files.length > 0);
}

interface ReportSuite {
  file?: string;
  suites?: ReportSuite[];
  specs?: { file: string; tests: { results: { duration: number }[] }[] }[];
}

/** Seconds per file from Playwright JSON reports (every result's duration, retries included). */
function secondsPerFile(reportPaths: string[]): Record<string, number> {
  const ms: Record<string, number> = {};
  const visit = (suite: ReportSuite): void => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        for (const result of test.results) ms[spec.file] = (ms[spec.file] ?? 0) + result.duration;
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const path of reportPaths) {
    const report = JSON.parse(readFileSync(path, 'utf8')) as { suites: ReportSuite[] };
    report.suites.forEach(visit);
  }
  // Report paths are relative to the config's testDir, which is the repository's root.
  return Object.fromEntries(
    Object.entries(ms)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([file, total]) => [file, Math.round(total / 100) / 10]),
  );
}

function readWeights(): Record<string, number> {
  try {
    return JSON.parse(readFileSync(weightsFile, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  if (args[0] === '--weigh') {
    const weights = secondsPerFile(args.slice(1));
    writeFileSync(weightsFile, `${JSON.stringify(weights, null, 2)}\n`);
    const total = Object.values(weights).reduce((a, b) => a + b, 0);
    console.log(
      `${Object.keys(weights).length} files, ${Math.round(total)} s in all → ${weightsFile}`,
    );
  } else {
    const shards = Math.max(1, Number(args[0] ?? 4) || 4);
    for (const files of planShards(e2eFiles(), readWeights(), shards)) console.log(files.join(' '));
  }
}
