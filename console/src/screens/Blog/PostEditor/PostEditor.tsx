import { useState } from 'react';
import { Col, Form, Input, Row, Space } from 'antd';
import { BLOG_LIMITS, type AdminPost } from '@core/schemas/blog';
import { DEFAULT_LANGUAGE, siteLanguage } from '@core/i18n/languages';
import { uploadBlogImage, useBlogCategories } from '../../../api/blogPosts';
import { useCurrentUser } from '../../../auth/session';
import { newPostFormValues, postToFormValues, type PostFormValues } from '../../../forms/postForm';
import { PostPreview } from '../PostPreview';
import { RichTextEditor } from '../RichTextEditor';
import { EditorNotice } from './EditorNotice';
import { PostActions, ReadOnlyActions } from './PostActions';
import { PostMetaForm } from './PostMetaForm';
import { PostToolbar } from './PostToolbar';
import { usePostActs } from './usePostActs';
import { usePostSaving } from './usePostSaving';

interface PostEditorProps {
  /** This editor's identity across its own address change (see PostEditorScreen). */
  session: string;
  /** The post as loaded; the editor keeps its own copy afterwards. */
  initialPost: AdminPost | undefined;
}

/**
 * Writing a post: the body in Tiptap, the rest in an antd form checked by core's post schema.
 * Saving is usePostSaving's (autosave of drafts, "Update" of live posts), the acts
 * usePostActs' (writers submit for review; admins publish, schedule, send back, unpublish).
 */
export function PostEditor({ session, initialPost }: PostEditorProps) {
  const role = useCurrentUser().data?.role ?? 'writer';
  const isAdmin = role === 'admin';
  const [form] = Form.useForm<PostFormValues>();
  const saving = usePostSaving({ form, session, initialPost, isAdmin });
  const acts = usePostActs(saving);
  const categories = useBlogCategories();
  const [previewOpen, setPreviewOpen] = useState(false);
  const publishAt = Form.useWatch('publishAt', form) as string | null | undefined;
  // Title and body run in the post's language's direction (an Arabic post: right to left).
  const language = Form.useWatch('language', form) as string | undefined;
  const dir = siteLanguage(language ?? DEFAULT_LANGUAGE).dir;
  const { post, editable, autosaver, editorRef } = saving;

  return (
    <Form<PostFormValues>
      form={form}
      layout="vertical"
      initialValues={initialPost ? postToFormValues(initialPost) : newPostFormValues()}
      onValuesChange={() => autosaver.changed()}
      disabled={!editable}
      className="post-editor"
    >
      <Row gutter={[24, 16]}>
        <Col xs={24} xl={16}>
          <Space orientation="vertical" size="middle" className="screen">
            <PostToolbar
              saving={saving}
              actions={
                editable ? (
                  <PostActions
                    saving={saving}
                    acts={acts}
                    publishAt={publishAt}
                    onPreview={() => setPreviewOpen(true)}
                  />
                ) : (
                  <ReadOnlyActions onPreview={() => setPreviewOpen(true)} />
                )
              }
            />
            <EditorNotice post={post} isAdmin={isAdmin} editable={editable} />
            <Form.Item name="title" className="post-editor__title-item">
              <Input.TextArea
                dir={dir}
                variant="borderless"
                autoSize
                placeholder="Post title"
                aria-label="Title"
                maxLength={BLOG_LIMITS.title}
                className="post-editor__title"
                // A title is one line: Enter moves on to the body.
                onPressEnter={(event) => {
                  event.preventDefault();
                  editorRef.current?.commands.focus('start');
                }}
              />
            </Form.Item>
            <div lang={language}>
              <RichTextEditor
                dir={dir}
                initialContent={
                  initialPost ? (initialPost.contentJson ?? initialPost.contentHtml) : null
                }
                editable={editable}
                onChange={() => autosaver.changed()}
                onReady={(editor) => (editorRef.current = editor)}
                uploadImage={uploadBlogImage}
                error={saving.contentError}
              />
            </div>
          </Space>
        </Col>
        <Col xs={24} xl={8}>
          <PostMetaForm post={post} status={post?.status} isAdmin={isAdmin} />
        </Col>
      </Row>
      {previewOpen && post && (
        <PostPreview
          post={post}
          categoryName={categories.data?.find((c) => c.id === post.categoryId)?.name}
          onClose={() => setPreviewOpen(false)}
        />
      )}
    </Form>
  );
}
