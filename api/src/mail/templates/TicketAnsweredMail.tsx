/** "Support answered": an admin replied to the company's support ticket. */
import { Text } from '@react-email/components';
import type { MailTranslator } from '../i18n';
import { MailButton } from './MailButton';
import { MailLayout, paragraph } from './MailLayout';
import { MailQuote } from './MailQuote';

export interface TicketAnsweredParams {
  name: string;
  ticketSubject: string;
  answer: string;
  link: string;
}

export const ticketAnsweredSubject = (tr: MailTranslator, params: TicketAnsweredParams) =>
  tr.t('ticketAnswered.subject', { ticketSubject: params.ticketSubject });

export function TicketAnsweredMail({
  tr,
  params,
}: {
  tr: MailTranslator;
  params: TicketAnsweredParams;
}) {
  const { t } = tr;
  return (
    <MailLayout tr={tr} preview={t('ticketAnswered.preview')}>
      <Text style={paragraph}>{t('ticketAnswered.greeting', { name: params.name })}</Text>
      <Text style={paragraph}>
        {t('ticketAnswered.intro', { ticketSubject: params.ticketSubject })}
      </Text>
      <MailQuote>{params.answer}</MailQuote>
      <MailButton href={params.link}>{t('ticketAnswered.button')}</MailButton>
    </MailLayout>
  );
}
