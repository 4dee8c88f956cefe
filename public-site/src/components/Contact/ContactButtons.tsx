import { useTranslation } from '../../i18n/react';
import type { ContactMethod } from '@core/enums';
import { MailIcon, PhoneIcon, WhatsAppIcon } from '../Icon/Icon';
import { Tooltip } from '../Tooltip/Tooltip';
import type { ContactCar } from './contactFlow';
import { useContact } from './ContactProvider';
import './contactButtons.css';

/** The card's order (spec section 2): call, WhatsApp, e-mail. (docs/product.md#car-carousels) */
const METHODS: readonly ContactMethod[] = ['phone', 'whatsapp', 'email'];

export function ContactMethodIcon({ method, size = 20 }: { method: ContactMethod; size?: number }) {
  if (method === 'whatsapp') return <WhatsAppIcon size={size} />;
  if (method === 'email') return <MailIcon size={size} />;
  return <PhoneIcon size={size} />;
}

/**
 * Buttons that open the contact dialog for a car: round icons with tooltips on a card
 * ('icons'), labelled buttons on the car page ('labelled'), WhatsApp first there.
 */
export function ContactButtons({
  car,
  variant = 'icons',
  className,
}: {
  car: ContactCar;
  variant?: 'icons' | 'labelled';
  className?: string;
}) {
  const { t } = useTranslation('contact');
  const { open } = useContact();
  const contactCar = {
    id: car.id,
    title: car.title,
    companyName: car.companyName,
    trip: car.trip ?? null,
  };

  if (variant === 'labelled') {
    const order: ContactMethod[] = ['whatsapp', 'phone', 'email'];
    return (
      <div
        className={`contact-buttons contact-buttons--labelled${className ? ` ${className}` : ''}`}
      >
        {order.map((method) => (
          <button
            key={method}
            type="button"
            className={`contact-button contact-button--${method}`}
            onClick={() => open(contactCar, method)}
          >
            <ContactMethodIcon method={method} />
            <span>{t(`button.${method}`)}</span>
          </button>
        ))}
      </div>
    );
  }
  return (
    <div className={`contact-buttons${className ? ` ${className}` : ''}`}>
      {METHODS.map((method) => (
        <Tooltip key={method} label={t(`tooltip.${method}`)}>
          <button
            type="button"
            className={`contact-icon contact-icon--${method}`}
            aria-label={t(`aria.${method}`, { title: car.title })}
            onClick={() => open(contactCar, method)}
          >
            <ContactMethodIcon method={method} size={18} />
          </button>
        </Tooltip>
      ))}
    </div>
  );
}
