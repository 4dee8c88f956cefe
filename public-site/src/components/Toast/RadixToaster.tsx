import * as RadixToast from '@radix-ui/react-toast';
import { useTranslation } from '../../i18n/react';
import { TOAST } from '@core/constants';
import { dismissToast, useToasts } from './toastStore';
import './toast.css';

/**
 * Radix's toast viewport with the spec's settings: shown for 5 s, swipe right past 50 px
 * dismisses, F8 focuses the notifications region. Loaded and mounted by `Toaster` (not in the
 * site's entry); it shows the toasts already in the store when it mounts.
 * (docs/product.md#notices-and-tooltips)
 */
export function RadixToaster() {
  const { t } = useTranslation();
  const toasts = useToasts();
  return (
    <RadixToast.Provider
      duration={TOAST.durationMs}
      swipeDirection={TOAST.swipeDirection}
      swipeThreshold={TOAST.swipeThresholdPx}
      label={t('notifications', { hotkey: TOAST.hotkey.join('+') })}
    >
      {toasts.map((item) => (
        <RadixToast.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          className={`toast toast--${item.variant ?? 'default'}`}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
        >
          <div className="toast__text">
            {item.title && (
              <RadixToast.Title className="toast__title">{item.title}</RadixToast.Title>
            )}
            {item.description && (
              <RadixToast.Description className="toast__description">
                {item.description}
              </RadixToast.Description>
            )}
          </div>
          {item.action && (
            <RadixToast.Action
              className="toast__action"
              altText={item.action.altText}
              onClick={item.action.onClick}
            >
              {item.action.label}
            </RadixToast.Action>
          )}
          <RadixToast.Close className="toast__close" aria-label={t('close')}>
            <span aria-hidden="true">×</span>
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className="toast-viewport" hotkey={[...TOAST.hotkey]} />
    </RadixToast.Provider>
  );
}
