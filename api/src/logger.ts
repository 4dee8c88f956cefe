/**
 * Structured JSON logs with pino (fast, maintained, redaction built in). Errors keep their stack
 * here, for operators, never in responses. Passwords, hashes and cookies are redacted.
 */
import { pino, type Logger } from 'pino';

export type { Logger };

const LEVELS = ['silent', 'error', 'warn', 'info', 'debug'] as const;
type Level = (typeof LEVELS)[number];

export function createLogger(level: Level = 'info'): Logger {
  return pino({
    level,
    redact: {
      paths: ['password', 'passwordHash', '*.password', '*.passwordHash', 'headers.cookie'],
      censor: '[redacted]',
    },
  });
}

/** Silent in tests unless LOG_LEVEL asks otherwise. */
export function logLevelFromEnv(env: Record<string, string | undefined> = process.env): Level {
  const value = env.LOG_LEVEL as Level | undefined;
  if (value && LEVELS.includes(value)) return value;
  return env.NODE_ENV === 'test' || env.VITEST ? 'silent' : 'info';
}
