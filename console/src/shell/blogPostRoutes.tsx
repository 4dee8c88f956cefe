/**
 * The blog's writing screens (posts table, the editor), open to writers and admins; one lazy
 * chunk each so the editor (Tiptap) loads only where it is used.
 */
import { lazy } from 'react';
import type { ConsoleRoute } from './vendorRoutes';

// One component for both editor addresses: a new post turns into its edit page without the
// editor being mounted again (see PostEditorScreen).
const PostEditorScreen = lazy(() => import('../screens/Blog/PostEditorScreen'));

export const BLOG_POST_ROUTES: readonly ConsoleRoute[] = [
  {
    path: '/admin/blog/posts',
    title: 'Blog posts',
    menuKey: '/admin/blog/posts',
    Screen: lazy(() => import('../screens/Blog/PostsScreen')),
  },
  {
    path: '/admin/blog/new-post',
    title: 'New post',
    menuKey: '/admin/blog/new-post',
    Screen: PostEditorScreen,
  },
  {
    path: '/admin/blog/edit-post/:id',
    title: 'Edit post',
    menuKey: '/admin/blog/posts',
    Screen: PostEditorScreen,
  },
];
