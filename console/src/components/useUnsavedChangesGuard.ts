import { useEffect, useRef } from 'react';
import { useBlocker, type Location } from 'react-router';
import { App } from 'antd';

export interface UnsavedChangesGuard {
  /** Read at the moment of leaving (a ref or the form's state, not a render's value). */
  isUnsaved: () => boolean;
  /** What the question says is lost. */
  content: string;
  /** Saves on the way out when it can; true when nothing is lost any more. */
  saveOnTheWay?: () => Promise<boolean>;
  /** A move that is not leaving (a screen's own change of address). */
  isOwnMove?: (next: Location) => boolean;
  /** Also ask when the tab is closed or reloaded (`beforeunload`). Default true. */
  onUnload?: boolean;
}

/**
 * Leaving a screen with changes the server does not have: another console screen (the menu, a
 * link, the back button) is held by React Router's `useBlocker` until the user says "Leave"
 * (or the changes were saved on the way); closing or reloading the tab asks the browser's own
 * question. The post editor and the listing forms share it.
 */
export function useUnsavedChangesGuard(guard: UnsavedChangesGuard) {
  const { modal } = App.useApp();
  const latest = useRef(guard);
  latest.current = guard;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      latest.current.isUnsaved() &&
      currentLocation.pathname !== nextLocation.pathname &&
      !latest.current.isOwnMove?.(nextLocation),
  );

  // The question on screen, if any: one at a time, and gone once the blocked move is settled.
  const question = useRef<{ destroy: () => void } | null>(null);
  useEffect(() => {
    if (blocker.state !== 'blocked') {
      question.current?.destroy();
      question.current = null;
      return;
    }
    if (question.current) return;
    void (async () => {
      const { saveOnTheWay, content } = latest.current;
      if (saveOnTheWay && (await saveOnTheWay())) {
        blocker.proceed();
        return;
      }
      question.current = modal.confirm({
        title: 'Leave without saving?',
        content,
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

  const onUnload = guard.onUnload ?? true;
  useEffect(() => {
    if (!onUnload) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!latest.current.isUnsaved()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [onUnload]);
}
