import { useState } from 'react';
import { Link } from 'react-router';
import type { Car } from '@core/schemas/car';
import { formatAed, monthPrice } from '@core/rules/pricing';

const FALLBACK_IMAGE = '/media/demo/cars/sedan-silver.svg';

/** A car as the spec's card shows it: image, title, prices with km allowances, company. */
export function CarCard({ car }: { car: Car }) {
  const [imageUrl, setImageUrl] = useState(car.imageUrl || FALLBACK_IMAGE);
  return (
    <article className="car-card">
      <Link
        to={`/cars/${car.id}`}
        className="car-card__link"
        aria-label={`View offer: ${car.title}`}
      >
        <div className="car-card__image">
          <img
            src={imageUrl}
            alt={car.title}
            width={800}
            height={500}
            loading="lazy"
            decoding="async"
            onError={() => setImageUrl(FALLBACK_IMAGE)}
          />
          <span className="car-card__view">View Offer</span>
          {car.featured && <span className="car-card__badge">Featured</span>}
        </div>
        <div className="car-card__body">
          <h3 className="car-card__title">{car.title}</h3>
          <div className="car-card__prices">
            <p>
              <strong>{formatAed(car.pricePerDay)}</strong>
              <span>/day · {car.terms.kmPerDay} km</span>
            </p>
            <p>
              <strong>{formatAed(monthPrice(car))}</strong>
              <span>/month · {car.terms.kmPerMonth} km</span>
            </p>
          </div>
          <p className="car-card__company">
            {car.companyLogoUrl && (
              <img src={car.companyLogoUrl} alt="" width={24} height={24} loading="lazy" />
            )}
            <span>{car.companyName}</span>
            {car.companyVerified && <span className="verified">Verified</span>}
          </p>
        </div>
      </Link>
    </article>
  );
}
