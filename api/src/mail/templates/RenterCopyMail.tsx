/**
 * The renter's copy of a contact request (only when they ticked it in the contact dialog): what
 * they sent and the company's contacts. Transactional (one mail, asked for): no unsubscribe.
 */
import { Text } from '@react-email/components';
import type { ContactMethod } from '@core/enums';
import type { MailTranslator } from '../i18n';
import { MailButton } from './MailButton';
import { MailFacts } from './MailFacts';
import { MailLayout, paragraph, smallPrint } from './MailLayout';

export interface RenterCopyParams {
  renterName: string;
  renterEmail: string;
  renterPhone: string;
  method: ContactMethod;
  carTitle: string;
  companyName: string;
  company: { whatsapp: string | null; phone: string | null; email: string | null };
  /** The car's public page. */
  carLink: string;
}

export const renterCopySubject = (tr: MailTranslator, params: RenterCopyParams) =>
  tr.t('renterCopy.subject', { companyName: params.companyName, carTitle: params.carTitle });

export function RenterCopyMail({ tr, params }: { tr: MailTranslator; params: RenterCopyParams }) {
  const { t } = tr;
  const { companyName, carTitle, company } = params;
  const contacts = (
    [
      [t('renterCopy.whatsapp'), company.whatsapp],
      [t('renterCopy.phone'), company.phone],
      [t('renterCopy.email'), company.email],
    ] as const
  ).filter((row): row is readonly [string, string] => Boolean(row[1]));
  return (
    <MailLayout tr={tr} preview={t('renterCopy.preview')}>
      <Text style={paragraph}>{t('renterCopy.greeting', { renterName: params.renterName })}</Text>
      <Text style={paragraph}>
        {t('renterCopy.intro', { companyName, carTitle, method: t(`methods.${params.method}`) })}
      </Text>
      <Text style={{ ...paragraph, fontWeight: 700, margin: '16px 0 0' }}>
        {t('renterCopy.company', { companyName })}
      </Text>
      <MailFacts rows={contacts} />
      <Text style={{ ...paragraph, fontWeight: 700, margin: '16px 0 0' }}>
        {t('renterCopy.sent')}
      </Text>
      <MailFacts
        rows={[
          [t('renterCopy.name'), params.renterName],
          [t('renterCopy.email'), params.renterEmail],
          [t('renterCopy.phone'), params.renterPhone],
        ]}
      />
      <MailButton href={params.carLink}>{t('renterCopy.button')}</MailButton>
      <Text style={smallPrint}>{t('renterCopy.why')}</Text>
    </MailLayout>
  );
}
