import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import dayjs from 'dayjs';
import { App, Button, Popconfirm, Space } from 'antd';
import { DeleteButton } from '../../../components/DeleteButton';
import { formatDateTime } from '../../../components/format';
import { ReasonModal } from '../../Admin/ReasonModal';
import type { PostActs } from './usePostActs';
import type { PostSaving } from './usePostSaving';

interface PostActionsProps {
  saving: PostSaving;
  acts: PostActs;
  /** The "Publish at" field's value: a future one enables Schedule. */
  publishAt: string | null | undefined;
  onPreview: () => void;
}

/**
 * The editor's buttons: exactly the acts the server grants (the post's `can`, from core's table
 * for its status and the user's role; a new post is a draft); the server checks them again.
 */
export function PostActions({ saving, acts, publishAt, onPreview }: PostActionsProps) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [sendingBack, setSendingBack] = useState(false);
  const { post, can, live, saveState, saveFirst, autosaver } = saving;
  const { busy } = acts;
  const scheduleAt = publishAt && dayjs(publishAt).isAfter(dayjs()) ? publishAt : '';

  return (
    <Space wrap>
      {/* Admins publish without a review of their own (the table's submit is the writers'). */}
      {can.submit && (
        <Button
          type="primary"
          loading={acts.submitPost.isPending}
          disabled={busy}
          onClick={acts.submit}
        >
          Submit for review
        </Button>
      )}
      {can.edit && live && (
        <Button
          type="primary"
          disabled={busy || saveState.kind === 'saving'}
          onClick={() => saveFirst().then((ok) => ok && message.success('Post updated'))}
        >
          Update
        </Button>
      )}
      {can.publish && (
        <Popconfirm
          title="Publish this post now?"
          description="It appears on the blog at once."
          okText="Publish"
          onConfirm={acts.publish}
        >
          <Button
            type={live ? 'default' : 'primary'}
            loading={acts.publishPost.isPending}
            disabled={busy}
          >
            Publish now
          </Button>
        </Popconfirm>
      )}
      {can.schedule && (
        <Button
          disabled={busy || !scheduleAt}
          title={scheduleAt ? undefined : 'Choose a future time under “Publication” first'}
          onClick={() => acts.schedule(scheduleAt, `Scheduled for ${formatDateTime(scheduleAt)}`)}
        >
          {post?.status === 'scheduled' ? 'Reschedule' : 'Schedule'}
        </Button>
      )}
      {can.sendBack && (
        <Button
          loading={acts.sendBackPost.isPending}
          disabled={busy}
          onClick={() => setSendingBack(true)}
        >
          Send back
        </Button>
      )}
      {can.unpublish && (
        <Popconfirm
          title="Take this post off the blog?"
          description="It goes back to the drafts."
          okText="Unpublish"
          okButtonProps={{ danger: true }}
          onConfirm={acts.unpublish}
        >
          <Button danger loading={acts.unpublishPost.isPending} disabled={busy}>
            Unpublish
          </Button>
        </Popconfirm>
      )}
      <Button disabled={busy} onClick={() => saveFirst().then((ok) => ok && onPreview())}>
        Preview
      </Button>
      {post && can.delete && (
        <DeleteButton
          type="text"
          disabled={busy}
          title="Delete this post?"
          onDelete={() =>
            acts.deletePost.mutateAsync(post.id).then(() => {
              autosaver.dispose();
              navigate('/admin/blog/posts');
            })
          }
          done="Post deleted"
        />
      )}
      <ReasonModal
        open={sendingBack}
        title="Send this post back to its writer?"
        okText="Send back"
        label="Comment"
        hint="The writer reads it in the editor and by e-mail; the post becomes their draft again."
        placeholder="e.g. Add the Salik toll prices, and a photo of the gates"
        onCancel={() => setSendingBack(false)}
        onSubmit={(comment) => acts.sendBack(comment)}
      />
    </Space>
  );
}

/** The buttons of a post this user only reads. */
export function ReadOnlyActions({ onPreview }: { onPreview: () => void }) {
  return (
    <Space wrap>
      <Button onClick={onPreview}>Preview</Button>
      <Link to="/admin/blog/posts">
        <Button>Back to posts</Button>
      </Link>
    </Space>
  );
}
