import { describe, expect, it, vi } from 'vitest';
import { decideNavigation, guardContents, type GuardedContents } from './navigationPolicy';

const app = {
  serverOrigin: 'https://console.example.ae',
  setupPageUrl: 'file:///opt/console/resources/app.asar/out/renderer/setup.html',
};

describe('navigation policy', () => {
  it.each([
    'https://console.example.ae/admin',
    'https://console.example.ae/admin/approve-listings?status=pending',
    'https://console.example.ae/dashboard/cars',
    'https://console.example.ae/console/assets/index.js',
    'file:///opt/console/resources/app.asar/out/renderer/setup.html',
  ])('keeps %s in the app', (url) => {
    expect(decideNavigation(url, app)).toBe('allow');
  });

  it.each([
    'https://wa.me/971501234567',
    'https://console.example.ae/cars/12',
    'https://www.rta.ae/licence',
    // Looks like the server, is another site: never inside the app.
    'https://console.example.ae.evil.example/admin',
  ])('opens %s in the system browser', (url) => {
    expect(decideNavigation(url, app)).toBe('external');
  });

  it.each([
    'javascript:alert(document.cookie)',
    'file:///etc/passwd',
    'file:///opt/console/resources/app.asar/out/main/index.js',
    'data:text/html,<script>alert(1)</script>',
    'http://console.example.ae/admin',
    'http://example.ae/',
    'https://user:pw@example.ae/',
    'mailto:someone@example.ae',
    'chrome://settings',
    'not a url',
  ])('refuses %s', (url) => {
    expect(decideNavigation(url, app)).toBe('deny');
  });

  it('keeps nothing of a server in the app before one is configured', () => {
    const firstRun = { ...app, serverOrigin: null };
    expect(decideNavigation('https://console.example.ae/admin', firstRun)).toBe('external');
    expect(decideNavigation(app.setupPageUrl, firstRun)).toBe('allow');
  });

  it('blocks navigation away, hands https links to the browser, opens no window, no webview', () => {
    const listeners = new Map<string, (event: { preventDefault(): void; url: string }) => void>();
    let openHandler: ((details: { url: string }) => { action: string }) | undefined;
    const contents = {
      on: (event: string, listener: (event: { preventDefault(): void; url: string }) => void) =>
        listeners.set(event, listener),
      setWindowOpenHandler: (handler: typeof openHandler) => {
        openHandler = handler;
      },
    } as unknown as GuardedContents;
    const openExternal = vi.fn();
    guardContents(contents, () => app, openExternal);

    const navigate = (event: string, url: string) => {
      const preventDefault = vi.fn();
      listeners.get(event)!({ preventDefault, url });
      return preventDefault.mock.calls.length > 0;
    };
    expect(navigate('will-navigate', 'https://console.example.ae/admin/leads')).toBe(false);
    expect(navigate('will-navigate', 'https://wa.me/971501234567')).toBe(true);
    expect(openExternal).toHaveBeenCalledWith('https://wa.me/971501234567');
    expect(navigate('will-redirect', 'http://evil.example/')).toBe(true);
    expect(navigate('will-navigate', 'javascript:alert(1)')).toBe(true);
    expect(navigate('will-attach-webview', 'https://console.example.ae/admin')).toBe(true);
    expect(openExternal).toHaveBeenCalledTimes(1);

    expect(openHandler!({ url: 'https://www.rta.ae/' })).toEqual({ action: 'deny' });
    expect(openHandler!({ url: 'https://console.example.ae/cars/5' })).toEqual({ action: 'deny' });
    expect(openHandler!({ url: 'file:///etc/passwd' })).toEqual({ action: 'deny' });
    expect(openHandler!({ url: 'javascript:alert(1)' })).toEqual({ action: 'deny' });
    expect(openExternal.mock.calls.map(([url]) => url)).toEqual([
      'https://wa.me/971501234567',
      'https://www.rta.ae/',
      'https://console.example.ae/cars/5',
    ]);
  });
});
