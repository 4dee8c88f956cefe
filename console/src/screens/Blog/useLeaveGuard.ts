import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { App } from 'antd';
import type { Autosaver } from './autosave';
import type { EditorLocationState } from './PostEditorScreen';

/**
 * Leaving the editor for another console screen (the menu, a link, the back button) with changes
 * the server does not have. A draft's are saved on the way, as autosave would have a moment
 * later; changes that wait for "Update" (a live post), or that could not be saved (no title, a
 * field to fix, no connection), are left behind only when the user says so. Closing the window
 * is `beforeunload`'s (PostEditor).
 */
export function useLeaveGuard(autosaver: Autosaver, { autosave, session }: LeaveGuardOptions) {
  const { modal } = App.useApp();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      autosaver.unsaved &&
      currentLocation.pathname !== nextLocation.pathname &&
      // Not the editor's own move from "new" to the address of the post it created.
      (nextLocation.state as EditorLocationState | null)?.editorSession !== session,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void (async () => {
      if (autosave && (await autosaver.flush())) {
        blocker.proceed();
        return;
      }
      modal.confirm({
        title: 'Leave without saving?',
        content: autosave
          ? 'Your latest changes could not be saved: see the note by the title. Leaving loses them.'
          : 'Your changes are not on the blog yet: Update publishes them. Leaving loses them.',
        okText: 'Leave',
        okButtonProps: { danger: true },
        cancelText: 'Stay',
        onOk: () => blocker.proceed(),
        onCancel: () => blocker.reset(),
      });
    })();
    // Once per blocked navigation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [blocker.state]);
}

interface LeaveGuardOptions {
  /** Whether changes save themselves (drafts, posts in review). */
  autosave: boolean;
  /** The editor's identity across its own address change (see PostEditorScreen). */
  session: string;
}
