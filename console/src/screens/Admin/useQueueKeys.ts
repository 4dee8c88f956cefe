import { useEffect, useRef } from 'react';

/**
 * Keyboard shortcuts of a review queue: j / k next and previous, a approve, r reject. Ignored
 * while typing in a field or while a dialog is open.
 */
export function useQueueKeys(handlers: Partial<Record<'j' | 'k' | 'a' | 'r', () => void>>) {
  const current = useRef(handlers);
  useEffect(() => {
    current.current = handlers;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      if (document.querySelector('.ant-modal-wrap:not([style*="display: none"]) .ant-modal'))
        return;
      const handler = current.current[event.key as 'j' | 'k' | 'a' | 'r'];
      if (handler) {
        event.preventDefault();
        handler();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
