import fs from 'node:fs';
import path from 'node:path';

/** The newest modification time of these files and the files under these folders (tests and dot files left out). */
export function newestSourceTime(root: string, dirs: string[]): number {
  let newest = 0;
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (!entry.name.includes('.test.')) newest = Math.max(newest, fs.statSync(full).mtimeMs);
    }
  };
  for (const dir of dirs) {
    const full = path.join(root, dir);
    if (fs.statSync(full).isDirectory()) visit(full);
    else newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}
