import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import './dialog.css';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Read to screen readers with the title; shown under it unless `hideDescription`. */
  description?: ReactNode;
  hideDescription?: boolean;
  /** 'center' for a dialog; 'sheet' slides up from the bottom (mobile filter panels). */
  variant?: 'center' | 'sheet' | 'side';
  /** False while something must not be interrupted (e.g. a lead being saved). */
  closable?: boolean;
  footer?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * The site's one dialog: Radix gives focus trapping, Escape, outside click, scroll lock and
 * the ARIA wiring. When `closable` is false, Escape, outside clicks and the close button do
 * nothing. Focus returns to the element that had it when the dialog opened (the button that
 * opened it), as Radix does only for its own Trigger.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  hideDescription = false,
  variant = 'center',
  closable = true,
  footer,
  className,
  children,
}: DialogProps) {
  const { t } = useTranslation();
  const opener = useRef<HTMLElement | null>(null);
  const block = (event: Event) => {
    if (!closable) event.preventDefault();
  };
  return (
    <RadixDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next || closable) onOpenChange(next);
      }}
    >
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content
          className={`dialog dialog--${variant}${className ? ` ${className}` : ''}`}
          onOpenAutoFocus={() => {
            const active = document.activeElement;
            opener.current = active instanceof HTMLElement ? active : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="dialog__head">
            <RadixDialog.Title className="dialog__title">{title}</RadixDialog.Title>
            <RadixDialog.Close
              className="dialog__close"
              aria-label={t('close')}
              disabled={!closable}
            >
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          </div>
          {description && (
            <RadixDialog.Description
              className={hideDescription ? 'visually-hidden' : 'dialog__description'}
            >
              {description}
            </RadixDialog.Description>
          )}
          <div className="dialog__body">{children}</div>
          {footer && <div className="dialog__footer">{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
