/** The company is verified, suspended (with the reason) or reinstated. */
import { Text } from '@react-email/components';
import type { MailTranslator } from '../i18n';
import { MailButton } from './MailButton';
import { MailLayout, paragraph } from './MailLayout';
import { MailQuote } from './MailQuote';

export interface CompanyStandingParams {
  change: 'verified' | 'suspended' | 'reinstated';
  name: string;
  companyName: string;
  reason: string | null;
  link: string;
}

export const companyStandingSubject = (tr: MailTranslator, params: CompanyStandingParams) =>
  tr.t(`companyStanding.${params.change}Subject`, { companyName: params.companyName });

export function CompanyStandingMail({
  tr,
  params,
}: {
  tr: MailTranslator;
  params: CompanyStandingParams;
}) {
  const { t } = tr;
  const text = t(`companyStanding.${params.change}`, { companyName: params.companyName });
  return (
    <MailLayout tr={tr} preview={text}>
      <Text style={paragraph}>{t('companyStanding.greeting', { name: params.name })}</Text>
      <Text style={paragraph}>{text}</Text>
      {params.change === 'suspended' && (
        <>
          <MailQuote>{params.reason}</MailQuote>
          <Text style={paragraph}>{t('companyStanding.suspendedNext')}</Text>
        </>
      )}
      <MailButton href={params.link}>{t('companyStanding.button')}</MailButton>
    </MailLayout>
  );
}
