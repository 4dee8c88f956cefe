/**
 * The main process with Electron mocked (the binary is not available here): every window it
 * opens has the secure web preferences, every web contents gets the navigation policy, and the
 * bridge answers only the app's own pages.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const electron = vi.hoisted(() => {
  const appListeners = new Map<string, (...args: unknown[]) => void>();
  const ipcHandlers = new Map<string, (...args: unknown[]) => unknown>();
  const windows: { options: Record<string, unknown>; loaded: string[] }[] = [];
  class BrowserWindow {
    static getAllWindows = () => windows;
    loaded: string[] = [];
    webContents = { getURL: () => '', session: { fetch: async () => new Response('{}') } };
    constructor(readonly options: Record<string, unknown>) {
      windows.push(this);
    }
    once() {}
    on() {}
    loadURL(url: string) {
      this.loaded.push(url);
      return Promise.resolve();
    }
    loadFile(file: string) {
      this.loaded.push(`file:${file}`);
      return Promise.resolve();
    }
  }
  return {
    appListeners,
    ipcHandlers,
    windows,
    userData: { dir: '' },
    module: {
      app: {
        enableSandbox: vi.fn(),
        requestSingleInstanceLock: () => true,
        quit: vi.fn(),
        on: (event: string, listener: (...args: unknown[]) => void) =>
          appListeners.set(event, listener),
        whenReady: () => Promise.resolve(),
        getPath: (): string => '',
      },
      BrowserWindow,
      ipcMain: {
        on: (channel: string, handler: (...args: unknown[]) => unknown) =>
          ipcHandlers.set(channel, handler),
        handle: (channel: string, handler: (...args: unknown[]) => unknown) =>
          ipcHandlers.set(channel, handler),
      },
      Menu: { buildFromTemplate: vi.fn((t: unknown) => t), setApplicationMenu: vi.fn() },
      Notification: Object.assign(
        vi.fn(function () {
          return { show: vi.fn() };
        }),
        { isSupported: () => true },
      ),
      session: {
        defaultSession: {
          setPermissionRequestHandler: vi.fn(),
          setPermissionCheckHandler: vi.fn(),
        },
      },
      shell: { openExternal: vi.fn(() => Promise.resolve()) },
    },
  };
});

vi.mock('electron', () => ({ ...electron.module, default: electron.module }));

beforeAll(async () => {
  electron.userData.dir = await mkdtemp(path.join(os.tmpdir(), 'desktop-main-'));
  electron.module.app.getPath = () => electron.userData.dir;
  vi.useFakeTimers({ toFake: ['setInterval'] });
  await import('./index');
  await vi.waitFor(() => expect(electron.windows).toHaveLength(1));
});
afterAll(async () => {
  vi.useRealTimers();
  await rm(electron.userData.dir, { recursive: true, force: true });
});

const frame = (url: string) => ({ senderFrame: { url } });

describe('desktop main process', () => {
  it('turns the sandbox on for the whole app and denies device permissions', () => {
    expect(electron.module.app.enableSandbox).toHaveBeenCalled();
    const handler = electron.module.session.defaultSession.setPermissionRequestHandler.mock
      .calls[0]![0] as (c: unknown, p: string, cb: (ok: boolean) => void) => void;
    const callback = vi.fn();
    handler({}, 'media', callback);
    expect(callback).toHaveBeenCalledWith(false);
  });

  it('opens every window with the secure web preferences and the sandboxed CJS preload', () => {
    for (const window of electron.windows) {
      expect(window.options.webPreferences).toMatchObject({
        contextIsolation: true,
        sandbox: true,
        nodeIntegration: false,
        nodeIntegrationInSubFrames: false,
        webSecurity: true,
        allowRunningInsecureContent: false,
        webviewTag: false,
      });
      expect((window.options.webPreferences as { preload: string }).preload).toMatch(
        /preload[\\/]index\.cjs$/,
      );
    }
  });

  it('shows the setup page on first run, then the console of the server saved from it', async () => {
    const [window] = electron.windows;
    expect(window!.loaded.at(-1)).toMatch(/^file:.*renderer[\\/]setup\.html$/);
    const save = electron.ipcHandlers.get('desktop:save-server')!;
    const setupUrl = `file://${window!.loaded.at(-1)!.slice('file:'.length)}`;

    expect(await save(frame('https://evil.example/'), 'https://console.example.ae')).toEqual({
      ok: false,
      error: 'Not allowed from this page',
    });
    expect(await save(frame(setupUrl), 'http://console.example.ae')).toMatchObject({ ok: false });
    expect(await save(frame(setupUrl), 'console.example.ae')).toEqual({ ok: true });
    expect(window!.loaded.at(-1)).toBe('https://console.example.ae/admin');
    const saved = JSON.parse(
      await readFile(path.join(electron.userData.dir, 'settings.json'), 'utf8'),
    );
    expect(saved).toEqual({ serverOrigin: 'https://console.example.ae' });

    const current = electron.ipcHandlers.get('desktop:current-server')!;
    expect(await current(frame('https://console.example.ae/admin'))).toBe(
      'https://console.example.ae',
    );
    expect(await current(frame('https://other.example/'))).toBeNull();
    // The console may not change the server: only the bundled setup page may.
    expect(await save(frame('https://console.example.ae/admin'), 'evil.example')).toMatchObject({
      ok: false,
    });
  });

  it('guards every web contents created', () => {
    const contents = { on: vi.fn(), setWindowOpenHandler: vi.fn() };
    electron.appListeners.get('web-contents-created')!({}, contents);
    expect(contents.on.mock.calls.map(([event]) => event)).toEqual([
      'will-navigate',
      'will-redirect',
      'will-attach-webview',
    ]);
    const open = contents.setWindowOpenHandler.mock.calls[0]![0] as (d: { url: string }) => unknown;
    expect(open({ url: 'https://www.rta.ae/' })).toEqual({ action: 'deny' });
    expect(electron.module.shell.openExternal).toHaveBeenCalledWith('https://www.rta.ae/');
  });

  it('shows notifications only for the app’s own pages', () => {
    const notify = electron.ipcHandlers.get('desktop:notify')!;
    notify(frame('https://evil.example/'), { title: 'Phish', body: 'x' });
    expect(electron.module.Notification).not.toHaveBeenCalled();
    notify(frame('https://console.example.ae/admin'), { title: 'New listing', body: '1 waiting' });
    expect(electron.module.Notification).toHaveBeenCalledWith({
      title: 'New listing',
      body: '1 waiting',
    });
  });

  it('installs the File, Edit, View, Window, Help menu', () => {
    expect(electron.module.Menu.setApplicationMenu).toHaveBeenCalled();
  });
});
