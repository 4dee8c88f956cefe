import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Editor } from '@tiptap/react';
import dayjs from 'dayjs';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  ConfigProvider,
  DatePicker,
  Flex,
  Form,
  Input,
  type FormInstance,
  Popconfirm,
  Row,
  Select,
  Space,
  Typography,
} from 'antd';
import { BLOG_LIMITS, type AdminPost, type PostInput } from '@core/schemas/blog';
import {
  uploadBlogImage,
  useBlogCategories,
  useCreatePost,
  useDeletePost,
  useForgetPost,
  usePatchPost,
  usePublishPost,
  useSubmitPost,
  useUnpublishPost,
} from '../../api/blogPosts';
import { useCurrentUser } from '../../auth/session';
import { DeleteButton } from '../../components/DeleteButton';
import { PostStatusTag } from '../../components/StatusTags';
import { formatDateTime } from '../../components/format';
import { fromGulfPicker, gulfNowForPicker, toGulfPicker } from '../../components/gulfTime';
import { fieldErrorsFromApi, problemMessage, toFormFields } from '../../forms/fieldErrors';
import {
  newPostFormValues,
  parsePostForm,
  postFieldErrors,
  postPatchBetween,
  postToFormValues,
  savedInputOf,
  type PostFormValues,
} from '../../forms/postForm';
import { Autosaver, saveStateLabel, type SaveOutcome, type SaveState } from './autosave';
import { CoverImageInput } from './CoverImageInput';
import { PostPreview } from './PostPreview';
import { editPostPath } from './PostsScreen';
import { RichTextEditor } from './RichTextEditor';
import { useLeaveGuard } from './useLeaveGuard';
import type { EditorLocationState } from './PostEditorScreen';

/** Typing stops for this long before a draft is saved. */
const AUTOSAVE_DELAY_MS = 1500;

/** A save refused for the fields shown on the form (no message of its own). */
const FIX_FIELDS = 'fix the marked fields';

interface PostEditorProps {
  /** This editor's identity across its own address change (see PostEditorScreen). */
  session: string;
  /** The post as loaded; the editor keeps its own copy afterwards. */
  initialPost: AdminPost | undefined;
}

/**
 * Writing a post: the body in Tiptap, the rest in an antd form checked by core's post schema.
 * Drafts (and posts in review) save themselves a moment after typing stops; a new post is
 * created once it has a title. Live and scheduled posts change only with "Update", so nothing
 * reaches readers half-typed. Writers submit for review; admins publish, schedule, unpublish.
 */
export function PostEditor({ session, initialPost }: PostEditorProps) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const isAdmin = useCurrentUser().data?.role === 'admin';
  const categories = useBlogCategories();
  const createPost = useCreatePost();
  const patchPost = usePatchPost();
  const submitPost = useSubmitPost();
  const publishPost = usePublishPost();
  const unpublishPost = useUnpublishPost();
  const deletePost = useDeletePost();
  const forgetPost = useForgetPost();

  const [form] = Form.useForm<PostFormValues>();
  // Field paths come from the schema's errors, not from the values' keys: loosened here.
  const fields = form as unknown as FormInstance;
  const [post, setPost] = useState<AdminPost | undefined>(initialPost);
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'idle' });
  const [contentError, setContentError] = useState<string>();
  const [previewOpen, setPreviewOpen] = useState(false);
  const editorRef = useRef<Editor | null>(null);
  const postRef = useRef(post);
  postRef.current = post;
  const savedInput = useRef<PostInput | null>(
    initialPost ? savedInputOf(initialPost, { canSchedule: isAdmin }) : null,
  );

  const status = post?.status;
  const live = status === 'published' || status === 'scheduled';
  // What this user may do with the post is the server's answer (`can`); a new post is theirs.
  const can = post?.can ?? {
    edit: true,
    submit: !isAdmin,
    publish: isAdmin,
    unpublish: false,
    delete: false,
  };
  const editable = can.edit;
  const autosave = editable && !live;

  const showFieldErrors = useCallback(
    (errors: Record<string, string>) => {
      const { content, ...problems } = errors;
      setContentError(content);
      fields.setFields(toFormFields(problems));
    },
    [fields],
  );

  /** Sends the post: creates it (once it has a title), else patches what changed. */
  const save = useCallback(async (): Promise<SaveOutcome> => {
    const editor = editorRef.current;
    const values = form.getFieldsValue(true) as PostFormValues;
    const current = postRef.current;
    if (!editor || (!current && !values.title.trim())) return 'waiting';
    fields.setFields(fields.getFieldsError().map(({ name }) => ({ name, errors: [] })));
    setContentError(undefined);
    const content = { html: editor.getHTML(), json: editor.getJSON() as Record<string, unknown> };
    const parsed = parsePostForm(values, content, { canSchedule: isAdmin });
    if (!parsed.ok) {
      showFieldErrors(parsed.errors);
      throw new Error(FIX_FIELDS);
    }
    try {
      const answer = current
        ? await patchPost.mutateAsync({
            id: current.id,
            patch: postPatchBetween(savedInput.current, parsed.data),
          })
        : await createPost.mutateAsync(parsed.data);
      savedInput.current = { ...parsed.data, slug: answer.slug };
      // The slug the server made (from the title) shows in its box.
      if (!form.getFieldValue('slug')) form.setFieldValue('slug', answer.slug);
      setPost(answer);
      if (!current) {
        const state: EditorLocationState = { editorSession: session };
        navigate(editPostPath(answer.id), { replace: true, state });
      }
      return 'saved';
    } catch (error) {
      const problems = fieldErrorsFromApi(error);
      if (problems) {
        showFieldErrors(postFieldErrors(problems));
        throw new Error(FIX_FIELDS);
      }
      throw new Error(problemMessage(error));
    }
  }, [form, fields, isAdmin, patchPost, createPost, session, navigate, showFieldErrors]);

  const saveRef = useRef(save);
  saveRef.current = save;
  const autosaver = useMemo(
    () =>
      new Autosaver({
        delayMs: AUTOSAVE_DELAY_MS,
        save: () => saveRef.current(),
        onState: setSaveState,
        enabled: autosave,
      }),
    // One autosaver for the editor's life; its switch follows the post's state below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  useEffect(() => autosaver.setEnabled(autosave), [autosaver, autosave]);
  useLeaveGuard(autosaver, { autosave, session });

  // Leaving the page (closing the tab, reloading) with changes the server does not have.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!autosaver.unsaved) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      autosaver.dispose();
      if (postRef.current) forgetPost(postRef.current.id);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autosaver]);

  /** Saves what is pending first; false (with the problem shown) when it could not. */
  const saveFirst = async () => {
    if (!postRef.current && !String(form.getFieldValue('title') ?? '').trim()) {
      form.setFields([{ name: 'title', errors: ['Give the post a title first'] }]);
      return false;
    }
    const ok = await autosaver.flush();
    if (!ok) message.error('Not saved yet: see the marked fields or try again');
    return ok && postRef.current !== undefined;
  };

  const act = async (run: (id: number) => Promise<AdminPost>, done: string) => {
    if (!(await saveFirst())) return;
    try {
      const answer = await run(postRef.current!.id);
      setPost(answer);
      message.success(done);
    } catch (error) {
      message.error(problemMessage(error));
    }
  };

  const publishAtValue = Form.useWatch('publishAt', form) as string | null | undefined;
  const scheduleAt = publishAtValue && dayjs(publishAtValue).isAfter(dayjs()) ? publishAtValue : '';
  const busy =
    submitPost.isPending ||
    publishPost.isPending ||
    unpublishPost.isPending ||
    deletePost.isPending;

  const actions = (
    <Space wrap>
      {can.submit && (
        <Button
          type="primary"
          loading={submitPost.isPending}
          disabled={busy}
          onClick={() =>
            act((id) => submitPost.mutateAsync(id), 'Sent for review: an admin will publish it')
          }
        >
          Submit for review
        </Button>
      )}
      {can.edit && can.publish && live && (
        <Button
          type="primary"
          disabled={busy || saveState.kind === 'saving'}
          onClick={() => saveFirst().then((ok) => ok && message.success('Post updated'))}
        >
          Update
        </Button>
      )}
      {can.publish && status !== 'published' && (
        <Popconfirm
          title="Publish this post now?"
          description="It appears on the blog at once."
          okText="Publish"
          onConfirm={() =>
            act((id) => publishPost.mutateAsync({ id }), 'Published: the post is on the blog')
          }
        >
          <Button
            type={live ? 'default' : 'primary'}
            loading={publishPost.isPending}
            disabled={busy}
          >
            Publish now
          </Button>
        </Popconfirm>
      )}
      {can.publish && status !== 'published' && (
        <Button
          disabled={busy || !scheduleAt}
          title={scheduleAt ? undefined : 'Choose a future time under “Publication” first'}
          onClick={() =>
            act(
              (id) => publishPost.mutateAsync({ id, publishAt: scheduleAt }),
              `Scheduled for ${formatDateTime(scheduleAt)}`,
            )
          }
        >
          {status === 'scheduled' ? 'Reschedule' : 'Schedule'}
        </Button>
      )}
      {can.unpublish && (
        <Popconfirm
          title="Take this post off the blog?"
          description="It goes back to the drafts."
          okText="Unpublish"
          okButtonProps={{ danger: true }}
          onConfirm={() =>
            act((id) => unpublishPost.mutateAsync(id), 'Unpublished: back to drafts')
          }
        >
          <Button danger loading={unpublishPost.isPending} disabled={busy}>
            Unpublish
          </Button>
        </Popconfirm>
      )}
      <Button disabled={busy} onClick={() => saveFirst().then((ok) => ok && setPreviewOpen(true))}>
        Preview
      </Button>
      {post?.can.delete && (
        <DeleteButton
          type="text"
          disabled={busy}
          title="Delete this post?"
          onDelete={() =>
            deletePost.mutateAsync(post.id).then(() => {
              autosaver.dispose();
              navigate('/admin/blog/posts');
            })
          }
          done="Post deleted"
        />
      )}
    </Space>
  );

  const label = saveStateLabel(saveState, autosave);
  const categoryOptions = (categories.data ?? []).map((c) => ({ value: c.id, label: c.name }));

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
            {/* The form is disabled when read-only; the bar's buttons stay usable. */}
            <ConfigProvider componentDisabled={false}>
              <Flex
                gap={12}
                wrap
                justify="space-between"
                align="center"
                className="post-editor__bar"
              >
                <Flex gap={8} wrap align="center">
                  {post ? <PostStatusTag status={post.status} /> : <PostStatusTag status="draft" />}
                  <Typography.Text
                    type={saveState.kind === 'failed' ? 'danger' : 'secondary'}
                    className="post-editor__save-state"
                    role="status"
                  >
                    {label}
                  </Typography.Text>
                  {saveState.kind === 'failed' && (
                    <Button size="small" onClick={() => void autosaver.flush()}>
                      Retry
                    </Button>
                  )}
                  {status === 'published' && post && (
                    <a href={`/blog/${post.slug}`} target="_blank" rel="noreferrer">
                      View on the blog ↗
                    </a>
                  )}
                </Flex>
                {editable ? (
                  actions
                ) : (
                  <Space wrap>
                    <Button onClick={() => setPreviewOpen(true)}>Preview</Button>
                    <Link to="/admin/blog/posts">
                      <Button>Back to posts</Button>
                    </Link>
                  </Space>
                )}
              </Flex>
            </ConfigProvider>
            <EditorNotice post={post} isAdmin={isAdmin} editable={editable} />
            <Form.Item name="title" className="post-editor__title-item">
              <Input.TextArea
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
            <RichTextEditor
              initialContent={
                initialPost ? (initialPost.contentJson ?? initialPost.contentHtml) : null
              }
              editable={editable}
              onChange={() => autosaver.changed()}
              onReady={(editor) => (editorRef.current = editor)}
              uploadImage={uploadBlogImage}
              error={contentError}
            />
          </Space>
        </Col>
        <Col xs={24} xl={8}>
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
                <Input
                  prefix="/blog/"
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
              <Form.Item
                name="metaDescription"
                label="SEO description"
                extra="The excerpt when empty"
              >
                <Input.TextArea rows={3} maxLength={BLOG_LIMITS.metaDescription} showCount />
              </Form.Item>
            </Card>
            {can.publish && (
              <Card title="Publication" size="small">
                <Form.Item
                  name="publishAt"
                  label="Publish at"
                  extra="UAE time. Then press Schedule."
                  getValueProps={(value: string | null) => ({
                    value: value ? toGulfPicker(value) : null,
                  })}
                  normalize={(value: dayjs.Dayjs | null) => (value ? fromGulfPicker(value) : null)}
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

/** Why the post cannot be changed here, or what changing it does. */
function EditorNotice({
  post,
  isAdmin,
  editable,
}: {
  post: AdminPost | undefined;
  isAdmin: boolean;
  editable: boolean;
}) {
  if (!post) return null;
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
