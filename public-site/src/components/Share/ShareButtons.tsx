import { useState } from 'react';
import { whatsappTextLink } from '@core/contact/dialLinks';
import { useTranslation } from '../../i18n/react';
import { Icon } from '../Icon/Icon';
import { useLocaleUrl } from '../../i18n/localePath';
import './share.css';

/**
 * Share a page (a car, a blog post): Share opens the phone's share sheet or copies the link
 * (its code loads at the first press); WhatsApp is a plain link, so it works before the scripts.
 */
export function ShareButtons({ title, path }: { title: string; path: string }) {
  const { t } = useTranslation('common');
  const url = useLocaleUrl()(path);
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);

  async function share() {
    const { shareOrCopy } = await import('./shareOrCopy');
    const result = await shareOrCopy({ title, url });
    setOutcome(result === 'copied' || result === 'failed' ? result : null);
  }

  return (
    <div className="share" role="group" aria-label={t('share.label')}>
      <button type="button" className="button button--ghost" onClick={() => void share()}>
        <Icon name="share" size={18} />
        {t('share.share')}
      </button>
      <a
        className="button button--ghost"
        href={whatsappTextLink(`${title} ${url}`)}
        target="_blank"
        rel="noopener noreferrer"
      >
        <Icon name="whatsapp" size={18} />
        {t('share.whatsapp')}
      </a>
      <p className="share__status" role="status">
        {outcome && t(`share.${outcome}`)}
      </p>
    </div>
  );
}
