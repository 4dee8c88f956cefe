/** "Document approved" / "document rejected, with the reason": an admin's review of a document. */
import { Text } from '@react-email/components';
import type { MailTranslator } from '../i18n';
import { MailButton } from './MailButton';
import { MailLayout, paragraph } from './MailLayout';
import { MailQuote } from './MailQuote';

export interface DocumentDecisionParams {
  decision: 'approved' | 'rejected';
  name: string;
  /** "Trade licence", "RTA permit"… (core DOCUMENT_KIND_LABELS). */
  documentName: string;
  reason: string | null;
  /** The vendor's verification screen. */
  link: string;
}

export const documentDecisionSubject = (tr: MailTranslator, params: DocumentDecisionParams) =>
  tr.t(`documentDecision.${params.decision}Subject`, { documentName: params.documentName });

export function DocumentDecisionMail({
  tr,
  params,
}: {
  tr: MailTranslator;
  params: DocumentDecisionParams;
}) {
  const { t } = tr;
  const { decision, documentName } = params;
  return (
    <MailLayout tr={tr} preview={t(`documentDecision.${decision}Preview`, { documentName })}>
      <Text style={paragraph}>{t('documentDecision.greeting', { name: params.name })}</Text>
      <Text style={paragraph}>{t(`documentDecision.${decision}`, { documentName })}</Text>
      {decision === 'rejected' && (
        <>
          <MailQuote>{params.reason}</MailQuote>
          <Text style={paragraph}>{t('documentDecision.rejectedNext')}</Text>
        </>
      )}
      <MailButton href={params.link}>{t('documentDecision.button')}</MailButton>
    </MailLayout>
  );
}
