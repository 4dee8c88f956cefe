/** "Listing approved" / "listing rejected, with the reason": an admin's decision on a listing. */
import { Text } from '@react-email/components';
import type { MailTranslator } from '../i18n';
import { MailButton } from './MailButton';
import { MailLayout, paragraph } from './MailLayout';
import { MailQuote } from './MailQuote';

export interface ListingDecisionParams {
  decision: 'approved' | 'rejected';
  name: string;
  carTitle: string;
  /** The admin's words, for a rejection. */
  reason: string | null;
  /** The listing in the vendor's console. */
  link: string;
}

export const listingDecisionSubject = (tr: MailTranslator, params: ListingDecisionParams) =>
  tr.t(`listingDecision.${params.decision}Subject`, { carTitle: params.carTitle });

export function ListingDecisionMail({
  tr,
  params,
}: {
  tr: MailTranslator;
  params: ListingDecisionParams;
}) {
  const { t } = tr;
  const approved = params.decision === 'approved';
  return (
    <MailLayout
      tr={tr}
      preview={t(`listingDecision.${params.decision}Preview`, { carTitle: params.carTitle })}
    >
      <Text style={paragraph}>{t('listingDecision.greeting', { name: params.name })}</Text>
      <Text style={paragraph}>
        {t(approved ? 'listingDecision.approved' : 'listingDecision.rejected', {
          carTitle: params.carTitle,
        })}
      </Text>
      {!approved && (
        <>
          <MailQuote>{params.reason}</MailQuote>
          <Text style={paragraph}>{t('listingDecision.rejectedNext')}</Text>
        </>
      )}
      <MailButton href={params.link}>{t('listingDecision.button')}</MailButton>
    </MailLayout>
  );
}
