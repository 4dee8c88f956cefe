/**
 * The desktop shell of the console (docs/desktop.md). It loads the console from the configured
 * server itself, so the session cookie is first-party (SameSite=Lax, Secure over https) and the
 * console always matches its server's API; the app adds the window, the menu, the server
 * address setting and desktop notifications. All data goes through the same HTTP API.
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  app,
  BrowserWindow,
  ipcMain,
  Menu,
  Notification,
  session,
  shell,
  type IpcMainEvent,
  type IpcMainInvokeEvent,
} from 'electron';
import type { AdminOverview } from '@core/schemas/admin';
import { DESKTOP_CHANNELS, NOTICE_LIMITS, type SaveServerResult } from '../shared/bridge';
import { menuTemplate } from './menu';
import { decideNavigation, guardContents, type AppLocations } from './navigationPolicy';
import { newQueueItems, OVERVIEW_POLL_MS } from './queueNotifications';
import { loadSettings, parseServerAddress, saveSettings } from './serverAddress';
import { consoleWindowOptions } from './windows';

const here = path.dirname(fileURLToPath(import.meta.url));
const PRELOAD = path.join(here, '../preload/index.cjs');
const SETUP_PAGE = path.join(here, '../renderer/setup.html');
const HELP_URL = 'https://github.com/'; // replaced by the product's help centre when it exists

let serverOrigin: string | null = null;
let mainWindow: BrowserWindow | null = null;

const locations = (): AppLocations => ({
  serverOrigin,
  setupPageUrl: pathToFileURL(SETUP_PAGE).href,
});

function openExternal(url: string) {
  if (url.startsWith('https://') || (serverOrigin && url.startsWith(serverOrigin))) {
    void shell.openExternal(url);
  }
}

function showConsole(window: BrowserWindow) {
  if (serverOrigin) void window.loadURL(`${serverOrigin}/admin`);
  else void window.loadFile(SETUP_PAGE);
}

function createWindow(): BrowserWindow {
  const window = new BrowserWindow(consoleWindowOptions(PRELOAD));
  window.once('ready-to-show', () => window.show());
  window.on('closed', () => {
    if (mainWindow === window) mainWindow = null;
  });
  showConsole(window);
  return window;
}

/** Only our own pages may use the bridge: the configured server's console, or the setup page. */
function fromAppPage(event: IpcMainEvent | IpcMainInvokeEvent): boolean {
  const url = event.senderFrame?.url;
  return !!url && decideNavigation(url, locations()) === 'allow';
}
const fromSetupPage = (event: IpcMainInvokeEvent) =>
  event.senderFrame?.url.startsWith('file:') === true && fromAppPage(event);

function notify(title: string, body: string) {
  if (!Notification.isSupported()) return;
  new Notification({
    title: title.slice(0, NOTICE_LIMITS.title),
    body: body.slice(0, NOTICE_LIMITS.body),
  }).show();
}

function registerBridge() {
  ipcMain.on(DESKTOP_CHANNELS.notify, (event, notice: { title?: unknown; body?: unknown }) => {
    if (!fromAppPage(event)) return;
    notify(String(notice?.title ?? ''), String(notice?.body ?? ''));
  });
  ipcMain.handle(DESKTOP_CHANNELS.currentServer, (event) =>
    fromAppPage(event) ? serverOrigin : null,
  );
  ipcMain.handle(
    DESKTOP_CHANNELS.saveServer,
    async (event, address: unknown): Promise<SaveServerResult> => {
      if (!fromSetupPage(event)) return { ok: false, error: 'Not allowed from this page' };
      const parsed = parseServerAddress(String(address ?? ''));
      if (!parsed.ok) return parsed;
      serverOrigin = parsed.origin;
      await saveSettings(app.getPath('userData'), { serverOrigin });
      if (mainWindow) showConsole(mainWindow);
      return { ok: true };
    },
  );
}

/** Polls the admin overview with the window's session; a queue that grows is announced. */
function pollQueues() {
  let previous: AdminOverview | null = null;
  setInterval(async () => {
    const window = mainWindow;
    if (!window || !serverOrigin) return;
    if (!window.webContents.getURL().startsWith(`${serverOrigin}/admin`)) return;
    try {
      const response = await window.webContents.session.fetch(
        `${serverOrigin}/api/admin/overview`,
        {
          credentials: 'include',
        },
      );
      if (!response.ok) return; // signed out or not an admin: nothing to announce
      const current = (await response.json()) as AdminOverview;
      for (const notice of newQueueItems(previous, current)) notify(notice.title, notice.body);
      previous = current;
    } catch {
      // offline for a moment: try again at the next tick
    }
  }, OVERVIEW_POLL_MS);
}

function installMenu() {
  const template = menuTemplate(
    {
      changeServer: () => {
        if (mainWindow) void mainWindow.loadFile(SETUP_PAGE);
      },
      openConsoleHome: () => {
        if (mainWindow) showConsole(mainWindow);
      },
      openHelp: () => openExternal(HELP_URL),
    },
    process.platform,
  );
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}

app.enableSandbox();
if (!app.requestSingleInstanceLock()) app.quit();

app.on('second-instance', () => {
  if (mainWindow?.isMinimized()) mainWindow.restore();
  mainWindow?.focus();
});

// Every web contents (the window, any frame's popup attempt) gets the navigation policy.
app.on('web-contents-created', (_event, contents) => {
  guardContents(contents, locations, openExternal);
});

app.whenReady().then(async () => {
  serverOrigin = (await loadSettings(app.getPath('userData'))).serverOrigin;
  // The console needs no camera, microphone, location or other device permission.
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) =>
    callback(false),
  );
  session.defaultSession.setPermissionCheckHandler(() => false);
  registerBridge();
  installMenu();
  mainWindow = createWindow();
  pollQueues();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) mainWindow = createWindow();
  });
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
