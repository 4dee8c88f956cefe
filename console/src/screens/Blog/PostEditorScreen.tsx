import { useLocation, useParams } from 'react-router';
import { Result } from 'antd';
import { useBlogPost } from '../../api/blogPosts';
import { QueryState } from '../../components/QueryState';
import { PostEditor } from './PostEditor/PostEditor';
import './postEditor.css';

/** What the editor carries through its own address change (new post → its edit page). */
export interface EditorLocationState {
  editorSession?: string;
}

/**
 * /admin/blog/new-post and /admin/blog/edit-post/:id: one editor. A new post becomes an edit
 * page once the server has created it; the editor stays mounted through that address change
 * (it passes its session along), while opening another post or "New post" starts afresh.
 */
export default function PostEditorScreen() {
  const params = useParams();
  const location = useLocation();
  const id = params.id === undefined ? undefined : Number(params.id);
  const valid = id === undefined || (Number.isInteger(id) && id > 0);
  const session = (location.state as EditorLocationState | null)?.editorSession;
  const post = useBlogPost(valid ? id : undefined);

  if (!valid) return <Result status="404" title="Post not found" />;
  // Loading or failed; a post the editor has just created is in the cache already.
  if (id !== undefined && !post.data) return <QueryState query={post}>{() => null}</QueryState>;
  const key = session ?? (id === undefined ? `new-${location.key}` : `post-${id}`);
  return <PostEditor key={key} session={key} initialPost={post.data} />;
}
