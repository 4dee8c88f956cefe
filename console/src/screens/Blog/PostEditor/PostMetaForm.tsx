import type { Dayjs } from 'dayjs';
import { Card, DatePicker, Form, Input, Select, Space, Typography } from 'antd';
import type { PostStatus } from '@core/enums';
import { BLOG_LIMITS, type AdminPost } from '@core/schemas/blog';
import { DEFAULT_LANGUAGE, pathInLanguage, SITE_LANGUAGES } from '@core/i18n/languages';
import { useBlogCategories, useBlogPosts } from '../../../api/blogPosts';
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
  // The post's address on the site is in its language (`/ar/blog/…` for an Arabic post).
  const form = Form.useFormInstance();
  const language = (Form.useWatch('language', form) as string | undefined) ?? DEFAULT_LANGUAGE;
  return (
    <Space orientation="vertical" size="middle" className="screen">
      <PostLanguageCard post={post} />
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
          <Input
            prefix={pathInLanguage('/blog/', language)}
            maxLength={BLOG_LIMITS.slug}
            placeholder="made-from-the-title"
          />
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

/**
 * The post's language and the original it translates (issue #21): the site lists a post on its
 * language's blog, and a translation and its original point at each other for search engines.
 * The picker offers originals in another language (the server checks the same rules).
 */
function PostLanguageCard({ post }: { post: AdminPost | undefined }) {
  const form = Form.useFormInstance();
  const language = (Form.useWatch('language', form) as string | undefined) ?? 'en';
  // The admin's list holds every post, a writer's their own (the server's rule for the list).
  const posts = useBlogPosts({ page: 1, pageSize: BLOG_LIMITS.adminPageSize });
  const nameOf = (code: string) => SITE_LANGUAGES.find((l) => l.code === code)?.nativeName ?? code;
  const originals = (posts.data?.items ?? [])
    .filter(
      (other) =>
        other.id !== post?.id && other.translationOfId === null && other.language !== language,
    )
    .map((other) => ({ value: other.id, label: `${other.title} (${nameOf(other.language)})` }));
  return (
    <Card title="Language" size="small">
      <Form.Item name="language" label="Language">
        <Select
          aria-label="Language"
          options={SITE_LANGUAGES.map((l) => ({ value: l.code, label: l.nativeName }))}
        />
      </Form.Item>
      <Form.Item
        name="translationOfId"
        label="Translation of"
        extra="The same post in another language: each page then links to the other for search engines"
      >
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder="None: this post stands alone"
          options={originals}
          loading={posts.isPending}
          aria-label="Translation of"
        />
      </Form.Item>
    </Card>
  );
}
