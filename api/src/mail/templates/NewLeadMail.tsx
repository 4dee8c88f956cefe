/** "New lead": a renter contacted the company about a car (services/leads.ts, in its transaction). */
import { Text } from '@react-email/components';
import type { ContactMethod } from '@core/enums';
import { daysText, formatTripDate } from '@core/rules/tripDays';
import { formatAedExact } from '@core/rules/tripPrice';
import type { MailTranslator } from '../i18n';
import { MailButton } from './MailButton';
import { MailFacts } from './MailFacts';
import { MailLayout, paragraph, smallPrint } from './MailLayout';

export interface NewLeadParams {
  companyName: string;
  carTitle: string;
  renterName: string;
  renterEmail: string;
  renterPhone: string;
  method: ContactMethod;
  /** The vendor's leads screen. */
  leadsLink: string;
  /** The trip the renter asked about, when dates were chosen (UAE dates, AED with VAT). */
  trip?: { from: string; to: string; days: number; total: number } | null;
}

export const newLeadSubject = (tr: MailTranslator, params: NewLeadParams) =>
  tr.t('newLead.subject', { renterName: params.renterName, carTitle: params.carTitle });

export function NewLeadMail({ tr, params }: { tr: MailTranslator; params: NewLeadParams }) {
  const { t } = tr;
  const method = t(`methods.${params.method}`);
  const rows: [string, string][] = [
    [t('newLead.car'), params.carTitle],
    [t('newLead.renter'), params.renterName],
    [t('newLead.email'), params.renterEmail],
    [t('newLead.phone'), params.renterPhone],
    [t('newLead.channel'), method],
    ...(params.trip
      ? ([
          [
            t('newLead.dates'),
            `${formatTripDate(params.trip.from)} – ${formatTripDate(params.trip.to)} (${daysText(params.trip.days)})`,
          ],
          [t('newLead.quotedTotal'), formatAedExact(params.trip.total)],
        ] as [string, string][])
      : []),
  ];
  return (
    <MailLayout
      tr={tr}
      preview={t('newLead.preview', {
        renterName: params.renterName,
        companyName: params.companyName,
        method,
      })}
    >
      <Text style={paragraph}>{t('newLead.greeting', { companyName: params.companyName })}</Text>
      <Text style={paragraph}>{t('newLead.intro')}</Text>
      <MailFacts rows={rows} />
      <MailButton href={params.leadsLink}>{t('newLead.button')}</MailButton>
      <Text style={smallPrint}>{t('newLead.settings')}</Text>
    </MailLayout>
  );
}
