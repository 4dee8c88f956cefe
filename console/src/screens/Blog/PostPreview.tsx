import { Drawer, Grid, Typography } from 'antd';
import type { AdminPost } from '@core/schemas/blog';
import { formatDate } from '../../components/format';

interface PostPreviewProps {
  post: AdminPost;
  categoryName: string | undefined;
  onClose: () => void;
}

/**
 * The post as readers will get it: the HTML the server stored (already sanitised by it, so it
 * is what the site renders), in a readable article column.
 */
export function PostPreview({ post, categoryName, onClose }: PostPreviewProps) {
  const wide = Grid.useBreakpoint().md;
  return (
    <Drawer open onClose={onClose} title="Preview" size={wide ? 820 : '100%'} destroyOnHidden>
      <article className="post-preview" aria-label={`Preview of ${post.title}`}>
        {categoryName && <p className="post-preview__kicker">{categoryName}</p>}
        <h1>{post.title}</h1>
        {post.excerpt && <p className="post-preview__lead">{post.excerpt}</p>}
        <Typography.Text type="secondary" className="post-preview__meta">
          {post.author.name} · {formatDate(post.publishedAt ?? post.publishAt ?? post.updatedAt)} ·{' '}
          {post.readingMinutes} min read
        </Typography.Text>
        {post.coverImageUrl && (
          <img className="post-preview__cover" src={post.coverImageUrl} alt="" />
        )}
        <div
          className="post-preview__body"
          // Sanitised by the API before it was stored (blogHtml.ts): the site renders the same.
          dangerouslySetInnerHTML={{ __html: post.contentHtml }}
        />
        {post.tags.length > 0 && (
          <p className="post-preview__tags">
            {post.tags.map((tag) => (
              <span key={tag}>#{tag}</span>
            ))}
          </p>
        )}
      </article>
    </Drawer>
  );
}
