import { useTranslation } from '../../i18n/react';
import { Link } from '../Link/Link';
import type { Company } from '@core/schemas/company';
import { useCompany } from '../../api/companies';
import { Dialog } from '../Dialog/Dialog';
import { Spinner } from '../Spinner';
import { FleetOverview, RentalPolicies, useCompanyAbout } from './CompanyAbout';
import { CompanyLogo, Stars, VerifiedBadge, companyCarsHref } from './CompanyCard';
import '../../i18n/namespaces/companies';

/**
 * 'View Profile' (spec section 2, home item 8): About, Fleet Overview, Rental Policies,
 * 'Contact Company' and 'Browse Cars'. The card's data shows at once; the fleet loads with the
 * profile. Contact details go out only with a lead (per car), so 'Contact Company' leads to the
 * company's cars, each with its WhatsApp, call and e-mail buttons.
 * (docs/product.md#rental-companies)
 */
export function CompanyDialog({
  company,
  onClose,
}: {
  company: Company | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('companies');
  const about = useCompanyAbout();
  const profile = useCompany(company?.id ?? 0, i18n.language, company !== null);
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
