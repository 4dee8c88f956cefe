/**
 * Every environment variable the server reads, parsed once. A bad value stops start-up with one
 * clear line (see server.ts), never a stack trace.
 */
import path from 'node:path';
import proxyAddr from 'proxy-addr';
import { z } from 'zod';
import { redactedValue } from './security/redact';

const NODE_ENVS = ['development', 'production', 'test'] as const;

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

function validProxyNetworks(networks: string[]): boolean {
  try {
    proxyAddr.compile(networks);
    return true;
  } catch {
    return false;
  }
}

const configSchema = z.object({
  PORT: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: 'must be a port number' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 65535')
      .max(65535, 'must be between 0 and 65535')
      .default(3000),
  ),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('0.0.0.0')),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
      .optional(),
  ),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./.data')),
  SESSION_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  PUBLIC_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  ),
  NODE_ENV: z.preprocess(
    emptyAsUndefined,
    z.enum(NODE_ENVS, { error: `must be one of ${NODE_ENVS.join(', ')}` }).default('development'),
  ),
  DEMO_PASSWORD: z.preprocess(emptyAsUndefined, z.string().min(8).default('demo1234')),
  SEARCH_CACHE_SECONDS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number({ error: 'must be a number of seconds' }).int().min(0).max(3600).default(15),
  ),
  // Sign-ups from one address an hour (an office or a carrier's shared address may need more).
  SIGN_UPS_PER_HOUR: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: 'must be a number of sign-ups' })
      .int('must be a whole number')
      .min(1, 'must be between 1 and 100000')
      .max(100_000, 'must be between 1 and 100000')
      .default(10),
  ),
  // Listing analytics reports from one address a minute (docs/api.md, "Listing analytics").
  LISTING_EVENTS_PER_MINUTE: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: 'must be a number of reports' })
      .int('must be a whole number')
      .min(1, 'must be between 1 and 100000')
      .max(100_000, 'must be between 1 and 100000')
      .default(120),
  ),
  FACET_INDEX_SECONDS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number({ error: 'must be a number of seconds' }).int().min(0).max(3600).default(15),
  ),
  // An S3-compatible bucket for uploads (AWS S3, Cloudflare R2, MinIO, …). Unset: local disk.
  S3_BUCKET: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (a-z, 0-9, . and -)')
      .optional(),
  ),
  S3_ENDPOINT: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  ),
  S3_REGION: z.preprocess(emptyAsUndefined, z.string().min(1).max(40).default('us-east-1')),
  S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
  CANONICAL_HOST_REDIRECT: z.preprocess(
    emptyAsUndefined,
    z
      .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
      .default('false')
      .transform((v) => v === 'true' || v === '1'),
  ),
  // Replaced by TRUST_PROXY_HOPS / TRUST_PROXY_NETWORKS: `true` believed any client's
  // X-Forwarded-For. Still parsed so that an old setting stops start-up with advice.
  TRUST_PROXY: z.preprocess(
    emptyAsUndefined,
    z.enum(['true', 'false', '1', '0'], { error: 'must be true or false' }).optional(),
  ),
  TRUST_PROXY_HOPS: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: 'must be the number of proxies in front of the server' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 10')
      .max(10, 'must be between 0 and 10')
      .default(0),
  ),
  TRUST_PROXY_NETWORKS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .optional()
      .transform((value) =>
        (value ?? '')
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      )
      .refine(validProxyNetworks, {
        error:
          'must be IP addresses or CIDR ranges (or loopback, linklocal, uniquelocal), comma-separated',
      }),
  ),
  // Outgoing mail: smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465. Unset:
  // the development outbox (database + .eml files under DATA_DIR/mail), nothing leaves the machine.
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  ),
  MAIL_FROM: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .max(200)
      .regex(
        /^[^\r\n]*<?[^\s@<>]+@[^\s@<>]+>?$/,
        'must be an address, e.g. "Name <no-reply@example.ae>"',
      )
      .optional(),
  ),
  // The first retry of a mail the SMTP server refused waits this long; each next one twice as long.
  MAIL_RETRY_SECONDS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number({ error: 'must be a number of seconds' }).min(0.1).max(3600).default(30),
  ),
  SEED_DEMO: z.preprocess(
    emptyAsUndefined,
    z
      .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
      .optional()
      .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1')),
  ),
});

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  sessionSecret: string | undefined;
  publicUrl: string;
  nodeEnv: (typeof NODE_ENVS)[number];
  demoPassword: string;
  /** How long a catalogue answer may be served from memory; 0 turns the cache off. */
  searchCacheSeconds: number;
  /** Sign-ups allowed from one client address an hour. */
  signUpsPerHour: number;
  /** Listing analytics reports accepted from one client address a minute. */
  listingEventsPerMinute: number;
  /** How long the in-memory facet index is used before it is reloaded; 0 reloads every time. */
  facetIndexSeconds: number;
  /**
   * Which proxies in front of the server may say who the client is (X-Forwarded-For/-Proto):
   * the nearest `hops` of them and/or those within `networks`. Nothing trusted by default.
   */
  trustProxy: TrustedProxies;
  /** Demo data goes into an empty database: the embedded development default, or SEED_DEMO. */
  seedDemo: boolean;
  /** Site pages asked for at another host than PUBLIC_URL's are redirected (301) to it. */
  canonicalHostRedirect: boolean;
  isProduction: boolean;
  /** Uploads go to this S3-compatible bucket; undefined: the local disk under DATA_DIR. */
  s3: S3Config | undefined;
  mail: MailConfig;
}

export interface MailConfig {
  /** Undefined: the development outbox (api/src/mail/transport.ts). */
  smtpUrl: string | undefined;
  /** The From header of every message. */
  from: string;
  /** Delay before the first retry, in ms; doubled at each next attempt. */
  retryBaseMs: number;
}

export interface TrustedProxies {
  hops: number;
  networks: string[];
}

export interface S3Config {
  bucket: string;
  /** Undefined: AWS S3 of the region (`https://s3.<region>.amazonaws.com`). */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'configuration');
    throw new ConfigError(`Invalid ${name}=${redactedValue(name, env[name])}: ${issue.message}`);
  }
  const c = parsed.data;
  if (c.TRUST_PROXY === 'true' || c.TRUST_PROXY === '1') {
    throw new ConfigError(
      'TRUST_PROXY=true is no longer supported (it let any client choose its own address): set TRUST_PROXY_HOPS to the number of proxies in front of the server, or TRUST_PROXY_NETWORKS to their addresses',
    );
  }
  const s3Keys = [c.S3_ACCESS_KEY_ID, c.S3_SECRET_ACCESS_KEY];
  if (c.S3_BUCKET && s3Keys.some((key) => !key)) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set with S3_BUCKET');
  }
  if (!c.S3_BUCKET && (c.S3_ENDPOINT || s3Keys.some(Boolean))) {
    throw new ConfigError('S3_BUCKET must be set when other S3_ variables are');
  }
  if (c.NODE_ENV === 'production' && !c.SESSION_SECRET) {
    throw new ConfigError('SESSION_SECRET must be set (32+ characters) when NODE_ENV=production');
  }
  return {
    port: c.PORT,
    host: c.HOST,
    databaseUrl: c.DATABASE_URL,
    dataDir: path.resolve(c.DATA_DIR),
    sessionSecret: c.SESSION_SECRET,
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    nodeEnv: c.NODE_ENV,
    demoPassword: c.DEMO_PASSWORD,
    trustProxy: { hops: c.TRUST_PROXY_HOPS, networks: c.TRUST_PROXY_NETWORKS },
    seedDemo: c.SEED_DEMO ?? (!c.DATABASE_URL && c.NODE_ENV !== 'production'),
    canonicalHostRedirect: c.CANONICAL_HOST_REDIRECT,
    searchCacheSeconds: c.SEARCH_CACHE_SECONDS,
    facetIndexSeconds: c.FACET_INDEX_SECONDS,
    signUpsPerHour: c.SIGN_UPS_PER_HOUR,
    listingEventsPerMinute: c.LISTING_EVENTS_PER_MINUTE,
    isProduction: c.NODE_ENV === 'production',
    mail: {
      smtpUrl: c.SMTP_URL,
      from:
        c.MAIL_FROM ??
        `UAE Car Rental <no-reply@${new URL(c.PUBLIC_URL ?? 'http://localhost').hostname}>`,
      retryBaseMs: Math.round(c.MAIL_RETRY_SECONDS * 1000),
    },
    s3: c.S3_BUCKET
      ? {
          bucket: c.S3_BUCKET,
          endpoint: c.S3_ENDPOINT?.replace(/\/$/, ''),
          region: c.S3_REGION,
          accessKeyId: c.S3_ACCESS_KEY_ID!,
          secretAccessKey: c.S3_SECRET_ACCESS_KEY!,
        }
      : undefined,
  };
}
