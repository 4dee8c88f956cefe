import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('takes the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/\.data$/);
    expect(config.nodeEnv).toBe('development');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.demoPassword).toBe('demo1234');
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid PORT="abc": must be a port number'],
    [{ PORT: '70000' }, 'Invalid PORT="70000": must be between 0 and 65535'],
    [{ DATABASE_URL: 'mysql://x' }, 'Invalid DATABASE_URL="mysql://x"'],
    [{ PUBLIC_URL: 'example' }, 'Invalid PUBLIC_URL="example"'],
    [
      { NODE_ENV: 'staging' },
      'Invalid NODE_ENV="staging": must be one of development, production, test',
    ],
    [
      { SESSION_SECRET: 'short' },
      'Invalid SESSION_SECRET=[redacted] (5 characters): must be at least 32 characters',
    ],
    [
      { DATABASE_URL: 'mysql://app:hunter2-secret@db:5432/x' },
      'Invalid DATABASE_URL="mysql://app:[redacted]@db:5432/x": must be a postgres',
    ],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY=true is no longer supported'],
    [{ TRUST_PROXY_HOPS: '-1' }, 'Invalid TRUST_PROXY_HOPS="-1": must be between 0 and 10'],
    [{ TRUST_PROXY_NETWORKS: '10.0.0.0/8, not-a-network' }, 'Invalid TRUST_PROXY_NETWORKS'],
    [{ SEED_DEMO: 'yes' }, 'Invalid SEED_DEMO="yes": must be true or false'],
    [{ NODE_ENV: 'production' }, 'SESSION_SECRET must be set'],
  ])('refuses %o with one clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('never prints a secret in its messages', () => {
    const secrets = {
      SESSION_SECRET: 'tiny-secret',
      S3_SECRET_ACCESS_KEY: '',
      DEMO_PASSWORD: 'short',
      DATABASE_URL: 'postgres://app:p%40ss-word@db.internal:5432/rent?sslmode=require&password=x',
    };
    for (const [name, value] of Object.entries(secrets)) {
      if (!value) continue;
      let message = '';
      try {
        loadConfig({ [name]: value, PORT: name === 'DATABASE_URL' ? 'abc' : '3000' });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).not.toBe('');
      expect(message).not.toContain(value);
    }
    expect(() =>
      loadConfig({ S3_BUCKET: 'photos', S3_SECRET_ACCESS_KEY: 'aws-secret-value-123' }),
    ).toThrow(/^S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set/);
  });

  it('trusts no proxy by default, and the configured hops and networks otherwise', () => {
    expect(loadConfig({}).trustProxy).toEqual({ hops: 0, networks: [] });
    expect(
      loadConfig({ TRUST_PROXY_HOPS: '2', TRUST_PROXY_NETWORKS: '10.0.0.0/8, loopback' })
        .trustProxy,
    ).toEqual({ hops: 2, networks: ['10.0.0.0/8', 'loopback'] });
  });

  it('seeds demo data only into the embedded development database, or when SEED_DEMO says so', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).seedDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/rent' }).seedDemo).toBe(false);
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) };
    expect(loadConfig(production).seedDemo).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('sends mail to the development outbox unless SMTP_URL is set; From defaults to PUBLIC_URL', () => {
    expect(loadConfig({}).mail).toEqual({
      smtpUrl: undefined,
      from: 'UAE Car Rental <no-reply@localhost>',
      retryBaseMs: 30_000,
    });
    const smtp = loadConfig({
      SMTP_URL: 'smtps://mailer:s3cret-pass@smtp.example.ae:465',
      PUBLIC_URL: 'https://rent.example.ae',
      MAIL_RETRY_SECONDS: '5',
    }).mail;
    expect(smtp).toMatchObject({
      smtpUrl: 'smtps://mailer:s3cret-pass@smtp.example.ae:465',
      from: 'UAE Car Rental <no-reply@rent.example.ae>',
      retryBaseMs: 5_000,
    });
    expect(() => loadConfig({ SMTP_URL: 'http://smtp.example.ae' })).toThrow(
      'Invalid SMTP_URL="http://smtp.example.ae": must be an smtp:// or smtps:// URL',
    );
    // A password in the URL is never printed.
    expect(() => loadConfig({ SMTP_URL: 'ftp://u:hunter2-mail@x' })).toThrow(/\[redacted\]/);
    expect(() => loadConfig({ MAIL_FROM: 'no address here' })).toThrow(/Invalid MAIL_FROM/);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });
});
