import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BLOG_INVITATION_PATH } from '@core/schemas/blog';
import { ROLES } from '@core/enums';
import { INVITATION_ROUTE } from '../auth/passwordResetRoutes';
import { CONSOLE_ROUTES, canOpen, menuFor, routeAt } from './consoleRoutes';
import { homeFor } from './roleHome';

describe('the console route table', () => {
  it('sends each role to its own area, first in its menu', () => {
    expect(homeFor('vendor')).toBe('/dashboard');
    expect(homeFor('admin')).toBe('/admin');
    expect(homeFor('writer')).toBe('/admin/blog/posts');
    for (const role of ROLES) {
      expect(canOpen(role, homeFor(role))).toBe(true);
      expect(menuFor(role)[0]!.key).toBe(homeFor(role));
    }
  });

  it('shows in a menu only what the role may open', () => {
    for (const role of ROLES) {
      for (const item of menuFor(role)) expect(canOpen(role, item.key)).toBe(true);
    }
    expect(canOpen('vendor', '/admin')).toBe(false);
    expect(canOpen('writer', '/admin/approve-listings')).toBe(false);
    expect(canOpen('writer', '/admin/blog/edit-post/12')).toBe(true);
    expect(canOpen('writer', '/admin/blog/writers')).toBe(false);
    expect(canOpen('admin', '/dashboard')).toBe(false);
    // Admins and writers keep their password, sessions and mails under "My account".
    expect(menuFor('admin').map((item) => item.key)).toContain('/admin/account');
    expect(menuFor('writer').map((item) => item.key)).toContain('/admin/account');
    expect(canOpen('vendor', '/admin/account')).toBe(false);
  });

  it("answers a path of the role's own area that no screen has with 'not found', not a refusal", () => {
    expect(canOpen('admin', '/admin/no-such-screen')).toBe(true);
    expect(canOpen('writer', '/admin/blog/no-such-screen')).toBe(true);
    expect(canOpen('writer', '/admin/no-such-screen')).toBe(false);
    expect(canOpen('vendor', '/dashboard/no-such-screen')).toBe(true);
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
