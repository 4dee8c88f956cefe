import { describe, expect, it } from 'vitest';
import { redactSecrets, redactedValue, redactUrl, secretValues } from './redact';

describe('redact', () => {
  it("hides a URL's password and keeps the rest", () => {
    expect(redactUrl('postgres://app:s3cret@db:5432/rent')).toBe(
      'postgres://app:[redacted]@db:5432/rent',
    );
    expect(redactUrl('postgres://db:5432/rent')).toBe('postgres://db:5432/rent');
    expect(redactUrl('https://user@host/x')).toBe('https://user@host/x');
  });

  it('never shows the value of a secret variable', () => {
    expect(redactedValue('SESSION_SECRET', 'abc')).toBe('[redacted] (3 characters)');
    expect(redactedValue('S3_SECRET_ACCESS_KEY', 'k')).not.toContain('k"');
    expect(redactedValue('S3_ACCESS_KEY_ID', 'AKIA123')).not.toContain('AKIA');
    expect(redactedValue('DEMO_PASSWORD', 'demo')).not.toContain('demo');
    expect(redactedValue('PORT', 'abc')).toBe('"abc"');
  });

  it('replaces every secret of the environment in any text, JSON-escaped ones too', () => {
    const secrets = secretValues({
      DATABASE_URL: 'postgres://app:p%40ss@db/rent',
      SESSION_SECRET: 'a-session-secret-"quoted"',
      PORT: '3000',
    });
    const line = JSON.stringify({
      msg: 'connect failed: postgres://app:p%40ss@db/rent (p@ss)',
      secret: 'a-session-secret-"quoted"',
    });
    const redacted = redactSecrets(line, secrets);
    expect(redacted).not.toContain('p%40ss');
    expect(redacted).not.toContain('p@ss');
    expect(redacted).not.toContain('a-session-secret');
    expect(redacted).toContain('connect failed');
  });
});
