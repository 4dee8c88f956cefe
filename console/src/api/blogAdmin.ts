/**
 * The blog's management (admins): categories, writers, invitations, settings, and the
 * invitation link's lookup and acceptance (anyone with the link). Posts and the editor are in
 * blogPosts.ts; both use `blogCategoriesKey`, so a change here refreshes the editor's picker.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@core/schemas/auth';
import type {
  AcceptInvitationInput,
  BlogCategory,
  BlogCategoryWithCount,
  BlogInvitation,
  BlogSettings,
  BlogWriter,
  CategoryInput,
  CategoryPatch,
  CreatedInvitation,
  InvitationInput,
  InvitationPreview,
  WriterPatch,
} from '@core/schemas/blog';
import { switchUser } from '../auth/session';
import { apiDelete, apiRequest, jsonBody, queryString } from './client';
import { useInvalidate } from './queryClient';

export const blogCategoriesKey = ['/api/admin/blog/categories'] as const;
export const blogWritersKey = ['/api/admin/blog/writers'] as const;
export const blogInvitationsKey = ['/api/admin/blog/invitations'] as const;
export const blogSettingsKey = ['/api/admin/blog/settings'] as const;
/** Post lists show category names and author names: refreshed when those change. */
const blogPostsKey = ['/api/admin/blog/posts'] as const;

// ---------------------------------------------------------------------------------------------
// Categories

export function useBlogCategories() {
  return useQuery({
    queryKey: [...blogCategoriesKey, 'with-counts'],
    queryFn: () => apiRequest<BlogCategoryWithCount[]>('/api/admin/blog/categories'),
  });
}

const useInvalidateCategories = () => useInvalidate(blogCategoriesKey, blogPostsKey);

export function useCreateBlogCategory() {
  const invalidate = useInvalidateCategories();
  return useMutation({
    mutationFn: (input: CategoryInput) =>
      apiRequest<BlogCategory>('/api/admin/blog/categories', jsonBody('POST', input)),
    onSuccess: invalidate,
  });
}

export function useEditBlogCategory() {
  const invalidate = useInvalidateCategories();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: CategoryPatch }) =>
      apiRequest<BlogCategory>(`/api/admin/blog/categories/${id}`, jsonBody('PATCH', patch)),
    onSuccess: invalidate,
  });
}

/** Deletes a category; one with posts needs `reassignTo` (else the API answers 409). */
export function useDeleteBlogCategory() {
  const invalidate = useInvalidateCategories();
  return useMutation({
    mutationFn: ({ id, reassignTo }: { id: number; reassignTo?: number }) =>
      apiDelete(`/api/admin/blog/categories/${id}${queryString({ reassignTo })}`),
    onSuccess: invalidate,
  });
}

// ---------------------------------------------------------------------------------------------
// Writers and admins

export function useBlogWriters() {
  return useQuery({
    queryKey: blogWritersKey,
    queryFn: () => apiRequest<BlogWriter[]>('/api/admin/blog/writers'),
  });
}

/** Renames, changes the role or (de)activates; `disabled` signs them out everywhere. */
export function useEditBlogWriter() {
  const invalidate = useInvalidate(blogWritersKey, blogPostsKey);
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: WriterPatch }) =>
      apiRequest<BlogWriter>(`/api/admin/blog/writers/${id}`, jsonBody('PATCH', patch)),
    onSuccess: invalidate,
  });
}

// ---------------------------------------------------------------------------------------------
// Invitations

export function useBlogInvitations() {
  return useQuery({
    queryKey: blogInvitationsKey,
    queryFn: () => apiRequest<BlogInvitation[]>('/api/admin/blog/invitations'),
  });
}

/** The answer carries the link: the only time it can be read. */
export function useCreateBlogInvitation() {
  const invalidate = useInvalidate(blogInvitationsKey);
  return useMutation({
    mutationFn: (input: InvitationInput) =>
      apiRequest<CreatedInvitation>('/api/admin/blog/invitations', jsonBody('POST', input)),
    onSuccess: invalidate,
  });
}

export function useRevokeBlogInvitation() {
  const invalidate = useInvalidate(blogInvitationsKey);
  return useMutation({
    mutationFn: (id: number) => apiDelete(`/api/admin/blog/invitations/${id}`),
    onSuccess: invalidate,
  });
}

// ---------------------------------------------------------------------------------------------
// Settings and pictures

export function useBlogSettings() {
  return useQuery({
    queryKey: blogSettingsKey,
    queryFn: () => apiRequest<BlogSettings>('/api/admin/blog/settings'),
  });
}

export function useUpdateBlogSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: Partial<BlogSettings>) =>
      apiRequest<BlogSettings>('/api/admin/blog/settings', jsonBody('PATCH', patch)),
    onSuccess: (settings) => queryClient.setQueryData(blogSettingsKey, settings),
  });
}

// ---------------------------------------------------------------------------------------------
// An invitation link (no session needed)

const invitationPath = (token: string) => `/api/blog/invitations/${encodeURIComponent(token)}`;

/** Who the link invites; a used, revoked, expired or unknown link fails with a 404 saying which. */
export function useInvitationPreview(token: string, enabled = true) {
  return useQuery({
    queryKey: ['/api/blog/invitations', token],
    queryFn: () => apiRequest<InvitationPreview>(invitationPath(token)),
    // Looked up once: once accepted the link is used up, and a refetch would say so.
    enabled,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** Creates the account and signs it in: the console becomes the new user's. */
export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AcceptInvitationInput) =>
      apiRequest<CurrentUser>(`${invitationPath(token)}/accept`, jsonBody('POST', input)),
    onSuccess: (user) => switchUser(queryClient, user),
  });
}
