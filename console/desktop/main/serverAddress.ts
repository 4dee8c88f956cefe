/**
 * The console server the desktop app talks to, chosen at first run ("Change server…" later)
 * and remembered in `userData/settings.json`. Only an https address is accepted, except on
 * this machine (localhost, 127.0.0.1, ::1) where a developer runs the server over http: the
 * session cookie and every decision travel over it.
 */
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';

export type ServerAddressResult = { ok: true; origin: string } | { ok: false; error: string };

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Parses what a person typed ("console.example.ae", "https://…/admin") into an origin. */
export function parseServerAddress(input: string): ServerAddressResult {
  const text = input.trim();
  if (!text) return { ok: false, error: 'Enter the address of your marketplace server' };
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return { ok: false, error: 'That is not a web address' };
  }
  if (url.username || url.password) {
    return { ok: false, error: 'Leave the user name and password out of the address' };
  }
  const local = LOCAL_HOSTS.has(url.hostname);
  if (url.protocol === 'https:') return { ok: true, origin: url.origin };
  if (url.protocol === 'http:' && local) return { ok: true, origin: url.origin };
  if (url.protocol === 'http:') {
    return { ok: false, error: 'Use https:// (plain http is allowed only for localhost)' };
  }
  return { ok: false, error: 'Only https:// addresses are supported' };
}

export interface DesktopSettings {
  /** Origin of the console server, e.g. https://console.example.ae. */
  serverOrigin: string | null;
}

const SETTINGS_FILE = 'settings.json';

/** The saved settings; anything unreadable or invalid counts as not set (first run again). */
export async function loadSettings(userDataDir: string): Promise<DesktopSettings> {
  try {
    const raw = JSON.parse(await readFile(path.join(userDataDir, SETTINGS_FILE), 'utf8')) as {
      serverOrigin?: unknown;
    };
    const parsed =
      typeof raw.serverOrigin === 'string' ? parseServerAddress(raw.serverOrigin) : null;
    return { serverOrigin: parsed?.ok ? parsed.origin : null };
  } catch {
    return { serverOrigin: null };
  }
}

export async function saveSettings(userDataDir: string, settings: DesktopSettings): Promise<void> {
  await mkdir(userDataDir, { recursive: true });
  await writeFile(
    path.join(userDataDir, SETTINGS_FILE),
    `${JSON.stringify(settings, null, 2)}\n`,
    'utf8',
  );
}
