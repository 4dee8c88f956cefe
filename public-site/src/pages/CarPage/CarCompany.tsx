import { useDepositText } from '../../i18n/format';
import { useTranslation } from '../../i18n/react';
import { Link } from '../../components/Link/Link';
import type { CarDetail } from '@core/schemas/car';
import { CompanyLogo } from '../../components/CompanyLogo/CompanyLogo';
import { CheckBadgeIcon, StarIcon } from '../../components/Icon/Icon';
import '../../i18n/namespaces/car';

/** The car's rental company: logo, name, Verified, rating, location and a link to its cars. */
export function CarCompany({ company }: { company: CarDetail['company'] }) {
  const { t } = useTranslation('car');
  const depositText = useDepositText();
  return (
    <section className="car-company" aria-labelledby="car-company-title">
      <p className="car-page__eyebrow">{t('page.company')}</p>
      <div className="car-company__head">
        <CompanyLogo name={company.name} logoUrl={company.logo} size={56} />
        <div>
          <h2 className="car-company__name" id="car-company-title">
            {company.name}
          </h2>
          <p className="car-company__meta">
            {company.verified && (
              <span className="car-company__verified">
                <CheckBadgeIcon size={16} />
                {t('page.verified')}
              </span>
            )}
            <span className="car-company__rating">
              <StarIcon size={16} />
              <span className="visually-hidden">
                {t('page.rating', { rating: company.rating })}
              </span>
              <span aria-hidden="true">{company.rating.toFixed(1)}</span>
              <span className="car-company__reviews">
                ({t('page.reviews', { count: company.reviewCount })})
              </span>
            </span>
          </p>
          <p className="car-company__location">{company.location}</p>
        </div>
      </div>
      <dl className="car-company__policies">
        <div>
          <dt>{t('page.deposit')}</dt>
          <dd>{depositText(company.policies.securityDeposit)}</dd>
        </div>
        <div>
          <dt>{t('page.licences')}</dt>
          {/* Written by the company, in its own language and direction. */}
          <dd dir="auto">{company.policies.licences}</dd>
        </div>
      </dl>
      <Link to={`/companies/${company.id}/cars`} className="button button--ghost button--block">
        {t('page.companyCars', { count: company.carCount })}
      </Link>
    </section>
  );
}
