import { describe, expect, it } from 'vitest';
import { canOpen, homeFor, menuFor } from './consoleMenus';

describe('console navigation by role', () => {
  it('sends each role to its own area', () => {
    expect(homeFor('vendor')).toBe('/dashboard');
    expect(homeFor('admin')).toBe('/admin');
    expect(homeFor('writer')).toBe('/admin/blog/posts');
    // A home is always a page the role may open, first in its menu.
    for (const role of ['vendor', 'admin', 'writer'] as const) {
      expect(canOpen(role, homeFor(role))).toBe(true);
      expect(menuFor({ role })[0]!.key).toBe(homeFor(role));
    }
  });

  it('shows only what the role may open', () => {
    for (const role of ['vendor', 'admin', 'writer'] as const) {
      for (const item of menuFor({ role, developmentOutbox: true }))
        expect(canOpen(role, item.key)).toBe(true);
    }
    expect(canOpen('vendor', '/admin')).toBe(false);
    expect(canOpen('writer', '/admin/approve-listings')).toBe(false);
    expect(canOpen('writer', '/admin/blog/edit-post/12')).toBe(true);
    expect(canOpen('writer', '/admin/blog/writers')).toBe(false);
    expect(canOpen('admin', '/dashboard')).toBe(false);
    // Admins and writers keep their password, sessions and mails under "My account".
    expect(menuFor({ role: 'admin' }).map((item) => item.key)).toContain('/admin/account');
    expect(menuFor({ role: 'writer' }).map((item) => item.key)).toContain('/admin/account');
    expect(canOpen('vendor', '/admin/account')).toBe(false);
  });

  it('shows the mail outbox only while the server keeps mail in the development outbox', () => {
    const keys = (developmentOutbox?: boolean) =>
      menuFor({ role: 'admin', developmentOutbox }).map((item) => item.key);
    expect(keys(true)).toContain('/admin/outbox');
    expect(keys(false)).not.toContain('/admin/outbox');
    expect(keys(undefined)).not.toContain('/admin/outbox');
  });
});
