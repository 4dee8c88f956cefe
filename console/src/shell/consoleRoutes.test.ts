import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BLOG_INVITATION_PATH } from '@core/schemas/blog';
import { ROLES } from '@core/enums';
import { TEAM_INVITATION_PATH as CORE_INVITATION_PATH } from '@core/schemas/team';
import { INVITATION_ROUTE, TEAM_INVITATION_PATH } from '../auth/passwordResetRoutes';
import { CONSOLE_ROUTES, canOpen, menuFor, routeAt } from './consoleRoutes';
import { homeFor } from './roleHome';

describe('the console route table', () => {
  const users = ROLES.map((role) => ({ role }));
  const owner = { role: 'vendor', companyRole: 'owner' } as const;
  const staff = { role: 'vendor', companyRole: 'staff' } as const;
  const admin = { role: 'admin' } as const;
  const writer = { role: 'writer' } as const;
  const vendor = { role: 'vendor' } as const;

  it('sends each role to its own area, first in its menu', () => {
    expect(homeFor('vendor')).toBe('/dashboard');
    expect(homeFor('admin')).toBe('/admin');
    expect(homeFor('writer')).toBe('/admin/blog/posts');
    for (const user of [...users, owner, staff]) {
      expect(canOpen(user, homeFor(user.role))).toBe(true);
      expect(menuFor(user)[0]!.key).toBe(homeFor(user.role));
    }
  });

  it('shows in a menu only what the user may open', () => {
    for (const user of [...users, owner, staff]) {
      for (const item of menuFor({ ...user, developmentOutbox: true }))
        expect(canOpen(user, item.key)).toBe(true);
    }
    expect(canOpen(vendor, '/admin')).toBe(false);
    expect(canOpen(writer, '/admin/approve-listings')).toBe(false);
    expect(canOpen(writer, '/admin/blog/edit-post/12')).toBe(true);
    expect(canOpen(writer, '/admin/blog/writers')).toBe(false);
    expect(canOpen(admin, '/dashboard')).toBe(false);
    // Admins and writers keep their password, sessions and mails under "My account".
    expect(menuFor(admin).map((item) => item.key)).toContain('/admin/account');
    expect(menuFor(writer).map((item) => item.key)).toContain('/admin/account');
    expect(canOpen(vendor, '/admin/account')).toBe(false);
  });

  it("answers a path of the role's own area that no screen has with 'not found', not a refusal", () => {
    expect(canOpen(admin, '/admin/no-such-screen')).toBe(true);
    expect(canOpen(writer, '/admin/blog/no-such-screen')).toBe(true);
    expect(canOpen(writer, '/admin/no-such-screen')).toBe(false);
    expect(canOpen(vendor, '/dashboard/no-such-screen')).toBe(true);
  });

  it('shows the mail outbox only while the server keeps mail in the development outbox', () => {
    const keys = (developmentOutbox?: boolean) =>
      menuFor({ role: 'admin', developmentOutbox }).map((item) => item.key);
    expect(keys(true)).toContain('/admin/outbox');
    expect(keys(false)).not.toContain('/admin/outbox');
    expect(keys(undefined)).not.toContain('/admin/outbox');
    expect(canOpen(admin, '/admin/outbox')).toBe(true);
  });

  it("gives a company's staff the cars, the leads and their account; the team to owners", () => {
    expect(menuFor(staff).map((item) => item.key)).toEqual([
      '/dashboard',
      '/dashboard/cars',
      '/dashboard/add-car',
      '/dashboard/leads',
      '/dashboard/account',
    ]);
    expect(canOpen(staff, '/dashboard/cars/12/edit')).toBe(true);
    for (const path of ['subscription', 'payment-methods', 'verification', 'profile', 'team']) {
      expect(canOpen(staff, `/dashboard/${path}`)).toBe(false);
    }
    const ownerMenu = menuFor(owner).map((item) => item.key);
    expect(ownerMenu).toContain('/dashboard/team');
    expect(ownerMenu).not.toContain('/dashboard/account');
    expect(canOpen(owner, '/dashboard/team')).toBe(true);
    // A vendor whose company role is not known yet is its owner (the first account).
    expect(menuFor(vendor)).toEqual(menuFor(owner));
    // The invitation link's screen is matched without the schemas (first load): the same path.
    expect(TEAM_INVITATION_PATH).toBe(CORE_INVITATION_PATH);
  });

  it('lets a sub-page highlight an entry of the same roles, and names each path once', () => {
    const paths = CONSOLE_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of CONSOLE_ROUTES) {
      expect(Boolean(route.menu) !== Boolean(route.menuKey)).toBe(true);
      if (!route.menuKey) continue;
      const parent = routeAt(route.menuKey);
      expect(parent?.menu).toBeTruthy();
      expect(parent?.roles).toEqual(route.roles);
    }
  });

  it("names as the data a screen loads the query keys of the console's API modules", () => {
    const apiDir = path.join(import.meta.dirname, '../api');
    const files = readdirSync(apiDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.ts'),
    );
    const keys = new Set(
      files.flatMap((file) =>
        [...readFileSync(path.join(apiDir, file), 'utf8').matchAll(/Key = \['([^']+)'\]/g)].map(
          (match) => match[1],
        ),
      ),
    );
    for (const route of CONSOLE_ROUTES) {
      for (const resource of route.loads) expect(keys, route.path).toContain(resource);
    }
  });

  it('opens the invitation screen at the path the API puts in its links', () => {
    const token = 'Zm9vYmFyLWJhei1xdXV4LTEyMzQ1Njc4OTAtYWJjZGVm';
    expect(matchPath(INVITATION_ROUTE, `${BLOG_INVITATION_PATH}${token}`)?.params.token).toBe(
      token,
    );
  });
});
