/**
 * The app's one window. Its web preferences are the secure set, written out rather than left to
 * defaults (electron-vite's template leaves the sandbox off): the page runs isolated from the
 * preload's world, in Chromium's sandbox, without Node, with the same-origin policy on.
 */
import type { BrowserWindowConstructorOptions, WebPreferences } from 'electron';

export function secureWebPreferences(preloadPath: string): WebPreferences {
  return {
    preload: preloadPath,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    experimentalFeatures: false,
    navigateOnDragDrop: false,
    spellcheck: true,
  };
}

export function consoleWindowOptions(preloadPath: string): BrowserWindowConstructorOptions {
  return {
    width: 1280,
    height: 860,
    minWidth: 960,
    minHeight: 600,
    title: 'UAE Car Rental Console',
    backgroundColor: '#f5f6f8',
    show: false,
    webPreferences: secureWebPreferences(preloadPath),
  };
}
