import { lazy, Suspense, useEffect, useState } from 'react';
import { onChangedElsewhere, type Conflict, type ConflictChoice } from '../api/client';

// The dialog (antd's Modal and Descriptions) is downloaded when a conflict first happens, not
// with every signed-in screen.
const ChangedElsewhereDialog = lazy(() => import('./ChangedElsewhereDialog'));

/**
 * Answers the API client's "changed elsewhere" question (a 412 on a save or a decision) with the
 * dialog. Mounted once by the signed-in console.
 */
export function ChangedElsewhere() {
  const [pending, setPending] = useState<{
    conflict: Conflict;
    answer: (choice: ConflictChoice) => void;
  } | null>(null);
  const [asked, setAsked] = useState(false);

  useEffect(() => {
    onChangedElsewhere(
      (conflict) =>
        new Promise<ConflictChoice>((resolve) => {
          setAsked(true);
          setPending({ conflict, answer: resolve });
        }),
    );
    return () => onChangedElsewhere(null);
  }, []);

  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <ChangedElsewhereDialog
        conflict={pending?.conflict ?? null}
        onChoose={(choice) => {
          pending?.answer(choice);
          setPending(null);
        }}
      />
    </Suspense>
  );
}
