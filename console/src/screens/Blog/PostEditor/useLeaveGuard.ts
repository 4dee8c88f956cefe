import { useUnsavedChangesGuard } from '../../../components/useUnsavedChangesGuard';
import type { Autosaver } from './autosave';
import type { EditorLocationState } from '../PostEditorScreen';

/**
 * Leaving the editor for another console screen (the menu, a link, the back button) with changes
 * the server does not have. A draft's are saved on the way, as autosave would have a moment
 * later; changes that wait for "Update" (a live post), or that could not be saved (no title, a
 * field to fix, no connection), are left behind only when the user says so. Closing the window
 * is `beforeunload`'s (PostEditor, which also stops the autosaver then).
 */
export function useLeaveGuard(autosaver: Autosaver, { autosave, session }: LeaveGuardOptions) {
  useUnsavedChangesGuard({
    isUnsaved: () => autosaver.unsaved,
    // Not the editor's own move from "new" to the address of the post it created.
    isOwnMove: (next) => (next.state as EditorLocationState | null)?.editorSession === session,
    saveOnTheWay: autosave ? () => autosaver.flush() : undefined,
    content: autosave
      ? 'Your latest changes could not be saved: see the note by the title. Leaving loses them.'
      : 'Your changes are not on the blog yet: Update publishes them. Leaving loses them.',
    onUnload: false,
  });
}

interface LeaveGuardOptions {
  /** Whether changes save themselves (drafts, posts in review). */
  autosave: boolean;
  /** The editor's identity across its own address change (see PostEditorScreen). */
  session: string;
}
