import { useEffect } from 'react';

/** Sets the page title while the page is shown (in an effect: safe for server rendering). */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
