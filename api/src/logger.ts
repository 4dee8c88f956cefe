/**
 * Structured JSON logs with pino (fast, maintained, redaction built in). Errors keep their stack
 * here, for operators, never in responses. Passwords, hashes and cookies are redacted.
 */
import { pino, type Logger } from 'pino';
import { redactSecrets } from './security/redact';

export type { Logger };

const LEVELS = ['silent', 'error', 'warn', 'info', 'debug'] as const;
type Level = (typeof LEVELS)[number];

/**
 * `secrets` (from security/redact's `secretValues`) are replaced in every line written, wherever
 * they appear: an error message repeating a connection string cannot print its password.
 */
export function createLogger(level: Level = 'info', secrets: readonly string[] = []): Logger {
  const options = {
    level,
    redact: {
      paths: ['password', 'passwordHash', '*.password', '*.passwordHash', 'headers.cookie'],
      censor: '[redacted]',
    },
  };
  if (!secrets.length) return pino(options);
  return pino(options, {
    write: (line: string) => process.stdout.write(redactSecrets(line, secrets)),
  });
}

/** Silent in tests unless LOG_LEVEL asks otherwise. */
export function logLevelFromEnv(env: Record<string, string | undefined> = process.env): Level {
  const value = env.LOG_LEVEL as Level | undefined;
  if (value && LEVELS.includes(value)) return value;
  return env.NODE_ENV === 'test' || env.VITEST ? 'silent' : 'info';
}
