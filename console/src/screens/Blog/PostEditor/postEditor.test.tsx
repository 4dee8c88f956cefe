// @vitest-environment happy-dom
/**
 * The post editor's state in a DOM: its buttons are exactly the acts the post's `can` grants
 * (a new post: core's table for a draft and the user's role), and a post the user may only
 * read opens read-only.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminPost } from '@core/schemas/blog';
import { post } from '../../../../test/fixtures';
import PostEditorScreen from '../PostEditorScreen';
import { installMatchMedia, renderAt, serveApi } from '../../../../test/screenHarness';

beforeAll(installMatchMedia);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ACTS = ['Submit for review', 'Update', 'Publish now', 'Schedule', 'Send back', 'Unpublish'];

const me = (role: 'admin' | 'writer') => ({
  id: 1,
  email: `${role}@demo.ae`,
  name: role,
  role,
  companyId: null,
});

function openPost(role: 'admin' | 'writer', answer: AdminPost) {
  serveApi({
    '/api/auth/me': me(role),
    '/api/admin/blog/posts/5': answer,
    '/api/admin/blog/categories': [],
  });
  renderAt('/admin/blog/edit-post/5', '/admin/blog/edit-post/:id', <PostEditorScreen />);
}

const shownActs = () =>
  ACTS.filter((name) => screen.queryByRole('button', { name: new RegExp(`^${name}$`) }));

/** The editor once the post and the user are in: its toolbar shows Preview. */
async function loaded() {
  await screen.findByRole('button', { name: 'Preview' }, { timeout: 5000 });
  return screen.getByLabelText('Title');
}

// The editor (antd and Tiptap) takes seconds to mount on a busy machine.
describe('the post editor', { timeout: 20_000 }, () => {
  it('an admin reviewing a post: publish, schedule and send back, as granted', async () => {
    openPost(
      'admin',
      post('review', { edit: true, publish: true, schedule: true, sendBack: true }),
    );
    await loaded();
    await waitFor(() => expect(shownActs()).toEqual(['Publish now', 'Schedule', 'Send back']));
    // No future "Publish at" yet: Schedule waits for one.
    expect(screen.getByRole('button', { name: 'Schedule' })).toHaveProperty('disabled', true);
    expect(await screen.findByText('Submitted for review by Rania')).toBeTruthy();
  });

  it('a published post: Update and Unpublish, and Delete only when granted', async () => {
    openPost('admin', post('published', { edit: true, unpublish: true }));
    expect(await loaded()).toHaveProperty('value', 'Salik tolls explained');
    await waitFor(() => expect(shownActs()).toEqual(['Update', 'Unpublish']));
    expect(screen.queryByRole('button', { name: /delete/i })).toBeNull();
  });

  it('a writer’s own draft: submit for review and delete, never publish', async () => {
    openPost('writer', post('draft', { edit: true, submit: true, delete: true }));
    await loaded();
    await waitFor(() => expect(shownActs()).toEqual(['Submit for review']));
    expect(screen.getByRole('button', { name: /delete/i })).toBeTruthy();
  });

  it('a post the user may not edit opens read-only', async () => {
    openPost('writer', post('review', {}));
    await screen.findByRole('button', { name: 'Back to posts' }, { timeout: 5000 });
    expect(screen.getByLabelText('Title')).toHaveProperty('disabled', true);
    expect(shownActs()).toEqual([]);
  });

  it('a new post follows core’s table for a draft and the role', async () => {
    serveApi({ '/api/auth/me': me('admin'), '/api/admin/blog/categories': [] });
    renderAt('/admin/blog/new-post', '/admin/blog/new-post', <PostEditorScreen />);
    await loaded();
    await waitFor(() => expect(shownActs()).toEqual(['Publish now', 'Schedule']));
  });
});
