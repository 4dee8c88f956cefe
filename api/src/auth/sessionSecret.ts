import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The key that signs session cookies: SESSION_SECRET when set, otherwise one generated on first
 * start and kept in DATA_DIR/secrets, so sessions survive restarts of a single install.
 */
export function resolveSessionSecret(config: {
  sessionSecret?: string | undefined;
  dataDir: string;
}): string {
  if (config.sessionSecret) return config.sessionSecret;
  const file = path.join(config.dataDir, 'secrets', 'session-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
