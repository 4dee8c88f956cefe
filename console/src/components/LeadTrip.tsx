import { Typography } from 'antd';
import { daysText, formatTripDate } from '@core/rules/tripDays';
import { formatAedExact } from '@core/rules/tripPrice';
import type { Lead } from '@core/schemas/lead';

/** `17 Dec – 24 Dec 2026` (the year once when both days share it). */
function tripDatesText(from: string, to: string): string {
  const [first, last] = [formatTripDate(from), formatTripDate(to)];
  return from.slice(0, 4) === to.slice(0, 4)
    ? `${first.slice(0, -5)} – ${last}`
    : `${first} – ${last}`;
}

/**
 * The trip a renter asked about: dates, then rental days and the total quoted then (VAT
 * included), each line kept whole so the column stays narrow.
 */
export function LeadTrip({ lead }: { lead: Pick<Lead, 'from' | 'to' | 'days' | 'quotedTotal'> }) {
  if (!lead.from || !lead.to) {
    return (
      <span className="leads-trip">
        <Typography.Text type="secondary">No dates</Typography.Text>
      </span>
    );
  }
  return (
    <span className="leads-trip">
      <span>{tripDatesText(lead.from, lead.to)}</span>
      <br />
      <span>
        {lead.days !== null && daysText(lead.days)}
        {lead.days !== null && lead.quotedTotal !== null && ' · '}
        {lead.quotedTotal !== null && <strong>{formatAedExact(lead.quotedTotal)}</strong>}
      </span>
    </span>
  );
}
