/**
 * Keeps secrets out of what the server prints: configuration errors, start-up lines and logged
 * errors (a database driver may repeat its connection string). Secret variables are never shown;
 * a URL keeps its host and database but loses its password.
 */

/** Variables whose value is a secret as a whole. */
const SECRET_NAME = /SECRET|PASSWORD|TOKEN|_KEY(_ID)?$|PRIVATE|CREDENTIAL/i;

export const REDACTED = '[redacted]';

/** A URL with its password (and a user name's secret half) replaced; other text unchanged. */
export function redactUrl(value: string): string {
  return value.replace(
    /^([a-z][a-z0-9+.-]*:\/\/)([^/?#@]*)@/i,
    (_match, scheme: string, userInfo: string) => {
      const user = userInfo.split(':')[0] ?? '';
      return `${scheme}${user}${userInfo.includes(':') ? `:${REDACTED}` : ''}@`;
    },
  );
}

/** How a configuration value may appear in a message: quoted, with secrets hidden. */
export function redactedValue(name: string, value: string | undefined): string {
  if (value === undefined || value === '') return '""';
  if (SECRET_NAME.test(name)) return `${REDACTED} (${value.length} characters)`;
  return JSON.stringify(redactUrl(value));
}

/** The secret values in an environment: each variable named like a secret, each URL password. */
export function secretValues(env: Record<string, string | undefined>): string[] {
  const secrets: string[] = [];
  for (const [name, value] of Object.entries(env)) {
    if (!value) continue;
    if (SECRET_NAME.test(name)) {
      // Short values of secret-looking names (flags, tool settings under npm) are no secrets,
      // and replacing a word such as `true` in every log line would garble the logs.
      if (value.length >= 8) secrets.push(value);
      continue;
    }
    const password = /^[a-z][a-z0-9+.-]*:\/\/[^/?#@:]*:([^/?#@]+)@/i.exec(value)?.[1];
    if (password && password.length >= 3) {
      secrets.push(password);
      try {
        secrets.push(decodeURIComponent(password));
      } catch {
        // a malformed escape: the raw form is enough
      }
    }
  }
  // As JSON writes them too (log lines), longest first so that a secret containing another is
  // replaced whole.
  const escaped = secrets.map((secret) => JSON.stringify(secret).slice(1, -1));
  return [...new Set([...secrets, ...escaped])].sort((a, b) => b.length - a.length);
}

/** Any text (an error message, a log line) with the environment's secrets replaced. */
export function redactSecrets(text: string, secrets: readonly string[]): string {
  let result = text;
  for (const secret of secrets) result = result.split(secret).join(REDACTED);
  return result;
}
