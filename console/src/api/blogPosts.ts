/**
 * The blog's posts as writers and admins edit them (GET · POST · PATCH · DELETE
 * /api/admin/blog/posts, submit, publish, send back, unpublish), the pictures of the editor
 * (POST /api/admin/blog/images) and the categories its picker offers (read only; managing them
 * is blogAdmin.ts's).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PostStatus } from '@core/enums';
import type {
  AdminPost,
  AdminPostPage,
  BlogCategoryWithCount,
  BlogImage,
  PostInput,
  PostPatch,
  SendBackInput,
} from '@core/schemas/blog';
import { apiDelete, apiRequest, apiUpload, jsonBody, queryString } from './client';
import { useInvalidate } from './queryClient';

/** Every query of posts starts with this key, so one invalidation refreshes lists and posts. */
export const blogPostsKey = ['/api/admin/blog/posts'] as const;
export const blogCategoriesKey = ['/api/admin/blog/categories'] as const;

export interface BlogPostsParams {
  status?: PostStatus;
  query?: string;
  page: number;
  pageSize: number;
}

export function useBlogPosts(params: BlogPostsParams) {
  return useQuery({
    queryKey: [...blogPostsKey, 'list', params],
    queryFn: () => apiRequest<AdminPostPage>(`/api/admin/blog/posts${queryString({ ...params })}`),
    placeholderData: keepPreviousData,
  });
}

const onePostKey = (id: number | undefined) => [...blogPostsKey, 'one', id] as const;

export function useBlogPost(id: number | undefined) {
  return useQuery({
    queryKey: onePostKey(id),
    queryFn: () => apiRequest<AdminPost>(`/api/admin/blog/posts/${id}`),
    enabled: id !== undefined,
    // The editor holds the post being written: a refetch on focus must not replace it.
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
}

/** The editor closed: its post is loaded afresh next time (another tab may change it). */
export function useForgetPost() {
  const queryClient = useQueryClient();
  return (id: number) => queryClient.removeQueries({ queryKey: onePostKey(id) });
}

/**
 * A change answered with the post: the post's own query takes the answer as it is (no refetch
 * that could race the editor), the lists are refreshed.
 */
function usePostAnswer() {
  const queryClient = useQueryClient();
  return (post: AdminPost) => {
    queryClient.setQueryData(onePostKey(post.id), post);
    return queryClient.invalidateQueries({ queryKey: [...blogPostsKey, 'list'] });
  };
}

export function useCreatePost() {
  const answered = usePostAnswer();
  return useMutation({
    mutationFn: (input: PostInput) =>
      apiRequest<AdminPost>('/api/admin/blog/posts', jsonBody('POST', input)),
    onSuccess: answered,
  });
}

/** Autosave and "Update" both send a patch of what changed. */
export function usePatchPost() {
  const answered = usePostAnswer();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: PostPatch }) =>
      apiRequest<AdminPost>(`/api/admin/blog/posts/${id}`, jsonBody('PATCH', patch)),
    onSuccess: answered,
  });
}

export function useDeletePost() {
  const invalidate = useInvalidate(blogPostsKey);
  return useMutation({
    mutationFn: (id: number) => apiDelete(`/api/admin/blog/posts/${id}`),
    onSuccess: invalidate,
  });
}

/** A writer's draft goes to the admins for review. */
export function useSubmitPost() {
  const answered = usePostAnswer();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<AdminPost>(`/api/admin/blog/posts/${id}/submit`, jsonBody('POST', {})),
    onSuccess: answered,
  });
}

/** Admins: live now (no `publishAt`), or scheduled for a future `publishAt` (ISO). */
export function usePublishPost() {
  const answered = usePostAnswer();
  return useMutation({
    mutationFn: ({ id, publishAt }: { id: number; publishAt?: string }) =>
      apiRequest<AdminPost>(
        `/api/admin/blog/posts/${id}/publish`,
        jsonBody('POST', publishAt ? { publishAt } : {}),
      ),
    onSuccess: answered,
  });
}

/** Admins: a post in review back to its writer as a draft, with a comment they read. */
export function useSendBackPost() {
  const answered = usePostAnswer();
  return useMutation({
    mutationFn: ({ id, comment }: { id: number; comment: string }) =>
      apiRequest<AdminPost>(
        `/api/admin/blog/posts/${id}/send-back`,
        jsonBody('POST', { comment } satisfies SendBackInput),
      ),
    onSuccess: answered,
  });
}

/** Admins: a live or scheduled post back to a draft. */
export function useUnpublishPost() {
  const answered = usePostAnswer();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<AdminPost>(`/api/admin/blog/posts/${id}/unpublish`, jsonBody('POST', {})),
    onSuccess: answered,
  });
}

export function uploadBlogImage(file: Blob): Promise<BlogImage> {
  return apiUpload<BlogImage>('/api/admin/blog/images', { file });
}

export function useUploadBlogImage() {
  return useMutation({ mutationFn: uploadBlogImage });
}

/** The categories a post may be filed under (writers read them too). */
export function useBlogCategories() {
  return useQuery({
    queryKey: blogCategoriesKey,
    queryFn: () => apiRequest<BlogCategoryWithCount[]>('/api/admin/blog/categories'),
  });
}
