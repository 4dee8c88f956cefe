/**
 * The native menu: File, Edit, View, Window, Help. "Change server…" (File and Help) brings back
 * the first-run server address screen.
 */
import type { MenuItemConstructorOptions } from 'electron';

export interface MenuActions {
  changeServer(): void;
  openConsoleHome(): void;
  openHelp(): void;
}

export function menuTemplate(actions: MenuActions, platform: string): MenuItemConstructorOptions[] {
  const isMac = platform === 'darwin';
  const changeServer: MenuItemConstructorOptions = {
    label: 'Change server…',
    click: () => actions.changeServer(),
  };
  return [
    ...(isMac ? [{ role: 'appMenu' as const }] : []),
    {
      label: 'File',
      submenu: [
        {
          label: 'Console home',
          accelerator: 'CmdOrCtrl+Shift+H',
          click: () => actions.openConsoleHome(),
        },
        changeServer,
        { type: 'separator' },
        isMac ? { role: 'close' } : { role: 'quit' },
      ],
    },
    { role: 'editMenu' },
    {
      label: 'View',
      submenu: [
        { role: 'reload' },
        { role: 'forceReload' },
        { type: 'separator' },
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        { type: 'separator' },
        { role: 'togglefullscreen' },
      ],
    },
    { role: 'windowMenu' },
    {
      role: 'help',
      submenu: [changeServer, { label: 'Help for the console', click: () => actions.openHelp() }],
    },
  ];
}
