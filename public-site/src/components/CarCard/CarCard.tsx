import { useFormats } from '../../i18n/format';
import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link } from '../Link/Link';
import { carPhotoSources } from '@core/rules/carPhotos';
import { monthPrice } from '@core/rules/pricing';
import { CompanyLogo } from '../CompanyLogo/CompanyLogo';
import { ContactButtons } from '../Contact/ContactButtons';
import { FavouriteButton } from '../Favourites/FavouriteButton';
import { useImagesFailedBeforeHydration } from '../Hydration/useImagesFailedBeforeHydration';
import { CheckBadgeIcon } from '../Icon/Icon';
import type { CarCardData } from './carCardData';
import type { CarTrip } from '@core/schemas/trip';
import { tripQueryString, type TripDates } from '@core/rules/tripDays';
import './CarCard.css';
import '../../i18n/namespaces/car';

/** Shown when a car has no photo or its photo fails to load. */
export const CAR_IMAGE_FALLBACK = '/car-placeholder.svg';

/** Cards fill a column of a grid or carousel: at most ~400 px on wide screens. */
const CARD_IMAGE_SIZES = '(min-width: 900px) 300px, (min-width: 600px) 45vw, 90vw';

/**
 * A car as the spec's card shows it (section 2, home item 7): photo (with a fallback), title,
 * 'View Offer' on hover, the favourite heart, price per day with its km allowance and per month
 * with its allowance, buttons to call, WhatsApp or e-mail the company (the contact dialog) and
 * the company's logo. The whole card links to /cars/{id}; the buttons sit above the link.
 * (docs/product.md#car-carousels)
 */
export function CarCard({
  car,
  headingLevel = 3,
  priority = false,
  belowTheFold = false,
  dates,
}: {
  car: CarCardData & { trip?: CarTrip };
  /** The searched trip's dates and times: the card shows its total and links to the car with them. */
  dates?: TripDates;
  headingLevel?: 2 | 3 | 4;
  /** The first cards on a page: loaded at once rather than lazily. */
  priority?: boolean;
  /** Below the first screen on every device: laid out only when near it (`.below-fold`). */
  belowTheFold?: boolean;
}) {
  const { t } = useTranslation('car');
  const formats = useFormats();
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  useImagesFailedBeforeHydration(image, () => setFailed(true));
  const photo =
    failed || !car.imageUrl ? { src: CAR_IMAGE_FALLBACK } : carPhotoSources(car.imageUrl);
  const Heading = `h${headingLevel}` as const;
  const trip = dates && car.trip ? { ...dates, ...car.trip } : null;
  const href = dates && car.trip ? `/cars/${car.id}?${tripQueryString(dates)}` : `/cars/${car.id}`;

  return (
    <article className={belowTheFold ? 'car-card below-fold' : 'car-card'}>
      <div className="car-card__image">
        <img
          ref={image}
          src={photo.src}
          srcSet={photo.srcSet}
          sizes={photo.srcSet ? CARD_IMAGE_SIZES : undefined}
          alt=""
          width={400}
          height={250}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailed(true)}
        />
        <span className="car-card__view" aria-hidden="true">
          {t('card.viewOffer')}
        </span>
        {car.featured && <span className="car-card__badge">{t('card.featured')}</span>}
        <div className="car-card__favourite">
          <FavouriteButton car={car} />
        </div>
      </div>
      <div className="car-card__body">
        <Heading className="car-card__title">
          <Link to={href} className="car-card__link">
            <bdi>{car.title}</bdi>
          </Link>
        </Heading>
        {trip && (
          <p className="car-card__trip" data-testid="card-trip">
            <strong>{formats.exactPrice(trip.total)}</strong>{' '}
            {t('card.forDays', { days: formats.days(trip.days) })}
          </p>
        )}
        <dl className="car-card__prices">
          <div>
            <dt className="visually-hidden">{t('card.perDay')}</dt>
            <dd>
              <strong>{formats.price(car.pricePerDay)}</strong>
              <span>
                {t('card.day')} · {t('card.km', { count: car.terms.kmPerDay })}
              </span>
            </dd>
          </div>
          <div>
            <dt className="visually-hidden">{t('card.perMonth')}</dt>
            <dd>
              <strong>{formats.price(monthPrice(car))}</strong>
              <span>
                {t('card.month')} · {t('card.km', { count: car.terms.kmPerMonth })}
              </span>
            </dd>
          </div>
        </dl>
        <div className="car-card__footer">
          <p className="car-card__company">
            <CompanyLogo name={car.companyName} logoUrl={car.companyLogoUrl} size={28} />
            <span className="car-card__company-name">{car.companyName}</span>
            {car.companyVerified && (
              <span className="car-card__verified" title={t('card.verified')}>
                <CheckBadgeIcon size={16} />
                <span className="visually-hidden">{t('card.verified')}</span>
              </span>
            )}
          </p>
          <ContactButtons
            car={{ id: car.id, title: car.title, companyName: car.companyName, trip }}
            className="car-card__contact"
          />
        </div>
      </div>
    </article>
  );
}
