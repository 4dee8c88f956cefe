import { SUPPORT_CONTACT } from '@core/catalogue/menus';
import { telLink } from '@core/contact/dialLinks';
import { useCatalogue } from '../../i18n/format';
import { Icon } from '../Icon/Icon';

/** The marketplace's own address, phone and e-mail (footer, about page). */
export function SupportContact({ className, label }: { className: string; label?: string }) {
  const { supportAddress } = useCatalogue();
  return (
    <address className={className} aria-label={label}>
      <span>
        <Icon name="map-pin" size={16} />
        {supportAddress()}
      </span>
      <a href={telLink(SUPPORT_CONTACT.phone)}>
        <Icon name="phone" size={16} />
        <bdi dir="ltr">{SUPPORT_CONTACT.phone}</bdi>
      </a>
      <a href={`mailto:${SUPPORT_CONTACT.email}`}>
        <Icon name="mail" size={16} />
        <bdi dir="ltr">{SUPPORT_CONTACT.email}</bdi>
      </a>
    </address>
  );
}
