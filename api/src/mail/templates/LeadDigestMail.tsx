/**
 * The daily lead digest, for companies that chose it over a mail per lead: yesterday's leads
 * (UAE day). Optional: carries the one-click unsubscribe (mail/unsubscribe.ts).
 */
import { Text } from '@react-email/components';
import type { ContactMethod } from '@core/enums';
import type { MailTranslator } from '../i18n';
import { MailButton } from './MailButton';
import { MAIL_COLORS, MailLayout, paragraph, smallPrint } from './MailLayout';

export interface LeadDigestParams {
  companyName: string;
  /** The UAE day the leads came in, as words ("Thursday 26 November 2026"). */
  day: string;
  leads: {
    renterName: string;
    renterEmail: string;
    renterPhone: string;
    carTitle: string;
    method: ContactMethod;
  }[];
  leadsLink: string;
  unsubscribeUrl: string;
}

export const leadDigestSubject = (tr: MailTranslator, params: LeadDigestParams) =>
  tr.t('leadDigest.subject', { count: params.leads.length, day: params.day });

export function LeadDigestMail({ tr, params }: { tr: MailTranslator; params: LeadDigestParams }) {
  const { t } = tr;
  const count = params.leads.length;
  return (
    <MailLayout
      tr={tr}
      preview={t('leadDigest.preview', { companyName: params.companyName })}
      unsubscribeUrl={params.unsubscribeUrl}
    >
      <Text style={paragraph}>{t('leadDigest.greeting', { companyName: params.companyName })}</Text>
      <Text style={paragraph}>{t('leadDigest.intro', { count, day: params.day })}</Text>
      {params.leads.map((lead, index) => (
        <Text
          key={index}
          style={{ margin: '0 0 10px', borderTop: `1px solid ${MAIL_COLORS.line}`, paddingTop: 8 }}
        >
          <strong>
            {t('leadDigest.lead', {
              renterName: lead.renterName,
              carTitle: lead.carTitle,
              method: t(`methods.${lead.method}`),
            })}
          </strong>
          <br />
          {t('leadDigest.contacts', { email: lead.renterEmail, phone: lead.renterPhone })}
        </Text>
      ))}
      <MailButton href={params.leadsLink}>{t('leadDigest.button')}</MailButton>
      <Text style={smallPrint}>{t('leadDigest.settings')}</Text>
    </MailLayout>
  );
}
