/** Starting and stopping the real server (or another script) in its own process, for benches. */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The child's first `count` output lines (stdout or stderr) that match `pattern`; with
 * `distinctBy`, lines whose key was already seen do not count (e.g. the same outbox row retried).
 * Rejects when the child exits first or after `timeoutMs`.
 */
export function waitForLines(
  child: ChildProcess,
  pattern: RegExp,
  count: number,
  {
    distinctBy,
    timeoutMs = 120_000,
  }: { distinctBy?: (line: string) => unknown; timeoutMs?: number } = {},
): Promise<string[]> {
  return new Promise((resolve, reject) => {
    let output = '';
    let partial = '';
    const found: string[] = [];
    const keys = new Set<unknown>();
    const settle = (done: () => void) => {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.stderr?.off('data', onData);
      child.off('exit', onExit);
      done();
    };
    const timer = setTimeout(
      () => settle(() => reject(new Error(`timed out waiting for ${pattern}: ${output}`))),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        if (!pattern.test(line)) continue;
        const key = distinctBy?.(line);
        if (distinctBy && keys.has(key)) continue;
        keys.add(key);
        found.push(line);
        if (found.length === count) return settle(() => resolve(found));
      }
    };
    const onExit = (code: number | null) =>
      settle(() => reject(new Error(`exited with ${code}: ${output}`)));
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', onExit);
  });
}

/** Waits for one output line matching `pattern` (e.g. the server's "running at"). */
export async function waitForLine(
  child: ChildProcess,
  pattern: RegExp,
  timeoutMs = 120_000,
): Promise<void> {
  await waitForLines(child, pattern, 1, { timeoutMs });
}

/** Runs a TypeScript file of the project (e.g. api/src/server.ts) with tsx; `nodeArgs` go to Node. */
export function startProcess(
  script: string,
  env: Record<string, string>,
  nodeArgs: string[] = [],
): ChildProcess {
  return spawn(process.execPath, [...nodeArgs, '--import', 'tsx', path.join(projectRoot, script)], {
    cwd: projectRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/**
 * The server as `npm start` runs it (package.json): build/start.ts builds whatever is older than
 * its sources, then the server bundle runs in plain Node with NODE_ENV unset. `nodeArgs` go to
 * that Node (e.g. --cpu-prof).
 */
export function startAsNpmStart(
  env: Record<string, string>,
  nodeArgs: string[] = [],
): ChildProcess {
  const { NODE_ENV: _unset, ...inherited } = process.env;
  execFileSync(process.execPath, ['--import', 'tsx', path.join(projectRoot, 'build/start.ts')], {
    cwd: projectRoot,
    stdio: 'inherit',
  });
  return spawn(process.execPath, [...nodeArgs, path.join(projectRoot, 'dist/api/server.mjs')], {
    cwd: projectRoot,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
