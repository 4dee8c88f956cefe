import { Suspense, lazy, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { Icon } from '../Icon/Icon';
import { useLocaleUrl } from '../../i18n/localePath';
import { supportChatLink } from './supportChat';
import './chat.css';

const loadChatWidget = () => import('./ChatWidget');
const ChatWidget = lazy(loadChatWidget);

/**
 * "Chat with us" (spec section 2: a chat widget that loads lazily): the widget's code is fetched
 * only when pressed; no third-party script. Before the scripts run it is a plain link to the
 * support chat on WhatsApp, so it works without them too.
 * (docs/product.md#public-pages)
 */
export function ChatLauncher() {
  const { t } = useTranslation('common');
  const localeUrl = useLocaleUrl();
  const { pathname, search } = useLocation();
  const pageUrl = localeUrl(`${pathname}${search}`);
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);

  return (
    <>
      <a
        className="chat-launcher"
        href={supportChatLink(t, pageUrl)}
        target="_blank"
        rel="noopener noreferrer"
        aria-expanded={requested ? open : undefined}
        onPointerDown={() => void loadChatWidget()}
        onClick={(event) => {
          event.preventDefault();
          setRequested(true);
          setOpen((current) => !current);
        }}
      >
        <Icon name="whatsapp" size={20} />
        <span>{t('chat.open')}</span>
      </a>
      {requested && (
        <Suspense fallback={null}>
          <ChatWidget open={open} pageUrl={pageUrl} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
