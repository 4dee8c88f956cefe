import { pathInLanguage } from '@core/i18n/languages';
import type { ReactNode } from 'react';
import { Button, ConfigProvider, Flex, Typography } from 'antd';
import { PostStatusTag } from '../../../components/StatusTags';
import { saveStateLabel } from './autosave';
import type { PostSaving } from './usePostSaving';

/** The bar above the title: the post's status, whether it is saved, and the actions. */
export function PostToolbar({ saving, actions }: { saving: PostSaving; actions: ReactNode }) {
  const { post, saveState, autosave, autosaver } = saving;
  return (
    // The form is disabled when read-only; the bar's buttons stay usable.
    <ConfigProvider componentDisabled={false}>
      <Flex gap={12} wrap justify="space-between" align="center" className="post-editor__bar">
        <Flex gap={8} wrap align="center">
          <PostStatusTag status={post?.status ?? 'draft'} />
          <Typography.Text
            type={saveState.kind === 'failed' ? 'danger' : 'secondary'}
            className="post-editor__save-state"
            role="status"
          >
            {saveStateLabel(saveState, autosave)}
          </Typography.Text>
          {saveState.kind === 'failed' && (
            <Button size="small" onClick={() => void autosaver.flush()}>
              Retry
            </Button>
          )}
          {post?.status === 'published' && (
            <a
              href={pathInLanguage(`/blog/${post.slug}`, post.language)}
              target="_blank"
              rel="noreferrer"
            >
              View on the blog ↗
            </a>
          )}
        </Flex>
        {actions}
      </Flex>
    </ConfigProvider>
  );
}
