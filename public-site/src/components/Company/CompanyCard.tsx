import { useTranslation } from '../../i18n/react';
import { Link } from '../Link/Link';
import type { Company } from '@core/schemas/company';
import { Icon } from '../Icon/Icon';
import './company.css';
import '../../i18n/namespaces/companies';

export const companyCarsHref = (id: number) => `/companies/${id}/cars`;

/** Five stars, filled to the nearest half of the rating; read out as "Rated 4.5 out of 5". */
export function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation('companies');
  const rounded = Math.round(rating * 2) / 2;
  return (
    <span className="stars" role="img" aria-label={t('rating', { rating: rating.toFixed(1) })}>
      {[1, 2, 3, 4, 5].map((star) => (
        <span
          key={star}
          className={`stars__star${star <= rounded ? ' stars__star--on' : star - 0.5 === rounded ? ' stars__star--half' : ''}`}
        >
          <Icon name="star" size={16} />
        </span>
      ))}
      <span className="stars__value" aria-hidden="true">
        {rating.toFixed(1)}
      </span>
    </span>
  );
}

export function CompanyLogo({ company, size }: { company: Company; size: number }) {
  const { t } = useTranslation('companies');
  const initials = company.name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
  return company.logo ? (
    <img
      className="company-mark"
      src={company.logo}
      alt={t('logoAlt', { name: company.name })}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  ) : (
    <span className="company-mark company-mark--initials" style={{ width: size, height: size }}>
      {initials}
    </span>
  );
}

export function VerifiedBadge() {
  const { t } = useTranslation('companies');
  return (
    <span className="verified-badge">
      <Icon name="shield-check" size={16} />
      {t('verified')}
    </span>
  );
}

/** A rental company as the home carousel and /companies show it (spec section 2, home item 8). (docs/product.md#rental-companies) */
export function CompanyCard({
  company,
  onViewProfile,
}: {
  company: Company;
  onViewProfile: (company: Company) => void;
}) {
  const { t } = useTranslation('companies');
  return (
    <article className="company-card">
      <div className="company-card__head">
        <CompanyLogo company={company} size={56} />
        <div className="company-card__names">
          <h3 className="company-card__name">{company.name}</h3>
          {company.verified && <VerifiedBadge />}
        </div>
      </div>
      <p className="company-card__rating">
        <Stars rating={company.rating} />
        <span className="company-card__reviews">
          ({t('reviews', { count: company.reviewCount })})
        </span>
      </p>
      <p className="company-card__fact">
        <Icon name="map-pin" size={16} />
        {company.location}
      </p>
      <p className="company-card__fact">
        <Icon name="car" size={16} />
        {t('cars', { count: company.carCount })}
      </p>
      <div className="company-card__actions">
        <button
          type="button"
          className="button button--ghost"
          aria-label={t('viewProfileOf', { name: company.name })}
          onClick={() => onViewProfile(company)}
        >
          {t('viewProfile')}
        </button>
        <Link
          to={companyCarsHref(company.id)}
          className="button button--accent"
          aria-label={t('viewCarsOf', { name: company.name })}
        >
          {t('viewCars')}
        </Link>
      </div>
    </article>
  );
}
