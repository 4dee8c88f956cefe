import type { Dayjs } from 'dayjs';
import { Card, DatePicker, Form, Input, Select, Space, Typography } from 'antd';
import type { PostStatus } from '@core/enums';
import { BLOG_LIMITS, type AdminPost } from '@core/schemas/blog';
import { useBlogCategories } from '../../../api/blogPosts';
import { formatDateTime } from '../../../components/format';
import { fromGulfPicker, gulfNowForPicker, toGulfPicker } from '../../../components/gulfTime';
import { CoverImageInput } from '../CoverImageInput';

interface PostMetaFormProps {
  post: AdminPost | undefined;
  status: PostStatus | undefined;
  /** Admins see the publication time. */
  isAdmin: boolean;
}

/** The column beside the body: address, excerpt, cover, category, tags, SEO, publication. */
export function PostMetaForm({ post, status, isAdmin }: PostMetaFormProps) {
  const categories = useBlogCategories();
  const categoryOptions = (categories.data ?? []).map((c) => ({ value: c.id, label: c.name }));
  return (
    <Space orientation="vertical" size="middle" className="screen">
      <Card title="Post" size="small">
        <Form.Item
          name="slug"
          label="Address"
          extra={
            status === 'published'
              ? 'Links to the old address will lead here'
              : 'Made from the title when left empty'
          }
        >
          <Input prefix="/blog/" maxLength={BLOG_LIMITS.slug} placeholder="made-from-the-title" />
        </Form.Item>
        <Form.Item name="excerpt" label="Excerpt">
          <Input.TextArea
            rows={3}
            maxLength={BLOG_LIMITS.excerpt}
            showCount
            placeholder="One or two sentences for the blog’s list and link previews"
          />
        </Form.Item>
        <Form.Item name="coverImageUrl" label="Cover image">
          <CoverImageInput />
        </Form.Item>
        <Form.Item name="categoryId" label="Category">
          <Select
            allowClear
            placeholder="Choose a category"
            options={categoryOptions}
            loading={categories.isPending}
            aria-label="Category"
          />
        </Form.Item>
        <Form.Item
          name="tags"
          label="Tags"
          extra={`Up to ${BLOG_LIMITS.tags}; type a new one and press Enter`}
        >
          <Select
            mode="tags"
            maxCount={BLOG_LIMITS.tags}
            tokenSeparators={[',']}
            placeholder="e.g. Salik, Dubai"
            aria-label="Tags"
          />
        </Form.Item>
      </Card>
      <Card title="Search engines" size="small">
        <Form.Item name="metaTitle" label="SEO title" extra="The post’s title when empty">
          <Input maxLength={BLOG_LIMITS.metaTitle} showCount />
        </Form.Item>
        <Form.Item name="metaDescription" label="SEO description" extra="The excerpt when empty">
          <Input.TextArea rows={3} maxLength={BLOG_LIMITS.metaDescription} showCount />
        </Form.Item>
      </Card>
      {isAdmin && (
        <Card title="Publication" size="small">
          <Form.Item
            name="publishAt"
            label="Publish at"
            extra="UAE time. Then press Schedule."
            getValueProps={(value: string | null) => ({
              value: value ? toGulfPicker(value) : null,
            })}
            normalize={(value: Dayjs | null) => (value ? fromGulfPicker(value) : null)}
          >
            <DatePicker
              showTime={{ format: 'HH:mm', minuteStep: 5 }}
              format="D MMM YYYY, HH:mm"
              disabledDate={(day) => day.isBefore(gulfNowForPicker(), 'day')}
              className="post-editor__date"
              aria-label="Publish at"
            />
          </Form.Item>
          {post?.publishedAt && (
            <Typography.Text type="secondary">
              First published {formatDateTime(post.publishedAt)}
            </Typography.Text>
          )}
        </Card>
      )}
    </Space>
  );
}
