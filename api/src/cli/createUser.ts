/**
 * `npm run user:create -- --email ops@example.ae --role admin [--name "Ops"] [--password …]`
 *
 * Creates a user, or resets the password (and role, name) of an existing one, so a production
 * install gets its first admin without demo data. Without --password it asks for one on the
 * terminal (not echoed), or reads it from standard input when that is not a terminal.
 * A vendor needs a company: use the site's registration for rental companies instead.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline';
import { z } from 'zod';
import { emailSchema, requiredText } from '@core/schemas/common';
import { passwordSchema } from '@core/schemas/auth';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { User } from '../models';
import { hashPassword, passwordWeakness } from '../services/passwords';

const argsSchema = z.object({
  email: emailSchema,
  role: z.enum(['admin', 'writer'], { error: 'must be admin or writer' }),
  name: requiredText(100).optional(),
});

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  // Hide what is typed: readline writes through this method.
  const output = rl as unknown as { _writeToOutput: (text: string) => void };
  let prompted = false;
  output._writeToOutput = (text: string) => {
    if (!prompted) {
      process.stdout.write(text);
      prompted = true;
    }
  };
  const answer = await new Promise<string>((resolve) => rl.question('Password: ', resolve));
  rl.close();
  process.stdout.write('\n');
  return answer;
}

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      role: { type: 'string', default: 'admin' },
      name: { type: 'string' },
      password: { type: 'string' },
    },
  });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    fail(`Invalid --${String(issue.path[0])}: ${issue.message}`);
  }
  const password = values.password ?? (await readPassword());
  const checked = passwordSchema.safeParse(password);
  if (!checked.success) fail(`Invalid password: ${checked.error.issues[0]!.message}`);
  const weakness = await passwordWeakness(checked.data, [
    parsed.data.email,
    parsed.data.name ?? '',
  ]);
  if (weakness) fail(`Invalid password: ${weakness}`);

  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(`Configuration error: ${error.message}`);
    throw error;
  }
  const knex = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'db'),
  });
  try {
    const { email, role } = parsed.data;
    const name = parsed.data.name ?? email.split('@')[0]!;
    const passwordHash = await hashPassword(checked.data);
    const existing = await User.query().whereRaw('lower(email) = ?', [email]).first();
    if (existing) {
      await User.query()
        .patch({ passwordHash, role, status: 'active', ...(parsed.data.name ? { name } : {}) })
        .where({ id: existing.id });
      process.stdout.write(`Updated ${email} (${role}); the new password is set.\n`);
    } else {
      await User.query().insert({ email, passwordHash, role, name, status: 'active' });
      process.stdout.write(`Created ${email} (${role}).\n`);
    }
  } finally {
    await knex.destroy();
  }
}

void main();
