import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CAR_TYPE_LABELS } from '@core/enums';
import { formatAed } from '@core/rules/pricing';
import type { Company } from '@core/schemas/company';
import { useCompany } from '../../api/companies';
import { Dialog } from '../Dialog/Dialog';
import { Spinner } from '../Spinner';
import { CompanyLogo, Stars, VerifiedBadge, companyCarsHref } from './CompanyCard';
import '../../i18n/namespaces/companies';

/** The company's rental policies (min age, deposit, licence) as a definition list. */
export function RentalPolicies({ company }: { company: Company }) {
  const { t } = useTranslation('companies');
  return (
    <dl className="policies">
      <div>
        <dt>{t('dialog.minimumAge')}</dt>
        <dd>{t('dialog.minimumAgeValue', { age: company.policies.minimumDriverAge })}</dd>
      </div>
      <div>
        <dt>{t('dialog.deposit')}</dt>
        <dd>{company.policies.securityDeposit}</dd>
      </div>
      <div>
        <dt>{t('dialog.licences')}</dt>
        <dd>{company.policies.licences}</dd>
      </div>
    </dl>
  );
}

/** The company's own text, or a plain sentence from its facts when it wrote none. */
export function useCompanyAbout(): (company: Company) => string {
  const { t } = useTranslation('companies');
  return (company) =>
    company.description?.trim() ||
    t('dialog.noDescription', {
      name: company.name,
      location: company.location,
      cars: t('cars', { count: company.carCount }),
    });
}

/**
 * 'View Profile' (spec section 2, home item 8): About, Fleet Overview, Rental Policies,
 * 'Contact Company' and 'Browse Cars'. The card's data shows at once; the fleet loads with the
 * profile. Contact details go out only with a lead (per car), so 'Contact Company' leads to the
 * company's cars, each with its WhatsApp, call and e-mail buttons.
 */
export function CompanyDialog({
  company,
  onClose,
}: {
  company: Company | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('companies');
  const about = useCompanyAbout();
  const profile = useCompany(company?.id ?? 0, company !== null);
  if (!company) return null;
  const href = companyCarsHref(company.id);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={
        <span className="company-dialog__title">
          <CompanyLogo company={company} size={40} />
          {company.name}
        </span>
      }
      description={company.location}
      className="company-dialog"
      footer={
        <>
          <Link to={`${href}#contact`} className="button button--accent" onClick={onClose}>
            {t('dialog.contact')}
          </Link>
          <Link to={href} className="button button--ghost" onClick={onClose}>
            {t('dialog.browse')}
          </Link>
        </>
      }
    >
      <p className="company-dialog__rating">
        {company.verified && <VerifiedBadge />}
        <Stars rating={company.rating} />
        <span>({t('reviews', { count: company.reviewCount })})</span>
      </p>
      <section aria-labelledby="company-dialog-about">
        <h3 id="company-dialog-about">{t('dialog.about')}</h3>
        <p>{about(company)}</p>
      </section>
      <section aria-labelledby="company-dialog-fleet">
        <h3 id="company-dialog-fleet">{t('dialog.fleet')}</h3>
        {profile.isPending && <Spinner label={t('dialog.loading')} />}
        {profile.isError && <p className="notice">{t('dialog.error')}</p>}
        {profile.data && <FleetOverview profile={profile.data} />}
      </section>
      <section aria-labelledby="company-dialog-policies">
        <h3 id="company-dialog-policies">{t('dialog.policies')}</h3>
        <RentalPolicies company={company} />
      </section>
      <p className="company-dialog__hint">{t('dialog.contactHint', { name: company.name })}</p>
    </Dialog>
  );
}

export function FleetOverview({
  profile,
}: {
  profile: {
    fleet: { carType: keyof typeof CAR_TYPE_LABELS; count: number }[];
    priceFrom: number | null;
    carCount: number;
  };
}) {
  const { t } = useTranslation('companies');
  if (profile.fleet.length === 0) return <p>{t('dialog.fleetEmpty')}</p>;
  return (
    <>
      <p className="fleet__summary">
        <strong>{t('cars', { count: profile.carCount })}</strong>
        {profile.priceFrom !== null && (
          <span> · {t('dialog.priceFrom', { price: formatAed(profile.priceFrom) })}</span>
        )}
      </p>
      <ul className="fleet">
        {profile.fleet.map((entry) => (
          <li key={entry.carType}>
            <span>{CAR_TYPE_LABELS[entry.carType]}</span>
            <strong>{entry.count}</strong>
          </li>
        ))}
      </ul>
    </>
  );
}
