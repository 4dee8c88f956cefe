import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
const mb = (n: number) => (n / 1048576).toFixed(0);
function report(label: string) {
  (globalThis as any).gc?.(); (globalThis as any).gc?.();
  const m = process.memoryUsage();
  console.log(label.padEnd(28), 'rss', mb(m.rss), 'heapUsed', mb(m.heapUsed), 'external', mb(m.external), 'arrayBuffers', mb(m.arrayBuffers));
}
const extra = process.argv[2] ? process.argv[2].split(' ') : [];
const D = (PGlite as any).defaultStartParams ?? [];
report('start');
const db = new PGlite({ dataDir: '/tmp/pr/data1/db', extensions: { pg_trgm }, ...(extra.length ? { startParams: [...["--single","-F","-O","-j","-c","search_path=public","-c","exit_on_error=false","-c","log_checkpoints=false","-c","max_worker_processes=0","-c","max_parallel_workers=0","-c","max_parallel_workers_per_gather=0","-c","io_method=sync","-c","max_parallel_maintenance_workers=0"], ...extra] } : {}) } as any);
await db.waitReady;
report('ready');
console.log((await db.query("select name, setting, unit from pg_settings where name in ('shared_buffers','work_mem','maintenance_work_mem','temp_buffers','wal_buffers','effective_cache_size')")).rows);
await db.query('select count(*) from cars');
await db.query("select * from cars order by created_at desc limit 100");
report('after queries');
await db.close();
