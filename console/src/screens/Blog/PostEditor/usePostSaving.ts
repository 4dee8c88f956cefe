import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Editor } from '@tiptap/react';
import { App, type FormInstance } from 'antd';
import type { Role } from '@core/enums';
import { postActsFor } from '@core/rules/postStatus';
import type { AdminPost, PostInput } from '@core/schemas/blog';
import { useCreatePost, useForgetPost, usePatchPost } from '../../../api/blogPosts';
import { fieldErrorsFromApi, problemMessage, toFormFields } from '../../../forms/fieldErrors';
import {
  parsePostForm,
  postFieldErrors,
  postPatchBetween,
  savedInputOf,
  type PostFormValues,
} from '../../../forms/postForm';
import { editPostPath } from '../PostsScreen';
import type { EditorLocationState } from '../PostEditorScreen';
import { Autosaver, type SaveOutcome, type SaveState } from './autosave';
import { useLeaveGuard } from './useLeaveGuard';

/**
 * A post not saved yet is its author's draft: core's table for a draft and this role (the
 * server answers `can` from the first save on, with the same table).
 */
function newPostAbilities(role: Role): AdminPost['can'] {
  const acts = new Set(postActsFor('draft', role));
  return {
    edit: true,
    submit: acts.has('submit'),
    sendBack: false,
    publish: acts.has('publish'),
    schedule: acts.has('schedule'),
    unpublish: false,
    delete: false,
  };
}

/** Typing stops for this long before a draft is saved. */
const AUTOSAVE_DELAY_MS = 1500;

/** A save refused for the fields shown on the form (no message of its own). */
const FIX_FIELDS = 'fix the marked fields';

interface PostSavingOptions {
  form: FormInstance<PostFormValues>;
  session: string;
  initialPost: AdminPost | undefined;
  isAdmin: boolean;
}

/**
 * The editor's copy of the post and how it reaches the server: drafts (and posts in review)
 * save themselves a moment after typing stops, a new post is created once it has a title, live
 * and scheduled posts wait for "Update". Also guards leaving with unsaved changes.
 */
export function usePostSaving({ form, session, initialPost, isAdmin }: PostSavingOptions) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const createPost = useCreatePost();
  const patchPost = usePatchPost();
  const forgetPost = useForgetPost();
  // Field paths come from the schema's errors, not from the values' keys: loosened here.
  const fields = form as unknown as FormInstance;
  const [post, setPost] = useState<AdminPost | undefined>(initialPost);
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'idle' });
  const [contentError, setContentError] = useState<string>();
  const editorRef = useRef<Editor | null>(null);
  const postRef = useRef(post);
  postRef.current = post;
  const savedInput = useRef<PostInput | null>(
    initialPost ? savedInputOf(initialPost, { canSchedule: isAdmin }) : null,
  );

  const status = post?.status;
  const live = status === 'published' || status === 'scheduled';
  // What this user may do with the post is the server's answer (`can`); a new post is theirs.
  const can = post?.can ?? newPostAbilities(isAdmin ? 'admin' : 'writer');
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

  return {
    post,
    setPost,
    /** The post as last answered, for acts that run after a save. */
    currentPost: () => postRef.current,
    saveState,
    contentError,
    editorRef,
    autosaver,
    autosave,
    can,
    editable,
    live,
    saveFirst,
  };
}

export type PostSaving = ReturnType<typeof usePostSaving>;
