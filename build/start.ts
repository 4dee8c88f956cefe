/**
 * `npm start`: build the web apps when they are missing or older than their sources, then start
 * the server (which migrates, seeds an empty embedded database and serves everything).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const APPS = [
  {
    name: 'public site',
    script: 'build:site',
    output: 'dist/public-site/index.html',
    sources: ['public-site', 'core'],
  },
  {
    name: 'console',
    script: 'build:console',
    output: 'dist/console/index.html',
    sources: ['console', 'core'],
  },
];

function newestSourceTime(dirs: string[]): number {
  let newest = 0;
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (!entry.name.includes('.test.')) newest = Math.max(newest, fs.statSync(full).mtimeMs);
    }
  };
  for (const dir of dirs) visit(path.join(root, dir));
  return newest;
}

for (const app of APPS) {
  const output = path.join(root, app.output);
  const builtAt = fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0;
  if (builtAt < newestSourceTime(app.sources)) {
    process.stdout.write(`Building the ${app.name}…\n`);
    execFileSync('npm', ['run', '--silent', app.script], { cwd: root, stdio: 'inherit' });
  }
}

await import('../api/src/server');
