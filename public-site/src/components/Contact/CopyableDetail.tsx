import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { copyText } from '../Clipboard/copyText';

/**
 * A company's number or address, shown as text to read or select, a link, and a Copy button:
 * for a renter whose device has no dialler or mail app, where the tel:/mailto: hand-off shows
 * nothing.
 */
export function CopyableDetail({
  label,
  value,
  href,
}: {
  label: string;
  value: string;
  href: string;
}) {
  const { t } = useTranslation('contact');
  const [copied, setCopied] = useState(false);
  return (
    <p className="contact-detail">
      <span className="contact-detail__label">{label}</span>
      <a className="contact-detail__value" href={href}>
        <bdi dir="ltr">{value}</bdi>
      </a>
      <button
        type="button"
        className="button button--ghost contact-detail__copy"
        aria-label={t('detail.copyLabel', { value })}
        onClick={() => void copyText(value).then(setCopied)}
      >
        {copied ? t('detail.copied') : t('detail.copy')}
      </button>
    </p>
  );
}
