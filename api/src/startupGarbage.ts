/**
 * One full garbage collection once the server is ready: start-up (migrations, compiling the
 * modules, the first index build) leaves garbage (~40 MB measured with the demo market) that an
 * idle server, allocating little, would otherwise keep resident until its first busy minutes. Node exposes the
 * collector only behind a flag; it is turned on for this one call, inside this process.
 */
import v8 from 'node:v8';
import vm from 'node:vm';

export function collectStartupGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as (() => void) | undefined;
  gc?.();
}
