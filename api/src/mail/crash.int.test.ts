/**
 * The crash test: the real server, in a child process, acknowledges a reset request; its mail
 * cannot be sent yet (the SMTP server answers "451 try later"), and the server is killed with
 * SIGKILL. After a restart the mail is sent, exactly once: the outbox row survived the crash
 * (it was committed with the token), and it ends `sent` with one message received.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import knexFactory, { type Knex } from 'knex';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startProcess, stop, waitForLine, waitForLines } from '../../../build/bench/serverProcess';
import { openDatabase } from '../db/database';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtpServer';
import { TestClient } from '../../test/testClient';

// Ports of this suite (the mail worktree's range): the server and the SMTP server.
const PORT = Number(process.env.MAIL_CRASH_PORT ?? 4401);
const SMTP_PORT = Number(process.env.MAIL_CRASH_SMTP_PORT ?? 4420);
const BASE_URL = `http://127.0.0.1:${PORT}`;

let smtp: TestSmtpServer;
let dataDir: string;
let databaseUrl: string | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
let running: ChildProcess | undefined;

beforeAll(async () => {
  smtp = await startTestSmtpServer(SMTP_PORT);
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mail-crash-'));
  const shared = process.env.TEST_DATABASE_URL;
  if (shared) {
    // A database of its own: the child's worker sends every due message of its database.
    const name = `mail_crash_${process.pid}_${Date.now()}`;
    const admin = knexFactory({ client: 'pg', connection: shared, pool: { min: 0, max: 1 } });
    await admin.raw('CREATE DATABASE ??', [name]);
    const url = new URL(shared);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      await admin.raw('DROP DATABASE IF EXISTS ?? WITH (FORCE)', [name]);
      await admin.destroy();
    };
  }
}, 60_000);

afterAll(async () => {
  // A child left running by a failed assertion must not hold the port for the next run.
  if (running && running.exitCode === null) await kill(running, 'SIGKILL');
  await smtp.close();
  await dropDatabase?.();
  await fs.rm(dataDir, { recursive: true, force: true });
});

async function startServer(): Promise<ChildProcess> {
  const child = startProcess('api/src/server.ts', {
    PORT: String(PORT),
    HOST: '127.0.0.1',
    PUBLIC_URL: BASE_URL,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    SEED_DEMO: 'false',
    NODE_ENV: 'development',
    SESSION_SECRET: 'crash-test-session-secret-of-32-chars!',
    SMTP_URL: smtp.url,
    MAIL_FROM: 'UAE Car Rental <no-reply@market.test>',
    MAIL_RETRY_SECONDS: '0.2',
    LOG_LEVEL: 'warn',
  });
  running = child;
  await waitForLine(child, /is running at/);
  return child;
}

function kill(child: ChildProcess, signal: NodeJS.Signals) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  return exited;
}

it.skipIf(!process.env.TEST_DATABASE_URL)(
  "a lead's mail acknowledged before a SIGKILL is sent exactly once after the restart",
  async () => {
    // The car is written straight into the child's PostgreSQL database once it has migrated
    // it (an embedded database is the child's alone, hence PostgreSQL only).
    smtp.refuse(451);
    const before = smtp.messages.length;
    let child = await startServer();
    const knex: Knex = await openDatabase({ databaseUrl: databaseUrl! });
    const companyEmail = 'crash.lead@example.ae';
    try {
      const [company] = (await knex('companies')
        .insert({
          name: 'Crash Lead Rentals',
          slug: `crash-lead-rentals-${Date.now()}`,
          emirate: 'dubai',
          phone: '+971501234567',
          whatsapp: '+971501234567',
          email: companyEmail,
          verification_status: 'verified',
          status: 'active',
        })
        .returning('id')) as { id: number }[];
      const [car] = (await knex('cars')
        .insert({
          company_id: company!.id,
          title: '2024 Nissan Patrol Crash',
          description: 'A car for the crash test.',
          brand: 'nissan',
          model: 'Patrol',
          year: 2024,
          car_type: 'suv',
          emirate: 'dubai',
          price_per_day: 650,
          seats: 7,
          services: [],
          status: 'approved',
          active: true,
        })
        .returning('id')) as { id: number }[];
      const refused = waitForLine(child, /mail not sent/);
      const lead = await new TestClient(BASE_URL).post('/api/leads', {
        carId: car!.id,
        method: 'whatsapp',
        name: 'Crash Renter',
        email: 'crash.renter@example.ae',
        phone: '+971501112233',
      });
      // Acknowledged: the lead and its mail are committed.
      expect(lead.status).toBe(201);
      await refused;
      expect(smtp.messages).toHaveLength(before);
    } finally {
      await kill(child, 'SIGKILL');
    }

    smtp.accept();
    child = await startServer();
    try {
      await smtp.waitForMessages(before + 1);
    } finally {
      await stop(child);
    }
    try {
      const received = smtp.messages.filter((m) => JSON.stringify(m.to).includes(companyEmail));
      expect(received).toHaveLength(1);
      expect(received[0]!.subject).toBe('New lead: Crash Renter about 2024 Nissan Patrol Crash');
      const rows = await knex('mail_outbox').where({ to_address: companyEmail });
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ status: 'sent', template: 'newLead' });
      expect(rows[0].attempts).toBeGreaterThanOrEqual(2);
    } finally {
      await knex.destroy();
    }
  },
  180_000,
);

it('a reset mail acknowledged before a SIGKILL is sent exactly once after the restart', async () => {
  const email = 'crash.test@example.ae';
  smtp.refuse(451);
  let child = await startServer();
  try {
    const client = new TestClient(BASE_URL);
    const registered = await client.post('/api/auth/register', {
      email,
      password: 'a long phrase for the crash test',
      name: 'Crash Test',
      companyName: 'Crash Test Rentals',
      phone: '+971501234567',
      emirate: 'dubai',
    });
    expect(registered.status).toBe(201);
    // The worker's line once it has tried, been told to come back later, and noted the retry:
    // for two rows, the sign-up's address confirmation and the reset (its JSON log line names
    // the row; a row retried meanwhile is not a second one).
    const refused = waitForLines(child, /mail not sent/, 2, {
      distinctBy: (line) => (JSON.parse(line) as { outboxId: number }).outboxId,
    });
    const asked = await new TestClient(BASE_URL).post('/api/auth/password-reset', { email });
    expect(asked.status).toBe(202);
    await refused;
    expect(smtp.refusals).toBeGreaterThanOrEqual(1);
    expect(smtp.messages.filter((m) => JSON.stringify(m.to).includes(email))).toHaveLength(0);
  } finally {
    await kill(child, 'SIGKILL');
  }

  smtp.accept();
  const before = smtp.messages.length;
  child = await startServer();
  try {
    // The sign-up's address confirmation and the reset both waited through the crash.
    await smtp.waitForMessages(before + 2);
  } finally {
    // A graceful stop: the worker finishes and marks what it is sending.
    await stop(child);
  }
  const received = smtp.messages.filter((m) => JSON.stringify(m.to).includes(email));
  const subjects = received.map((m) => m.subject).sort();
  expect(subjects).toEqual([
    'Confirm your e-mail address for UAE Car Rental',
    'Reset your UAE Car Rental password',
  ]);
  const reset = received.find((m) => m.subject === 'Reset your UAE Car Rental password');
  expect(reset!.text).toMatch(/\/dashboard\/reset-password#token=/);

  const knex: Knex = await openDatabase(
    databaseUrl ? { databaseUrl } : { dataDir: path.join(dataDir, 'db') },
  );
  try {
    const rows = await knex('mail_outbox').where({ to_address: email, template: 'passwordReset' });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'sent' });
    expect(rows[0].attempts).toBeGreaterThanOrEqual(2);
    expect(rows[0].message_id).toBe(reset!.messageId);
  } finally {
    await knex.destroy();
  }
}, 180_000);
