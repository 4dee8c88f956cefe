import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSettings, parseServerAddress, saveSettings } from './serverAddress';

describe('server address', () => {
  it.each([
    ['https://console.example.ae', 'https://console.example.ae'],
    ['console.example.ae', 'https://console.example.ae'],
    [
      '  https://console.example.ae:8443/admin/approve-listings?x=1 ',
      'https://console.example.ae:8443',
    ],
    ['http://localhost:3000', 'http://localhost:3000'],
    ['http://127.0.0.1:3000/admin', 'http://127.0.0.1:3000'],
    ['http://[::1]:3000', 'http://[::1]:3000'],
  ])('accepts %s as %s', (input, origin) => {
    expect(parseServerAddress(input)).toEqual({ ok: true, origin });
  });

  it.each([
    ['', /Enter the address/],
    ['http://console.example.ae', /https/],
    ['http://localhost.example.ae', /https/],
    ['ftp://console.example.ae', /https/],
    ['file:///etc/passwd', /https/],
    ['javascript:alert(1)', /not a web address|https/],
    ['https://user:secret@console.example.ae', /user name and password/],
    ['https://exa mple.ae', /not a web address/],
  ])('refuses %j', (input, message) => {
    const result = parseServerAddress(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(message);
  });

  it('remembers the origin in userData/settings.json; a broken or unsafe file means first run', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'desktop-settings-'));
    try {
      expect(await loadSettings(dir)).toEqual({ serverOrigin: null });
      await saveSettings(dir, { serverOrigin: 'https://console.example.ae' });
      expect(JSON.parse(await readFile(path.join(dir, 'settings.json'), 'utf8'))).toEqual({
        serverOrigin: 'https://console.example.ae',
      });
      expect(await loadSettings(dir)).toEqual({ serverOrigin: 'https://console.example.ae' });
      await writeFile(path.join(dir, 'settings.json'), '{"serverOrigin":"http://evil.example"}');
      expect(await loadSettings(dir)).toEqual({ serverOrigin: null });
      await writeFile(path.join(dir, 'settings.json'), 'not json');
      expect(await loadSettings(dir)).toEqual({ serverOrigin: null });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
