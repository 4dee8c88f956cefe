/**
 * The first start's demo seed, in a child process of its own. Generating the demo market (faker's
 * word lists, every row in memory, one large transaction) grows the JavaScript heap and the
 * embedded database's WebAssembly memory, and neither is ever given back to the system: seeded in
 * the server's own process, it left the server at ~600 MB resident instead of ~300 MB. The child
 * opens the database, seeds it if it is still empty, reports the counts and exits, taking that
 * memory with it. The embedded database has one owner at a time: the server closes its own
 * connection first and reopens it afterwards (server.ts).
 */
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../config';
import { openDatabase } from '../database';
import { seedIfEmpty } from './seedIfEmpty';

type SeedResult = Awaited<ReturnType<typeof seedIfEmpty>>;

/** Runs the seed in a child process (with this process's environment); null if nothing was seeded. */
export function seedInChildProcess(): Promise<SeedResult> {
  return new Promise((resolve, reject) => {
    // fork keeps this process's Node options, so the child runs TypeScript as the server does.
    const child = fork(fileURLToPath(import.meta.url), ['--seed'], { stdio: 'inherit' });
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

async function seedHere() {
  const config = loadConfig();
  const knex = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'db'),
  });
  try {
    const seeded = await seedIfEmpty(knex, config);
    await new Promise<void>((resolve) => process.send!(seeded, () => resolve()));
  } finally {
    await knex.destroy();
  }
}

if (process.argv.includes('--seed') && process.send) {
  seedHere().then(
    () => process.exit(0),
    (error: unknown) => {
      process.stderr.write(`Demo seed failed: ${(error as Error).message}\n`);
      process.exit(1);
    },
  );
}
