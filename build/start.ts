/**
 * `npm start`, first half: build the web apps and the server bundle when they are missing or
 * older than their sources. The second half (package.json) starts the server bundle, which
 * migrates, seeds an empty embedded database and serves everything.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { newestSourceTime } from './sourceTimes';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const APPS = [
  {
    name: 'public site',
    script: 'build:site',
    // The server renderer is built last.
    output: 'dist/public-site-server/entry-server.js',
    sources: ['public-site', 'core'],
  },
  {
    name: 'console',
    script: 'build:console',
    output: 'dist/console/index.html',
    sources: ['console', 'core'],
  },
  {
    name: 'server',
    script: 'build:api',
    output: 'dist/api/server.mjs',
    sources: ['api/src', 'core'],
  },
];

for (const app of APPS) {
  const output = path.join(root, app.output);
  const builtAt = fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0;
  if (builtAt < newestSourceTime(root, app.sources)) {
    process.stdout.write(`Building the ${app.name}…\n`);
    execFileSync('npm', ['run', '--silent', app.script], { cwd: root, stdio: 'inherit' });
  }
}

// package.json's start then replaces the shell with `node dist/api/server.mjs`: the server runs
// as plain JavaScript in a process of its own, without this script's tsx (build/apiBundle.ts).
