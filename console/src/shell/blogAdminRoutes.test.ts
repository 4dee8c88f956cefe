import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BLOG_INVITATION_PATH } from '@core/schemas/blog';
import { BLOG_ADMIN_ROUTES, INVITATION_ROUTE } from './blogAdminRoutes';
import { ADMIN_MENU, canOpen } from './consoleMenus';

describe('blog management routes', () => {
  it('open the invitation screen at the path the API puts in its links', () => {
    const token = 'Zm9vYmFyLWJhei1xdXV4LTEyMzQ1Njc4OTAtYWJjZGVm';
    expect(matchPath(INVITATION_ROUTE, `${BLOG_INVITATION_PATH}${token}`)?.params.token).toBe(
      token,
    );
  });

  it('highlight menu entries of the admin menu, and only admins open them', () => {
    const menuKeys = ADMIN_MENU.map((item) => item.key);
    for (const route of BLOG_ADMIN_ROUTES) {
      expect(menuKeys).toContain(route.menuKey);
      expect(canOpen('admin', route.path)).toBe(true);
      expect(canOpen('writer', route.path)).toBe(false);
    }
  });
});
