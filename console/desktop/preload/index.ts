/**
 * Runs sandboxed before each page: exposes `window.desktop` (shared/bridge.ts) through
 * contextBridge and nothing else; no Node or Electron object reaches the page.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { DESKTOP_CHANNELS, type DesktopBridge } from '../shared/bridge';

const bridge: DesktopBridge = {
  notify: (notice) =>
    ipcRenderer.send(DESKTOP_CHANNELS.notify, {
      title: String(notice.title),
      body: String(notice.body),
    }),
  currentServer: () => ipcRenderer.invoke(DESKTOP_CHANNELS.currentServer),
  saveServer: (address) => ipcRenderer.invoke(DESKTOP_CHANNELS.saveServer, String(address)),
};

contextBridge.exposeInMainWorld('desktop', bridge);
