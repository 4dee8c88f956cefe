/**
 * The planner's statistics. A table PostgreSQL has never analysed is planned as if it held one
 * row: with the demo market that turned the company figures of the home page and `/companies`
 * into a nested loop over every public car for each company (~30 ms of CPU on PGlite instead of
 * ~5), and the similar cars of a car page into 16,000 index probes. PostgreSQL's autovacuum
 * analyses a table about a minute after it fills, but the embedded PGlite has no autovacuum
 * worker: its tables were never analysed at all.
 *
 * So a seed ends with ANALYZE (in the seed's own process, whose memory goes with it), and each
 * start analyses any table that has never been (an empty table too, cheaply; PGlite's
 * `pg_class.reltuples` says -1 until then, whatever it holds).
 */
import type { Knex } from 'knex';

/** The tables of the current schema that have never been analysed (nor vacuumed). */
export async function tablesNeverAnalysed(knex: Knex): Promise<string[]> {
  const { rows } = (await knex.raw(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = current_schema() AND c.relkind = 'r' AND c.reltuples < 0
     ORDER BY c.relname`,
  )) as { rows: { name: string }[] };
  return rows.map((row) => row.name);
}

/** Analyses the tables that have never been; returns their names. */
export async function analyseNewTables(knex: Knex): Promise<string[]> {
  const tables = await tablesNeverAnalysed(knex);
  if (tables.length > 0) await knex.raw(`ANALYZE ${tables.map(() => '??').join(', ')}`, tables);
  return tables;
}

/** Analyses every table (after a seed or a bulk load). */
export async function analyseAll(knex: Knex): Promise<void> {
  await knex.raw('ANALYZE');
}
