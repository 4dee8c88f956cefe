/**
 * An admin's daily summary of the review queues (jobs/housekeeping.ts, once a UAE day).
 * Optional: carries the one-click unsubscribe (mail/unsubscribe.ts).
 */
import { Text } from '@react-email/components';
import type { MailTranslator } from '../i18n';
import { MailButton } from './MailButton';
import { MailFacts } from './MailFacts';
import { MailLayout, paragraph } from './MailLayout';

export interface QueueSize {
  count: number;
  /** Hours the oldest item has waited (null when the queue is empty). */
  oldestHours: number | null;
}

export interface AdminSummaryParams {
  name: string;
  day: string;
  listings: QueueSize;
  documents: QueueSize;
  companies: QueueSize;
  link: string;
  unsubscribeUrl: string;
}

const total = (params: AdminSummaryParams) =>
  params.listings.count + params.documents.count + params.companies.count;

export const adminSummarySubject = (tr: MailTranslator, params: AdminSummaryParams) =>
  tr.t('adminSummary.subject', { day: params.day, total: total(params) });

function queueText(tr: MailTranslator, queue: QueueSize): string {
  const { t } = tr;
  if (queue.oldestHours === null || queue.count === 0)
    return t('adminSummary.waiting', { count: queue.count });
  const age =
    queue.oldestHours < 48
      ? t('adminSummary.hours', { count: queue.oldestHours })
      : t('adminSummary.days', { count: Math.floor(queue.oldestHours / 24) });
  return t('adminSummary.oldest', { count: queue.count, age });
}

export function AdminSummaryMail({
  tr,
  params,
}: {
  tr: MailTranslator;
  params: AdminSummaryParams;
}) {
  const { t } = tr;
  return (
    <MailLayout tr={tr} preview={t('adminSummary.preview')} unsubscribeUrl={params.unsubscribeUrl}>
      <Text style={paragraph}>{t('adminSummary.greeting', { name: params.name })}</Text>
      <Text style={paragraph}>
        {total(params) === 0 ? t('adminSummary.empty') : t('adminSummary.intro')}
      </Text>
      <MailFacts
        rows={[
          [t('adminSummary.listings'), queueText(tr, params.listings)],
          [t('adminSummary.documents'), queueText(tr, params.documents)],
          [t('adminSummary.companies'), queueText(tr, params.companies)],
        ]}
      />
      <MailButton href={params.link}>{t('adminSummary.button')}</MailButton>
    </MailLayout>
  );
}
