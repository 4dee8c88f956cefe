/**
 * The preload bridge, `window.desktop`: the only thing pages in the app get from Electron.
 * Small on purpose: the console talks to the server over HTTP like the web build does.
 */
export interface DesktopNotice {
  title: string;
  body: string;
}

export type SaveServerResult = { ok: true } | { ok: false; error: string };

export interface DesktopBridge {
  /** Shows a desktop notification (the console may announce what it saw itself). */
  notify(notice: DesktopNotice): void;
  /** The configured server's origin (null before the first run's choice). */
  currentServer(): Promise<string | null>;
  /** Checks and saves the server address, then opens the console there (setup page only). */
  saveServer(address: string): Promise<SaveServerResult>;
}

/** IPC channel names, shared by preload and main. */
export const DESKTOP_CHANNELS = {
  notify: 'desktop:notify',
  currentServer: 'desktop:current-server',
  saveServer: 'desktop:save-server',
} as const;

/** Longest title and body a page may put in a notification. */
export const NOTICE_LIMITS = { title: 120, body: 400 } as const;

declare global {
  interface Window {
    /** Present only inside the desktop app. */
    desktop?: DesktopBridge;
  }
}
