/**
 * Starts the whole product: config, database (migrate, and seed demo data into an empty
 * embedded development database or with SEED_DEMO=true), then one HTTP server for the API, the site and the console.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Knex } from 'knex';
import { createApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/database';
import { analyseNewTables } from './db/statistics';
import { scheduleHousekeeping } from './jobs/housekeeping';
import { scheduleFeatureExpiry } from './jobs/featureExpiry';
import { countDemoUsers, demoAccountsWarning, isEmptyDatabase } from './db/seeds/seedIfEmpty';
import { seedInChildProcess } from './db/seeds/seedProcess';
import { createLogger, logLevelFromEnv } from './logger';
import { redactSecrets, secretValues } from './security/redact';
import { collectStartupGarbage } from './startupGarbage';

async function main() {
  const secrets = secretValues(process.env);
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      // The message names the variable; secret values never appear in it (security/redact).
      process.stderr.write(`Configuration error: ${redactSecrets(error.message, secrets)}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(logLevelFromEnv(), secrets);

  const started = Date.now();
  const dataDir = path.join(config.dataDir, 'db');
  const open = () => openDatabase({ databaseUrl: config.databaseUrl, dataDir });
  // The demo seed runs in a process of its own, whose memory goes when it is done
  // (seedProcess.ts); a new embedded database is even created there.
  const seedInChild = async () => {
    const seeded = await seedInChildProcess();
    if (seeded) logger.info(seeded, 'demo data seeded');
  };
  let knex: Knex;
  try {
    if (config.seedDemo && !config.databaseUrl && !fs.existsSync(path.join(dataDir, 'PG_VERSION')))
      await seedInChild();
    knex = await open();
    if (config.seedDemo && (await isEmptyDatabase(knex))) {
      await knex.destroy(); // the embedded database has one owner at a time
      await seedInChild();
      knex = await open();
    }
    // A table never analysed is planned as holding one row (db/statistics.ts).
    const analysed = await analyseNewTables(knex);
    if (analysed.length) logger.info({ tables: analysed.length }, 'tables analysed');
  } catch (error) {
    process.stderr.write(`Database error: ${redactSecrets((error as Error).message, secrets)}\n`);
    process.exit(1);
  }
  const demoWarning = await demoAccountsWarning(knex, config);
  if (demoWarning) {
    process.stderr.write(`\n${demoWarning}\n\n`);
    logger.warn({ demoAccounts: true }, 'demo accounts exist in a production database');
  }
  const hasDemoAccounts = !config.isProduction && (await countDemoUsers(knex)) > 0;

  const app = createApp({ config, knex, logger });
  const { mail } = app.context.deps;
  const stopHousekeeping = scheduleHousekeeping(knex, logger, mail.links, {
    onMail: () => mail.worker.wake(),
  });
  const stopFeatureExpiry = scheduleFeatureExpiry(knex, app.context.deps.catalogue, logger);
  mail.worker.start();
  const { searches } = app.context.deps;
  searches.start();
  const server = http.createServer(app.callback());
  // Idle keep-alive connections stay open longer than a reverse proxy's (60 s is common): with
  // Node's 5 s, a proxy or client reusing a connection the server had just closed got a reset
  // (seen in CI as "socket hang up" on an API request made a few seconds after the previous one).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.on('error', (error: NodeJS.ErrnoException) => {
    process.stderr.write(
      `Server error: ${error.code === 'EADDRINUSE' ? `port ${config.port} is already in use` : error.message}\n`,
    );
    process.exit(1);
  });
  server.listen(config.port, config.host, () => {
    // The search index is built once listening (4 s at 100,000 cars), not on the first search.
    // Then start-up's garbage is collected (startupGarbage.ts).
    void app.context.deps.catalogue.facets.warm().then(collectStartupGarbage);
    const url = config.publicUrl;
    const lines = [
      '',
      `  UAE car rental marketplace is running at ${url}`,
      `  Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${path.join(config.dataDir, 'db')}`}`,
      `  Mail: ${mail.developmentOutbox ? `development outbox (${path.join(config.dataDir, 'mail')}, /admin/outbox); set SMTP_URL to send` : 'SMTP (SMTP_URL)'}`,
      `  Ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    ];
    if (hasDemoAccounts) {
      lines.push(
        `  Demo accounts (password: ${config.demoPassword === 'demo1234' ? 'demo1234' : 'DEMO_PASSWORD'}):`,
        '    admin@demo.ae   → /admin',
        '    writer@demo.ae  → /admin/blog/posts',
        '    vendor@demo.ae  → /dashboard',
      );
    }
    process.stdout.write(`${lines.join('\n')}\n\n`);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    stopHousekeeping();
    stopFeatureExpiry();
    // Stop accepting connections, let requests in flight finish, then close the database.
    server.close(async () => {
      // The last second's listing events, written before the database closes.
      await app.context.deps.listingEvents.close();
      await app.context.deps.catalogue.close();
      await searches.stop(); // the last few seconds' search counts
      // A message being sent is finished and marked first, so it is not sent again at start.
      await mail.worker.stop().catch(() => undefined);
      mail.transport.close();
      await knex.destroy().catch(() => undefined);
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

void main();
