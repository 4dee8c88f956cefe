import type { ReactNode } from 'react';

/**
 * A Filters button that is a link before the scripts run: it targets the filters `sheetId`
 * (shown as a `.no-script-sheet`, styles.css); once they run it opens the bottom sheet instead
 * (boot.js keeps a tap made in between for it).
 */
export function NoScriptSheetLink({
  sheetId,
  className,
  onOpen,
  children,
}: {
  sheetId: string;
  className: string;
  onOpen: () => void;
  children: ReactNode;
}) {
  return (
    <a
      href={`#${sheetId}`}
      role="button"
      className={className}
      aria-haspopup="dialog"
      onClick={(event) => {
        event.preventDefault();
        onOpen();
      }}
    >
      {children}
    </a>
  );
}
