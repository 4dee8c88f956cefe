import { useState, type ReactNode } from 'react';
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
  /**
   * The post's direction (an Arabic post: right to left): the body and the toolbar run in it,
   * and the toolbar's pictures that show a direction (list markers, the quote's bar, undo and
   * redo) face it; letters (H2, B, I) and the link and image tools never turn.
   */
  dir?: TextDirection;
}

export type TextDirection = 'ltr' | 'rtl';

export function RichTextEditor({
  initialContent,
  editable,
  onChange,
  onReady,
  uploadImage,
  error,
  dir = 'ltr',
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
    <div className={`rich-text${error ? ' rich-text--invalid' : ''}`} dir={dir}>
      {editable && (
        <Toolbar
          editor={editor}
          dir={dir}
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

/**
 * The toolbar's pictures that show a direction, drawn for the post's: markers and the quote's
 * bar on the line's start side (as the body shows them: `padding-inline-start`,
 * `border-inline-start`), moved rather than mirrored so the numbers stay readable; undo and
 * redo point back and forward along the line. 24-unit squares, drawn in the text's colour.
 */
const LINES_AFTER_MARKERS = (dir: TextDirection) =>
  dir === 'rtl' ? 'M3 5h12M3 12h12M3 19h12' : 'M9 5h12M9 12h12M9 19h12';
const MARKER_X = (dir: TextDirection) => (dir === 'rtl' ? 19 : 5);

function ToolIcon({ children, label }: { children: ReactNode; label: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      data-icon={label}
      className="rich-text__icon"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      {children}
    </svg>
  );
}

export function BulletListIcon({ dir }: { dir: TextDirection }) {
  return (
    <ToolIcon label="bullet-list">
      <path d={LINES_AFTER_MARKERS(dir)} />
      {[5, 12, 19].map((y) => (
        <circle key={y} cx={MARKER_X(dir)} cy={y} r="1.6" fill="currentColor" stroke="none" />
      ))}
    </ToolIcon>
  );
}

export function NumberedListIcon({ dir }: { dir: TextDirection }) {
  return (
    <ToolIcon label="numbered-list">
      <path d={LINES_AFTER_MARKERS(dir)} />
      {['1', '2', '3'].map((digit, i) => (
        <text
          key={digit}
          x={MARKER_X(dir)}
          y={5 + i * 7 + 2.7}
          textAnchor="middle"
          fontSize="7.5"
          fontWeight="700"
          fontFamily="system-ui, sans-serif"
          fill="currentColor"
          stroke="none"
        >
          {digit}
        </text>
      ))}
    </ToolIcon>
  );
}

export function QuoteIcon({ dir }: { dir: TextDirection }) {
  return (
    <ToolIcon label="quote">
      <path
        d={dir === 'rtl' ? 'M20 4v16M3 8h12M3 12h12M3 16h8' : 'M4 4v16M9 8h12M9 12h12M9 16h8'}
      />
    </ToolIcon>
  );
}

/** Undo points back along the line (left in English, right in Arabic); redo forward. */
export function HistoryIcon({ dir, redo }: { dir: TextDirection; redo?: boolean }) {
  const pointsRight = (dir === 'rtl') !== Boolean(redo);
  return (
    <ToolIcon label={redo ? 'redo' : 'undo'}>
      <g transform={pointsRight ? 'matrix(-1 0 0 1 24 0)' : undefined} strokeLinejoin="round">
        <path d="M9 14 4 9l5-5" />
        <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
      </g>
    </ToolIcon>
  );
}

function Toolbar({
  editor,
  dir,
  onLink,
  onImage,
}: {
  editor: Editor;
  dir: TextDirection;
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
    text: ReactNode,
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
      {tool('Bulleted list', <BulletListIcon dir={dir} />, active.bulletList, () =>
        chain().toggleBulletList().run(),
      )}
      {tool('Numbered list', <NumberedListIcon dir={dir} />, active.orderedList, () =>
        chain().toggleOrderedList().run(),
      )}
      {tool('Quote', <QuoteIcon dir={dir} />, active.blockquote, () =>
        chain().toggleBlockquote().run(),
      )}
      <Divider orientation="vertical" />
      {tool('Link', 'Link', active.link, onLink)}
      {tool('Image', 'Image', false, onImage)}
      <Divider orientation="vertical" />
      {tool(
        'Undo',
        <HistoryIcon dir={dir} />,
        undefined,
        () => chain().undo().run(),
        !active.canUndo,
      )}
      {tool(
        'Redo',
        <HistoryIcon dir={dir} redo />,
        undefined,
        () => chain().redo().run(),
        !active.canRedo,
      )}
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
