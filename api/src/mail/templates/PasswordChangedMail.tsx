/**
 * "Your password was changed": after a change in the profile or a reset by link, to the
 * account's address. Never the password itself; for someone who did not do it, the way back in
 * (forgot password, which signs everyone else out).
 */
import { Text } from '@react-email/components';
import type { MailTranslator } from '../i18n';
import { MailButton } from './MailButton';
import { MailLayout, paragraph, smallPrint } from './MailLayout';

export interface PasswordChangedParams {
  name: string;
  email: string;
  /** In the profile (`changed`) or through a reset link (`reset`). */
  how: 'changed' | 'reset';
  /** The forgot-password screen of the user's console area. */
  resetLink: string;
}

export const passwordChangedSubject = (tr: MailTranslator) => tr.t('passwordChanged.subject');

export function PasswordChangedMail({
  tr,
  params,
}: {
  tr: MailTranslator;
  params: PasswordChangedParams;
}) {
  const { t } = tr;
  return (
    <MailLayout tr={tr} preview={t('passwordChanged.preview')}>
      <Text style={paragraph}>{t('passwordChanged.greeting', { name: params.name })}</Text>
      <Text style={paragraph}>{t(`passwordChanged.${params.how}`, { email: params.email })}</Text>
      <Text style={paragraph}>{t('passwordChanged.notYou')}</Text>
      <MailButton href={params.resetLink}>{t('passwordChanged.button')}</MailButton>
      <Text style={smallPrint}>{t('passwordChanged.itWasYou')}</Text>
    </MailLayout>
  );
}
