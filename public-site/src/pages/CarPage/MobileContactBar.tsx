import { useFormats } from '../../i18n/format';
import { useTranslation } from '../../i18n/react';
import type { CarPageData } from '../../api/carDetail';
import type { ContactTrip } from '@core/contact/links';
import { ContactMethodIcon } from '../../components/Contact/ContactButtons';
import { useContact } from '../../components/Contact/ContactProvider';
import '../../i18n/namespaces/car';

/** Phones: the day price and the contact buttons, always at hand at the bottom of the screen. */
export function MobileContactBar({ car, trip }: { car: CarPageData; trip: ContactTrip | null }) {
  const { t } = useTranslation('contact');
  const formats = useFormats();
  const { t: tCar } = useTranslation('car');
  const { open } = useContact();
  const contactCar = { id: car.id, title: car.title, companyName: car.companyName, trip };
  return (
    <div className="car-bar" role="region" aria-label={tCar('page.contactTitle')}>
      {trip ? (
        // The quoted trip's total, as the breakdown above states it.
        <p className="car-bar__price">
          <strong>{formats.exactPrice(trip.total)}</strong>
          <span>{formats.days(trip.days)}</span>
        </p>
      ) : (
        <p className="car-bar__price">
          <strong>{formats.price(car.pricePerDay)}</strong>
          <span>{tCar('card.day')}</span>
        </p>
      )}
      <div className="car-bar__actions">
        <button
          type="button"
          className="car-bar__icon"
          aria-label={t('aria.phone', { title: car.title })}
          onClick={() => open(contactCar, 'phone')}
        >
          <ContactMethodIcon method="phone" />
        </button>
        <button
          type="button"
          className="car-bar__icon"
          aria-label={t('aria.email', { title: car.title })}
          onClick={() => open(contactCar, 'email')}
        >
          <ContactMethodIcon method="email" />
        </button>
        <button
          type="button"
          className="car-bar__whatsapp"
          onClick={() => open(contactCar, 'whatsapp')}
        >
          <ContactMethodIcon method="whatsapp" />
          {t('button.whatsapp')}
        </button>
      </div>
    </div>
  );
}
