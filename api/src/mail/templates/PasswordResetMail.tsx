/** "Reset your password": the single-use link of POST /api/auth/password-reset. */
import { Text } from '@react-email/components';
import type { MailTranslator } from '../i18n';
import { MailButton } from './MailButton';
import { MailLayout, paragraph, smallPrint } from './MailLayout';
import { MailLinkFallback } from './MailLinkFallback';

export interface PasswordResetParams {
  name: string;
  email: string;
  /** The reset screen with the token (services/passwordReset.ts builds it). */
  link: string;
  minutes: number;
}

export const passwordResetSubject = (tr: MailTranslator) => tr.t('passwordReset.subject');

export function PasswordResetMail({
  tr,
  params,
}: {
  tr: MailTranslator;
  params: PasswordResetParams;
}) {
  const { t } = tr;
  return (
    <MailLayout tr={tr} preview={t('passwordReset.preview', { minutes: params.minutes })}>
      <Text style={paragraph}>{t('passwordReset.greeting', { name: params.name })}</Text>
      <Text style={paragraph}>{t('passwordReset.intro', { email: params.email })}</Text>
      <MailButton href={params.link} margin="24px 0">
        {t('passwordReset.button')}
      </MailButton>
      <Text style={paragraph}>{t('passwordReset.validity', { minutes: params.minutes })}</Text>
      <MailLinkFallback href={params.link}>{t('common.linkFallback')}</MailLinkFallback>
      <Text style={smallPrint}>{t('passwordReset.notYou')}</Text>
    </MailLayout>
  );
}
