import {
  driverEligibility,
  LICENCE_COUNTRIES,
  type CompanyDriverRules,
  type Residency,
} from '@core/rules/driverEligibility';
import type { TermLabels } from '@core/rules/termLabels';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import '../../i18n/namespaces/car';

const CODES = Object.keys(LICENCE_COUNTRIES).filter((code) => code !== 'other');

/** "Can I drive it?": age, residency and licence against core's rules table and the car's rules. */
export function DriverCheck({
  rules,
  labels,
}: {
  rules: CompanyDriverRules;
  /** The terms in the page's language (TripQuote's useTermLabels). */
  labels: TermLabels;
}) {
  const { t, i18n } = useTranslation('car');
  // Countries by name in the page's language, in its alphabetical order.
  const countries = useMemo(
    () =>
      CODES.map((code) => ({ code, name: labels.country(code) })).sort((a, b) =>
        a.name.localeCompare(b.name, i18n.language),
      ),
    [labels, i18n.language],
  );
  const [age, setAge] = useState('');
  const [residency, setResidency] = useState<Residency>('visitor');
  const [country, setCountry] = useState('');
  const [years, setYears] = useState('');
  const complete = age !== '' && country !== '' && years !== '';
  const answer = complete
    ? driverEligibility(
        {
          age: Number(age),
          residency,
          licenceCountry: country,
          licenceYears: Number(years),
        },
        rules,
        labels.eligibility,
      )
    : null;
  return (
    <section className="driver-check" aria-labelledby="driver-check-title">
      <h3 id="driver-check-title" className="trip-quote__subhead">
        {t('check.title')}
      </h3>
      <div className="driver-check__fields">
        <label>
          {t('check.age')}
          <input
            className="field__control"
            type="number"
            inputMode="numeric"
            min={16}
            max={99}
            value={age}
            onChange={(event) => setAge(event.target.value)}
          />
        </label>
        <label>
          {t('check.residency')}
          <select
            className="field__control field__control--select"
            value={residency}
            onChange={(event) => setResidency(event.target.value as Residency)}
          >
            <option value="visitor">{t('check.visitor')}</option>
            <option value="resident">{t('check.resident')}</option>
          </select>
        </label>
        <label>
          {t('check.country')}
          <select
            className="field__control field__control--select"
            value={country}
            onChange={(event) => setCountry(event.target.value)}
          >
            <option value="">{t('check.choose')}</option>
            {countries.map(({ code, name }) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
            <option value="other">{labels.country('other')}</option>
          </select>
        </label>
        <label>
          {t('check.years')}
          <input
            className="field__control"
            type="number"
            inputMode="numeric"
            min={0}
            max={80}
            value={years}
            onChange={(event) => setYears(event.target.value)}
          />
        </label>
      </div>
      <div aria-live="polite">
        {answer && (
          <div className={`driver-check__answer driver-check__answer--${answer.verdict}`}>
            <strong>{answer.title}</strong>
            <ul>
              {answer.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
