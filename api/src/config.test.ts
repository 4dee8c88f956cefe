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
    [{ SESSION_SECRET: 'short' }, 'Invalid SESSION_SECRET="short": must be at least 32 characters'],
    [{ NODE_ENV: 'production' }, 'SESSION_SECRET must be set'],
  ])('refuses %o with one clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });
});
