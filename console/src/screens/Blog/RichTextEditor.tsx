import { useState } from 'react';
import { App, Button, Divider, Form, Input, Modal, Tooltip, Upload } from 'antd';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { Placeholder } from '@tiptap/extensions';
import type { BlogImage } from '@core/schemas/blog';
import { problemMessage } from '../../forms/fieldErrors';
import { PHOTO_TYPES } from '../CarForm/CarPhotos';

/**
 * The body of a post: Tiptap with only what the server's sanitiser keeps (H2/H3, bold, italic,
 * lists, links, quotes, images, code); underline and strike-through are left out because the
 * site would drop them.
 */
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    underline: false,
    strike: false,
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
  }),
  Image.configure({ inline: false }),
  Placeholder.configure({ placeholder: 'Write your post…' }),
];

export interface RichTextEditorProps {
  /** The stored document (Tiptap JSON), else its HTML; null for a new post. */
  initialContent: Record<string, unknown> | string | null;
  editable: boolean;
  /** The document changed (typing, formatting, an image). */
  onChange: () => void;
  /** The editor instance, once, for reading the body when saving. */
  onReady: (editor: Editor) => void;
  uploadImage: (file: File) => Promise<BlogImage>;
  /** A problem with the body (from the schema or the server). */
  error?: string;
}

export function RichTextEditor({
  initialContent,
  editable,
  onChange,
  onReady,
  uploadImage,
  error,
}: RichTextEditorProps) {
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: initialContent,
    editable,
    // The toolbar reads what it needs through useEditorState; no render per keystroke.
    shouldRerenderOnTransaction: false,
    editorProps: { attributes: { 'aria-label': 'Post body', class: 'post-body' } },
    onCreate: ({ editor: created }) => onReady(created),
    onUpdate: () => onChange(),
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const [imageOpen, setImageOpen] = useState(false);

  return (
    <div className={`rich-text${error ? ' rich-text--invalid' : ''}`}>
      {editable && (
        <Toolbar
          editor={editor}
          onLink={() => setLinkOpen(true)}
          onImage={() => setImageOpen(true)}
        />
      )}
      <EditorContent editor={editor} className="rich-text__content" />
      {error && (
        <div className="rich-text__error" role="alert">
          {error}
        </div>
      )}
      {linkOpen && <LinkDialog editor={editor} onClose={() => setLinkOpen(false)} />}
      {imageOpen && (
        <ImageDialog
          editor={editor}
          uploadImage={uploadImage}
          onClose={() => setImageOpen(false)}
        />
      )}
    </div>
  );
}

function Toolbar({
  editor,
  onLink,
  onImage,
}: {
  editor: Editor;
  onLink: () => void;
  onImage: () => void;
}) {
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const tool = (
    label: string,
    text: string,
    pressed: boolean | undefined,
    run: () => void,
    disabled = false,
  ) => (
    <Tooltip title={label} mouseEnterDelay={0.6}>
      <Button
        type={pressed ? 'primary' : 'text'}
        ghost={pressed}
        size="small"
        aria-label={label}
        aria-pressed={pressed}
        disabled={disabled}
        onMouseDown={(event) => event.preventDefault()} // keep the editor's selection
        onClick={run}
        className="rich-text__tool"
      >
        {text}
      </Button>
    </Tooltip>
  );

  return (
    <div className="rich-text__toolbar" role="toolbar" aria-label="Formatting">
      {tool('Heading', 'H2', active.h2, () => chain().toggleHeading({ level: 2 }).run())}
      {tool('Subheading', 'H3', active.h3, () => chain().toggleHeading({ level: 3 }).run())}
      <Divider orientation="vertical" />
      {tool('Bold', 'B', active.bold, () => chain().toggleBold().run())}
      {tool('Italic', 'I', active.italic, () => chain().toggleItalic().run())}
      <Divider orientation="vertical" />
      {tool('Bulleted list', '• List', active.bulletList, () => chain().toggleBulletList().run())}
      {tool('Numbered list', '1. List', active.orderedList, () =>
        chain().toggleOrderedList().run(),
      )}
      {tool('Quote', '“ Quote', active.blockquote, () => chain().toggleBlockquote().run())}
      <Divider orientation="vertical" />
      {tool('Link', 'Link', active.link, onLink)}
      {tool('Image', 'Image', false, onImage)}
      <Divider orientation="vertical" />
      {tool('Undo', '↶', undefined, () => chain().undo().run(), !active.canUndo)}
      {tool('Redo', '↷', undefined, () => chain().redo().run(), !active.canRedo)}
    </div>
  );
}

/** Where a link may go: the web, e-mail, or a page of our own site. */
export function linkHref(input: string): string | null {
  const href = input.trim();
  if (!href) return null;
  if (/^(https?:\/\/|mailto:)\S+$/i.test(href) || /^\/(?!\/)\S*$/.test(href)) return href;
  if (/^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(href)) return `https://${href}`;
  return null;
}

function LinkDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const current = editor.getAttributes('link').href as string | undefined;
  const [value, setValue] = useState(current ?? '');
  const [invalid, setInvalid] = useState(false);

  const apply = () => {
    const href = linkHref(value);
    if (!href) {
      setInvalid(true);
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !current) {
      // Nothing selected: the address becomes the link's text.
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] });
    } else {
      chain.setLink({ href });
    }
    chain.run();
    onClose();
  };

  return (
    <Modal
      open
      title={current ? 'Edit link' : 'Add a link'}
      okText="Apply"
      onOk={apply}
      onCancel={onClose}
      footer={(_, { OkBtn, CancelBtn }) => (
        <>
          {current && (
            <Button
              danger
              onClick={() => {
                editor.chain().focus().extendMarkRange('link').unsetLink().run();
                onClose();
              }}
            >
              Remove link
            </Button>
          )}
          <CancelBtn />
          <OkBtn />
        </>
      )}
    >
      <Form layout="vertical" onFinish={apply}>
        <Form.Item
          label="Address"
          validateStatus={invalid ? 'error' : undefined}
          help={
            invalid ? 'Use https://…, mailto:… or a path of this site such as /cars' : undefined
          }
        >
          <Input
            autoFocus
            aria-label="Address"
            value={value}
            placeholder="https://…"
            onChange={(event) => {
              setValue(event.target.value);
              setInvalid(false);
            }}
            onPressEnter={apply}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function ImageDialog({
  editor,
  uploadImage,
  onClose,
}: {
  editor: Editor;
  uploadImage: (file: File) => Promise<BlogImage>;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState<'file' | 'alt' | null>(null);

  const insert = async () => {
    if (!file) return setMissing('file');
    if (!alt.trim()) return setMissing('alt');
    setBusy(true);
    try {
      const image = await uploadImage(file);
      editor
        .chain()
        .focus()
        .setImage({ src: image.url, alt: alt.trim(), width: image.width, height: image.height })
        .run();
      onClose();
    } catch (error) {
      message.error(problemMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title="Add an image"
      okText="Upload and insert"
      okButtonProps={{ loading: busy }}
      onOk={insert}
      onCancel={onClose}
    >
      <Form layout="vertical">
        <Form.Item
          label="Picture (JPEG, PNG or WebP, up to 8 MB)"
          validateStatus={missing === 'file' ? 'error' : undefined}
          help={missing === 'file' ? 'Choose a picture' : undefined}
        >
          <Upload
            accept={PHOTO_TYPES}
            maxCount={1}
            beforeUpload={(chosen) => {
              setFile(chosen);
              setMissing(null);
              return false;
            }}
            onRemove={() => setFile(null)}
            fileList={file ? [{ uid: 'chosen', name: file.name, status: 'done' }] : []}
          >
            <Button>Choose a picture</Button>
          </Upload>
        </Form.Item>
        <Form.Item
          label="Alternative text"
          extra="What the picture shows, for readers who cannot see it and for search engines."
          validateStatus={missing === 'alt' ? 'error' : undefined}
          help={missing === 'alt' ? 'Describe the picture' : undefined}
        >
          <Input
            value={alt}
            aria-label="Alternative text"
            maxLength={200}
            onChange={(event) => {
              setAlt(event.target.value);
              setMissing(null);
            }}
            placeholder="e.g. A white SUV on the Hatta road"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
