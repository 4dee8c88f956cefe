/** "Confirm your new e-mail address": sent to the new address of a change asked in the profile. */
import { Text } from '@react-email/components';
import type { MailTranslator } from '../i18n';
import { MailButton } from './MailButton';
import { MailLayout, paragraph, smallPrint } from './MailLayout';
import { MailLinkFallback } from './MailLinkFallback';

export interface EmailChangeParams {
  name: string;
  oldEmail: string;
  newEmail: string;
  link: string;
  hours: number;
}

export const emailChangeSubject = (tr: MailTranslator) => tr.t('emailChange.subject');

export function EmailChangeMail({ tr, params }: { tr: MailTranslator; params: EmailChangeParams }) {
  const { t } = tr;
  return (
    <MailLayout tr={tr} preview={t('emailChange.preview', { newEmail: params.newEmail })}>
      <Text style={paragraph}>{t('emailChange.greeting', { name: params.name })}</Text>
      <Text style={paragraph}>
        {t('emailChange.intro', { oldEmail: params.oldEmail, newEmail: params.newEmail })}
      </Text>
      <MailButton href={params.link}>{t('emailChange.button')}</MailButton>
      <Text style={paragraph}>{t('emailChange.validity', { hours: params.hours })}</Text>
      <MailLinkFallback href={params.link}>{t('common.linkFallback')}</MailLinkFallback>
      <Text style={smallPrint}>{t('emailChange.notYou')}</Text>
    </MailLayout>
  );
}
