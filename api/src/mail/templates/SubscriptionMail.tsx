/** The plan is activated, renews soon, or its listing limit is reached. */
import { Text } from '@react-email/components';
import type { MailTranslator } from '../i18n';
import { MailButton } from './MailButton';
import { MailLayout, paragraph } from './MailLayout';

export interface SubscriptionParams {
  event: 'activated' | 'renewing' | 'limitReached';
  name: string;
  planName: string;
  /** The plan's listing limit. */
  limit: number;
  /** The renewal day (YYYY-MM-DD), for `renewing`. */
  date: string | null;
  link: string;
}

const values = (params: SubscriptionParams) => ({
  planName: params.planName,
  limit: params.limit,
  date: params.date ?? '',
});

export const subscriptionSubject = (tr: MailTranslator, params: SubscriptionParams) =>
  tr.t(`subscription.${params.event}Subject`, values(params));

export function SubscriptionMail({
  tr,
  params,
}: {
  tr: MailTranslator;
  params: SubscriptionParams;
}) {
  const { t } = tr;
  const text = t(`subscription.${params.event}`, values(params));
  return (
    <MailLayout tr={tr} preview={text}>
      <Text style={paragraph}>{t('subscription.greeting', { name: params.name })}</Text>
      <Text style={paragraph}>{text}</Text>
      <MailButton href={params.link}>{t('subscription.button')}</MailButton>
    </MailLayout>
  );
}
