/** A document expires in 30 days, in 7 days, or has expired (jobs/housekeeping.ts, once each). */
import { Text } from '@react-email/components';
import type { MailTranslator } from '../i18n';
import { MailButton } from './MailButton';
import { MailLayout, paragraph } from './MailLayout';

export interface DocumentExpiryParams {
  stage: 'in30' | 'in7' | 'expired';
  name: string;
  documentName: string;
  /** Its last valid day, as the vendor entered it (YYYY-MM-DD). */
  expiresOn: string;
  /** Days left (0 once expired). */
  days: number;
  link: string;
}

export const documentExpirySubject = (tr: MailTranslator, params: DocumentExpiryParams) =>
  tr.t(`documentExpiry.${params.stage}Subject`, {
    documentName: params.documentName,
    count: params.days,
  });

export function DocumentExpiryMail({
  tr,
  params,
}: {
  tr: MailTranslator;
  params: DocumentExpiryParams;
}) {
  const { t } = tr;
  const text = t(params.stage === 'expired' ? 'documentExpiry.expired' : 'documentExpiry.soon', {
    documentName: params.documentName,
    expiresOn: params.expiresOn,
    count: params.days,
  });
  return (
    <MailLayout tr={tr} preview={text}>
      <Text style={paragraph}>{t('documentExpiry.greeting', { name: params.name })}</Text>
      <Text style={paragraph}>{text}</Text>
      <MailButton href={params.link}>{t('documentExpiry.button')}</MailButton>
    </MailLayout>
  );
}
