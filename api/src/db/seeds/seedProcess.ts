/**
 * The first start's demo seed, in a child process of its own. Generating the demo market (faker's
 * word lists, every row in memory, one large transaction) grows the JavaScript heap and the
 * embedded database's WebAssembly memory, and neither is ever given back to the system: seeded in
 * the server's own process, it left the server at ~600 MB resident instead of ~300 MB. The child
 * (seedChild.ts) opens the database, seeds it if it is still empty, reports the counts and exits, taking that
 * memory with it. The embedded database has one owner at a time: the server closes its own
 * connection first and reopens it afterwards (server.ts).
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runsFromBundle } from '../../projectRoot';
import type { seedIfEmpty } from './seedIfEmpty';

type SeedResult = Awaited<ReturnType<typeof seedIfEmpty>>;

/** Runs the seed in a child process (with this process's environment); null if nothing was seeded. */
export function seedInChildProcess(): Promise<SeedResult> {
  return new Promise((resolve, reject) => {
    // From the sources, fork keeps this process's Node options (tsx's loader), so the child runs
    // TypeScript as the server does; from the bundle, the child is the bundle's other entry.
    const childFile = runsFromBundle
      ? path.join(path.dirname(fileURLToPath(import.meta.url)), 'seedChild.mjs')
      : fileURLToPath(new URL('./seedChild.ts', import.meta.url));
    const child = fork(childFile, [], { stdio: 'inherit' });
    let result: SeedResult = null;
    child.on('message', (message) => {
      result = message as SeedResult;
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(result) : reject(new Error(`the demo seed failed (exit code ${code})`)),
    );
  });
}
