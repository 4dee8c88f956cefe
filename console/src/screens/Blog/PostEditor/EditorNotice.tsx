import { Alert, Typography } from 'antd';
import type { AdminPost } from '@core/schemas/blog';
import { formatDateTime } from '../../../components/format';

interface EditorNoticeProps {
  post: AdminPost | undefined;
  isAdmin: boolean;
  editable: boolean;
}

/** Why the post cannot be changed here, what changing it does, or what the editor asked. */
export function EditorNotice({ post, isAdmin, editable }: EditorNoticeProps) {
  if (!post) return null;
  if (post.review && post.status === 'draft') {
    return (
      <Alert
        type="warning"
        showIcon
        title={`Sent back on ${formatDateTime(post.review.sentBackAt)}`}
        description={
          <>
            <Typography.Paragraph className="post-editor__comment">
              {post.review.comment}
            </Typography.Paragraph>
            {!isAdmin && 'Change the post and submit it for review again.'}
          </>
        }
      />
    );
  }
  if (!editable && post.status === 'review') {
    return (
      <Alert
        type="info"
        showIcon
        title="Submitted for review"
        description="An admin will read it and publish it. It cannot be changed while it waits."
      />
    );
  }
  if (!editable) {
    return (
      <Alert
        type="info"
        showIcon
        title={post.status === 'published' ? 'Published' : 'Scheduled'}
        description="Only an admin can change it now."
      />
    );
  }
  if (isAdmin && post.status === 'scheduled' && post.publishAt) {
    return (
      <Alert
        type="info"
        showIcon
        title={`Scheduled for ${formatDateTime(post.publishAt)}`}
        description="Changes are kept only when you press Update."
      />
    );
  }
  if (isAdmin && post.status === 'published') {
    return (
      <Alert
        type="warning"
        showIcon
        title="This post is live"
        description="Changes reach readers only when you press Update."
      />
    );
  }
  if (post.status === 'review' && isAdmin) {
    return <Alert type="info" showIcon title={`Submitted for review by ${post.author.name}`} />;
  }
  return null;
}
