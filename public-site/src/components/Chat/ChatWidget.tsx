import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/react';
import { Icon } from '../Icon/Icon';
import { supportChatLink } from './supportChat';

/**
 * The chat panel: who answers and how, and the hand-off to the support line on WhatsApp with the
 * page the visitor is on. Not modal: the page stays usable; Escape or × closes it.
 */
export default function ChatWidget({
  open,
  pageUrl,
  onClose,
}: {
  open: boolean;
  pageUrl: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('common');
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    if (open) panel.current?.focus();
  }, [open]);

  if (!open) return null;
  return (
    <section
      ref={panel}
      className="chat-widget"
      role="dialog"
      aria-labelledby="chat-widget-title"
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <header className="chat-widget__head">
        <h2 id="chat-widget-title">{t('chat.title')}</h2>
        <button
          type="button"
          className="chat-widget__close"
          aria-label={t('close')}
          onClick={onClose}
        >
          <Icon name="close" size={18} />
        </button>
      </header>
      <p>{t('chat.body')}</p>
      <a
        className="button button--block"
        href={supportChatLink(t, pageUrl)}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onClose}
      >
        <Icon name="whatsapp" size={18} />
        {t('chat.start')}
      </a>
    </section>
  );
}
