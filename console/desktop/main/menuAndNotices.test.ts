import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import type { AdminOverview } from '@core/schemas/admin';
import { menuTemplate } from './menu';
import { newQueueItems } from './queueNotifications';

const labelOf = (item: MenuItemConstructorOptions) => item.label ?? item.role;
const submenuOf = (item: MenuItemConstructorOptions) =>
  item.submenu as MenuItemConstructorOptions[];

describe('menu', () => {
  const actions = { changeServer: vi.fn(), openConsoleHome: vi.fn(), openHelp: vi.fn() };

  it('has File, Edit, View, Window and Help; on macOS the app menu first', () => {
    expect(menuTemplate(actions, 'linux').map(labelOf)).toEqual([
      'File',
      'editMenu',
      'View',
      'windowMenu',
      'help',
    ]);
    expect(menuTemplate(actions, 'darwin').map(labelOf)).toEqual([
      'appMenu',
      'File',
      'editMenu',
      'View',
      'windowMenu',
      'help',
    ]);
  });

  it('offers "Change server…" in File and Help, and it calls the action', () => {
    const template = menuTemplate(actions, 'win32');
    const file = submenuOf(template[0]!);
    const help = submenuOf(template[4]!);
    for (const menu of [file, help]) {
      const item = menu.find((i) => i.label === 'Change server…')!;
      (item.click as () => void)();
    }
    expect(actions.changeServer).toHaveBeenCalledTimes(2);
    expect(file.at(-1)!.role).toBe('quit');
    expect(submenuOf(menuTemplate(actions, 'darwin')[1]!).at(-1)!.role).toBe('close');
  });
});

const queue = (count: number) => ({ count, oldest: null });
const overview = (counts: Partial<Record<keyof AdminOverview, number>>): AdminOverview => ({
  pendingListings: queue(counts.pendingListings ?? 0),
  vendorsAwaitingVerification: queue(counts.vendorsAwaitingVerification ?? 0),
  documentsToReview: queue(counts.documentsToReview ?? 0),
  newLeads: queue(counts.newLeads ?? 0),
  openSupportTickets: queue(counts.openSupportTickets ?? 0),
});

describe('queue notifications', () => {
  it('announces only queues that grew, never on the first poll, never for leads', () => {
    expect(newQueueItems(null, overview({ pendingListings: 5 }))).toEqual([]);
    const notices = newQueueItems(
      overview({ pendingListings: 2, documentsToReview: 3, newLeads: 1 }),
      overview({ pendingListings: 3, documentsToReview: 5, newLeads: 9, openSupportTickets: 0 }),
    );
    expect(notices).toEqual([
      { title: '1 listing awaits review', body: '3 waiting in total.' },
      { title: '2 documents to review', body: '5 waiting in total.' },
    ]);
    expect(
      newQueueItems(overview({ pendingListings: 4 }), overview({ pendingListings: 1 })),
    ).toEqual([]);
  });
});
