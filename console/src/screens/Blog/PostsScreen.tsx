import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { Button, Space, Typography } from 'antd';
import { POST_STATUSES, POST_STATUS_LABELS } from '@core/enums';
import type { AdminPostSummary } from '@core/schemas/blog';
import { useBlogCategories, useBlogPosts, useDeletePost } from '../../api/blogPosts';
import { DataTable } from '../../components/DataTable';
import { DeleteButton } from '../../components/DeleteButton';
import { formatShortDateTime } from '../../components/format';
import { PostStatusTag } from '../../components/StatusTags';
import { oneOf, useUrlState } from '../../components/useUrlState';
import { StatusListToolbar } from '../../components/StatusListToolbar';

const column = createColumnHelper<AdminPostSummary>();

export const editPostPath = (id: number) => `/admin/blog/edit-post/${id}`;

/**
 * /admin/blog/posts: the posts this user may see (a writer's own, every post for admins), newest
 * change first, filtered by state and title in the address, paged by the server.
 */
export default function PostsScreen() {
  const navigate = useNavigate();
  const url = useUrlState();
  const status = oneOf(POST_STATUSES, url.get('status'));
  const query = url.get('query');
  const posts = useBlogPosts({ page: url.page, pageSize: url.pageSize, status, query });
  const categories = useBlogCategories();
  const deletePost = useDeletePost();

  const columns = useMemo(() => {
    const categoryName = new Map(categories.data?.map((c) => [c.id, c.name]));
    return [
      column.accessor('title', {
        header: 'Title',
        cell: ({ row: { original: post } }) => (
          <Link
            to={editPostPath(post.id)}
            className="post-cell__title"
            onClick={(event) => event.stopPropagation()}
          >
            {post.title}
          </Link>
        ),
      }),
      column.accessor('status', {
        header: 'State',
        meta: { nowrap: true },
        cell: ({ row: { original: post } }) => (
          <Space orientation="vertical" size={0}>
            <PostStatusTag status={post.status} />
            {post.status === 'scheduled' && post.publishAt && (
              <Typography.Text type="secondary" className="post-cell__note">
                {formatShortDateTime(post.publishAt)}
              </Typography.Text>
            )}
          </Space>
        ),
      }),
      column.accessor((post) => post.author.name, {
        id: 'author',
        header: 'Author',
        meta: { hideOnPhone: true },
      }),
      column.accessor('categoryId', {
        header: 'Category',
        meta: { hideOnPhone: true },
        cell: (info) => {
          const id = info.getValue();
          return id === null ? '—' : (categoryName.get(id) ?? '…');
        },
      }),
      column.accessor('updatedAt', {
        header: 'Updated',
        meta: { hideOnPhone: true, nowrap: true },
        cell: (info) => formatShortDateTime(info.getValue()),
      }),
      column.accessor('publishedAt', {
        header: 'Published',
        meta: { hideOnPhone: true, nowrap: true },
        cell: (info) => {
          const at = info.getValue();
          return at ? formatShortDateTime(at) : '—';
        },
      }),
      column.display({
        id: 'actions',
        header: '',
        meta: { align: 'end' },
        cell: ({ row: { original: post } }) => (
          // The row opens the editor; the buttons keep their clicks to themselves.
          <Space size={4} onClick={(event) => event.stopPropagation()}>
            <Link to={editPostPath(post.id)}>
              <Button size="small">{post.can.edit ? 'Edit' : 'Open'}</Button>
            </Link>
            {post.can.delete && (
              <DeleteButton
                size="small"
                title="Delete this post?"
                description={
                  post.status === 'published'
                    ? 'It leaves the blog at once. This cannot be undone.'
                    : undefined
                }
                onDelete={() => deletePost.mutateAsync(post.id)}
                done="Post deleted"
              />
            )}
          </Space>
        ),
      }),
    ];
  }, [categories.data, deletePost]);

  return (
    <Space orientation="vertical" size="middle" className="screen">
      <StatusListToolbar
        url={url}
        status={status}
        allLabel="All"
        statuses={POST_STATUSES.map((value) => ({ value, label: POST_STATUS_LABELS[value] }))}
        search={{ placeholder: 'Search titles', label: 'Search posts' }}
        create={{ to: '/admin/blog/new-post', label: 'New post' }}
      />
      <DataTable
        aria-label="Blog posts"
        columns={columns}
        {...url.list(posts)}
        rowId={(post) => post.id}
        onRowClick={(post) => navigate(editPostPath(post.id))}
        empty={
          <Typography.Text type="secondary">
            {query || status ? 'No post matches.' : 'No posts yet. Write the first one.'}
          </Typography.Text>
        }
      />
    </Space>
  );
}
