/**
 * What the company profile shows about a company, shared by its dialog (CompanyDialog) and its
 * page (CompanyPage): apart from the dialog, so the page does not download the Radix dialog.
 */
import { useDepositText, useFormats, useLabelRecords } from '../../i18n/format';
import { useTranslation } from '../../i18n/react';
import type { CarType } from '@core/enums';

import type { Company } from '@core/schemas/company';
import '../../i18n/namespaces/companies';

/** The company's rental policies (min age, deposit, licence) as a definition list. */
export function RentalPolicies({ company }: { company: Company }) {
  const { t } = useTranslation('companies');
  const depositText = useDepositText();
  return (
    <dl className="policies">
      <div>
        <dt>{t('dialog.minimumAge')}</dt>
        <dd>{t('dialog.minimumAgeValue', { age: company.policies.minimumDriverAge })}</dd>
      </div>
      <div>
        <dt>{t('dialog.deposit')}</dt>
        <dd>{depositText(company.policies.securityDeposit)}</dd>
      </div>
      <div>
        <dt>{t('dialog.licences')}</dt>
        {/* Written by the company, in its own language and direction. */}
        <dd dir="auto">{company.policies.licences}</dd>
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

export function FleetOverview({
  profile,
}: {
  profile: {
    fleet: { carType: CarType; count: number }[];
    priceFrom: number | null;
    carCount: number;
  };
}) {
  const { t } = useTranslation('companies');
  const formats = useFormats();
  const L = useLabelRecords();
  if (profile.fleet.length === 0) return <p>{t('dialog.fleetEmpty')}</p>;
  return (
    <>
      <p className="fleet__summary">
        <strong>{t('cars', { count: profile.carCount })}</strong>
        {profile.priceFrom !== null && (
          <span> · {t('dialog.priceFrom', { price: formats.price(profile.priceFrom) })}</span>
        )}
      </p>
      <ul className="fleet">
        {profile.fleet.map((entry) => (
          <li key={entry.carType}>
            <span>{L.carTypes[entry.carType]}</span>
            <strong>{entry.count}</strong>
          </li>
        ))}
      </ul>
    </>
  );
}
