/**
 * Fleet import: 1,000 rows of CSV, then the same rows as an XLSX workbook, through the real HTTP
 * route (multipart upload, parsing, the car form's schema per row), first as the dry run's
 * preview, then created in one transaction (each format into a company of its own). Prints the
 * figures; fails when an import takes longer than the budget.
 * Embedded PGlite in memory by default, PostgreSQL with DATABASE_URL.
 *
 *   npm run bench:import            (FLEET_BENCH_ROWS=1000)
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { FLEET_COLUMNS, FLEET_HEADER } from '../../core/rules/fleetColumns';
import { BRANDS, CAR_TYPES, EMIRATES } from '../../core/enums';
import { createApp } from '../../api/src/app';
import { loadConfig } from '../../api/src/config';
import { openPglite } from '../../api/src/db/knexConfig';
import { openDatabase } from '../../api/src/db/database';
import { createLogger } from '../../api/src/logger';
import { toCsv } from '../../api/src/services/csv';
import { buildVendor } from '../../api/test/factories';
import { TestClient } from '../../api/test/testClient';
import { xlsxFile } from '../../api/test/xlsxFile';

const ROWS = Number(process.env.FLEET_BENCH_ROWS ?? 1000);
/** The target for 1,000 rows, created (the preview is printed beside it). */
const BUDGET_SECONDS = 10;
const PASSWORD = 'fleet bench password';

function fleetRows(rows: number): string[][] {
  const example = Object.fromEntries(FLEET_COLUMNS.map((c) => [c.column, c.example]));
  return Array.from({ length: rows }, (_, i) => {
    const values: Record<string, string> = {
      ...example,
      title: `Bench car ${i} ${BRANDS[i % BRANDS.length]}`,
      brand: BRANDS[i % BRANDS.length]!,
      car_type: CAR_TYPES[i % CAR_TYPES.length]!,
      emirate: EMIRATES[i % EMIRATES.length]!,
      price_per_day: String(100 + (i % 900)),
    };
    return FLEET_HEADER.map((column) => values[column] ?? '');
  });
}

/** The rows as each format holds them: text in a CSV; in a workbook, whole numbers as numbers. */
const FILES = {
  csv: (rows: string[][]) => Buffer.from(toCsv(FLEET_HEADER, rows)),
  xlsx: (rows: string[][]) =>
    xlsxFile([
      [...FLEET_HEADER],
      ...rows.map((row) => row.map((cell) => (/^\d+$/.test(cell) ? Number(cell) : cell || null))),
    ]),
};

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  const knex = await openDatabase(
    databaseUrl ? { databaseUrl } : { pglite: openPglite('memory://') },
  );
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    SEARCH_CACHE_SECONDS: '0',
    FACET_INDEX_SECONDS: '0',
    SESSION_SECRET: 'bench-session-secret-of-at-least-32-chars',
  });
  const app = createApp({ config, knex, logger: createLogger('warn') });
  const server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    // A plan of the bench's own with room for the whole file (the sold plans stop at 250
    // listings), so the figure is the import's, not the limit's.
    await knex('plans')
      .insert({
        id: 'bench',
        name: 'Bench',
        car_limit: ROWS * 2,
        featured_slots: 0,
        price_monthly: 0,
        position: 99,
      })
      .onConflict('id')
      .ignore();
    const rows = fleetRows(ROWS);
    for (const [format, write] of Object.entries(FILES)) {
      const { user, company } = await buildVendor(PASSWORD);
      await knex('subscriptions').insert({
        company_id: company.id,
        plan_id: 'bench',
        status: 'active',
        current_period_start: new Date(),
      });
      const client = new TestClient(baseUrl);
      await client.login(user.email, PASSWORD);
      const file = write(rows);
      const send = (dryRun: boolean) => {
        const form = new FormData();
        form.append('file', new Blob([file as BlobPart]), `fleet.${format}`);
        return client.postForm<{ valid?: number; created?: number }>(
          `/api/vendor/cars/import${dryRun ? '?dryRun=1' : ''}`,
          form,
        );
      };
      let started = performance.now();
      const preview = await send(true);
      const previewSeconds = (performance.now() - started) / 1000;
      started = performance.now();
      const done = await send(false);
      const importSeconds = (performance.now() - started) / 1000;
      const stored = await knex('cars').where('company_id', company.id).count('* as n');
      const load = os
        .loadavg()
        .map((v) => v.toFixed(2))
        .join(' ');
      console.log(
        `fleet import of ${ROWS} rows, ${format.toUpperCase()} (${(file.length / 1024).toFixed(0)} KB): preview ${previewSeconds.toFixed(2)} s, ` +
          `created in ${importSeconds.toFixed(2)} s (budget ${BUDGET_SECONDS} s; ` +
          `${databaseUrl ? 'PostgreSQL' : 'embedded PGlite'}; valid ${preview.body.valid}, created ${done.body.created}, ` +
          `stored ${Number(stored[0]?.n)}; load ${load})`,
      );
      if (
        preview.body.valid !== ROWS ||
        done.body.created !== ROWS ||
        Number(stored[0]?.n) !== ROWS
      ) {
        console.error(`the ${format} import did not create every row`);
        process.exitCode = 1;
      } else if (importSeconds > BUDGET_SECONDS) {
        console.error(`over budget: ${importSeconds.toFixed(2)} s > ${BUDGET_SECONDS} s`);
        process.exitCode = 1;
      }
    }
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await app.context.deps.catalogue.close();
    await app.context.deps.mail.worker.stop();
    app.context.deps.mail.transport.close();
    await knex.destroy();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
