import { App } from 'antd';
import type { AdminPost } from '@core/schemas/blog';
import {
  useDeletePost,
  usePublishPost,
  useSendBackPost,
  useSubmitPost,
  useUnpublishPost,
} from '../../../api/blogPosts';
import { problemMessage } from '../../../forms/fieldErrors';
import type { PostSaving } from './usePostSaving';

/**
 * The acts on the post (core/rules/postStatus.ts): each saves what is pending first, then
 * sends the act and takes the post it answers. `busy` while any act runs.
 */
export function usePostActs({ saveFirst, setPost, currentPost }: PostSaving) {
  const { message } = App.useApp();
  const submitPost = useSubmitPost();
  const publishPost = usePublishPost();
  const sendBackPost = useSendBackPost();
  const unpublishPost = useUnpublishPost();
  const deletePost = useDeletePost();

  /**
   * Runs an act on the saved post. A failure is shown here, or, `inDialog`, thrown for the
   * dialog's form to show (the dialog then stays open).
   */
  const act = async (
    run: (id: number) => Promise<AdminPost>,
    done: string,
    { inDialog = false } = {},
  ) => {
    if (!(await saveFirst())) {
      if (inDialog) throw new Error('The post is not saved yet');
      return;
    }
    try {
      const answer = await run(currentPost()!.id);
      setPost(answer);
      message.success(done);
    } catch (error) {
      if (inDialog) throw error;
      message.error(problemMessage(error));
    }
  };

  return {
    submitPost,
    publishPost,
    sendBackPost,
    unpublishPost,
    deletePost,
    busy:
      submitPost.isPending ||
      publishPost.isPending ||
      sendBackPost.isPending ||
      unpublishPost.isPending ||
      deletePost.isPending,
    submit: () =>
      act((id) => submitPost.mutateAsync(id), 'Sent for review: an admin will publish it'),
    publish: () =>
      act((id) => publishPost.mutateAsync({ id }), 'Published: the post is on the blog'),
    schedule: (publishAt: string, done: string) =>
      act((id) => publishPost.mutateAsync({ id, publishAt }), done),
    unpublish: () => act((id) => unpublishPost.mutateAsync(id), 'Unpublished: back to drafts'),
    sendBack: (comment: string) =>
      act(
        (id) => sendBackPost.mutateAsync({ id, comment }),
        'Sent back to the writer with your comment',
        { inDialog: true },
      ),
  };
}

export type PostActs = ReturnType<typeof usePostActs>;
