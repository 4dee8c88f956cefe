import { Typography } from 'antd';
import { arabicDays, daysText, formatTripDate } from '@core/rules/tripDays';
import { formatAedExact } from '@core/rules/tripPrice';
import type { Lead } from '@core/schemas/lead';
import { useVendorI18n } from '../i18n/VendorI18n';
import { useVendorDates } from '../i18n/vendorDates';
import leadsStrings from '../i18n/locales/en/leads.json';
import { addEnglish } from '../i18n/strings';

addEnglish(leadsStrings);

/** `17 Dec – 24 Dec 2026` (the year once when both days share it). */
function tripDatesText(from: string, to: string, format = formatTripDate): string {
  const [first, last] = [format(from), format(to)];
  return from.slice(0, 4) === to.slice(0, 4)
    ? `${first.slice(0, -5)} – ${last}`
    : `${first} – ${last}`;
}

/**
 * The trip a renter asked about: dates, then rental days and the total quoted then (VAT
 * included), each line kept whole so the column stays narrow.
 */
export function LeadTrip({ lead }: { lead: Pick<Lead, 'from' | 'to' | 'days' | 'quotedTotal'> }) {
  const { language, t } = useVendorI18n();
  const dates = useVendorDates();
  if (!lead.from || !lead.to) {
    return (
      <span className="leads-trip">
        <Typography.Text type="secondary">{t('leads.noDates')}</Typography.Text>
      </span>
    );
  }
  return (
    <span className="leads-trip">
      <span>{tripDatesText(lead.from, lead.to, dates.tripDate)}</span>
      <br />
      <span>
        {lead.days !== null && (language === 'ar' ? arabicDays(lead.days) : daysText(lead.days))}
        {lead.days !== null && lead.quotedTotal !== null && ' · '}
        {lead.quotedTotal !== null && (
          <strong>
            <bdi>{formatAedExact(lead.quotedTotal)}</bdi>
          </strong>
        )}
      </span>
    </span>
  );
}
