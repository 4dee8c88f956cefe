import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from './logger';
import { secretValues } from './security/redact';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createLogger', () => {
  it("never writes the environment's secrets, wherever they appear in a line", () => {
    const written: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    const secrets = secretValues({
      DATABASE_URL: 'postgres://app:db-pass-1234@db.internal/rent',
      SESSION_SECRET: 'session-secret-of-at-least-32-characters',
    });
    const logger = createLogger('info', secrets);
    logger.error(
      { err: new Error('connect to postgres://app:db-pass-1234@db.internal/rent failed') },
      'request failed with session-secret-of-at-least-32-characters',
    );
    const output = written.join('');
    expect(output).toContain('request failed');
    expect(output).toContain('db.internal');
    expect(output).not.toContain('db-pass-1234');
    expect(output).not.toContain('session-secret-of-at-least-32-characters');
  });
});
