import { SUPPORT_CONTACT } from '@core/catalogue/menus';
import { telLink } from '@core/contact/links';
import { Icon } from '../Icon/Icon';

/** The marketplace's own address, phone and e-mail (footer, about page). */
export function SupportContact({ className, label }: { className: string; label?: string }) {
  return (
    <address className={className} aria-label={label}>
      <span>
        <Icon name="map-pin" size={16} />
        {SUPPORT_CONTACT.address}
      </span>
      <a href={telLink(SUPPORT_CONTACT.phone)}>
        <Icon name="phone" size={16} />
        {SUPPORT_CONTACT.phone}
      </a>
      <a href={`mailto:${SUPPORT_CONTACT.email}`}>
        <Icon name="mail" size={16} />
        {SUPPORT_CONTACT.email}
      </a>
    </address>
  );
}
