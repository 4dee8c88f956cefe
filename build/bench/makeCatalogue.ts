/**
 * `tsx build/bench/makeCatalogue.ts <postgres-url> <cars>`: a database filled like the search
 * benchmark's, kept for looking at query plans by hand (psql, EXPLAIN).
 */
import { openDatabase } from '../../api/src/db/database';
import { fillCatalogue } from './catalogue';

const [url, size = '100000'] = process.argv.slice(2);
if (!url) throw new Error('usage: makeCatalogue.ts <postgres-url> [cars]');
const knex = await openDatabase({ databaseUrl: url });
console.log(`${await fillCatalogue(knex, Number(size))} cars in ${url}`);
await knex.destroy();
