import { describe, expect, it } from 'vitest';
import { TEAM_INVITATION_PATH as CORE_INVITATION_PATH } from '@core/schemas/team';
import { TEAM_INVITATION_PATH } from '../auth/passwordResetRoutes';
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

  it("gives a company's staff the cars, the leads and their account; the team to owners", () => {
    const staff = menuFor({ role: 'vendor', companyRole: 'staff' }).map((item) => item.key);
    expect(staff).toEqual([
      '/dashboard',
      '/dashboard/cars',
      '/dashboard/add-car',
      '/dashboard/leads',
      '/dashboard/account',
    ]);
    for (const key of staff) expect(canOpen('vendor', key, 'staff')).toBe(true);
    expect(canOpen('vendor', '/dashboard/cars/12/edit', 'staff')).toBe(true);
    for (const path of ['subscription', 'payment-methods', 'verification', 'profile', 'team']) {
      expect(canOpen('vendor', `/dashboard/${path}`, 'staff')).toBe(false);
    }
    expect(menuFor({ role: 'vendor', companyRole: 'owner' }).map((item) => item.key)).toContain(
      '/dashboard/team',
    );
    expect(canOpen('vendor', '/dashboard/team', 'owner')).toBe(true);
    // The invitation link's screen is matched without the schemas (first load): the same path.
    expect(TEAM_INVITATION_PATH).toBe(CORE_INVITATION_PATH);
  });
});
