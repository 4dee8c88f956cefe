/** "Confirm your e-mail address": sent at a vendor's sign-up (and on "Resend"). */
import { Text } from '@react-email/components';
import type { MailTranslator } from '../i18n';
import { MailButton } from './MailButton';
import { MailLayout, paragraph, smallPrint } from './MailLayout';
import { MailLinkFallback } from './MailLinkFallback';

export interface EmailVerificationParams {
  name: string;
  email: string;
  /** The console's confirmation screen with the token (services/emailTokens.ts builds it). */
  link: string;
  hours: number;
}

export const emailVerificationSubject = (tr: MailTranslator) => tr.t('emailVerification.subject');

export function EmailVerificationMail({
  tr,
  params,
}: {
  tr: MailTranslator;
  params: EmailVerificationParams;
}) {
  const { t } = tr;
  return (
    <MailLayout tr={tr} preview={t('emailVerification.preview')}>
      <Text style={paragraph}>{t('emailVerification.greeting', { name: params.name })}</Text>
      <Text style={paragraph}>{t('emailVerification.intro', { email: params.email })}</Text>
      <MailButton href={params.link}>{t('emailVerification.button')}</MailButton>
      <Text style={paragraph}>{t('emailVerification.validity', { hours: params.hours })}</Text>
      <MailLinkFallback href={params.link}>{t('common.linkFallback')}</MailLinkFallback>
      <Text style={smallPrint}>{t('emailVerification.notYou')}</Text>
    </MailLayout>
  );
}
