/** "Your e-mail address is being changed": to the old address, when the change is asked. */
import { Text } from '@react-email/components';
import type { MailTranslator } from '../i18n';
import { MailButton } from './MailButton';
import { MailLayout, paragraph, smallPrint } from './MailLayout';

export interface EmailChangeNoticeParams {
  name: string;
  oldEmail: string;
  newEmail: string;
  /** Forgot password, for someone who did not ask: a new password stops the intruder. */
  resetLink: string;
}

export const emailChangeNoticeSubject = (tr: MailTranslator) => tr.t('emailChangeNotice.subject');

export function EmailChangeNoticeMail({
  tr,
  params,
}: {
  tr: MailTranslator;
  params: EmailChangeNoticeParams;
}) {
  const { t } = tr;
  return (
    <MailLayout tr={tr} preview={t('emailChangeNotice.preview', { newEmail: params.newEmail })}>
      <Text style={paragraph}>{t('emailChangeNotice.greeting', { name: params.name })}</Text>
      <Text style={paragraph}>
        {t('emailChangeNotice.intro', { oldEmail: params.oldEmail, newEmail: params.newEmail })}
      </Text>
      <Text style={paragraph}>{t('emailChangeNotice.notYou')}</Text>
      <MailButton href={params.resetLink}>{t('emailChangeNotice.button')}</MailButton>
      <Text style={smallPrint}>{t('emailChangeNotice.unchanged')}</Text>
    </MailLayout>
  );
}
