/** A writer's post is published, or sent back to a draft with the editor's comment. */
import { Text } from '@react-email/components';
import type { MailTranslator } from '../i18n';
import { MailButton } from './MailButton';
import { MailLayout, paragraph } from './MailLayout';
import { MailQuote } from './MailQuote';

export interface PostDecisionParams {
  decision: 'published' | 'sentBack';
  name: string;
  postTitle: string;
  comment: string | null;
  link: string;
}

export const postDecisionSubject = (tr: MailTranslator, params: PostDecisionParams) =>
  tr.t(`postDecision.${params.decision}Subject`, { postTitle: params.postTitle });

export function PostDecisionMail({
  tr,
  params,
}: {
  tr: MailTranslator;
  params: PostDecisionParams;
}) {
  const { t } = tr;
  const text = t(`postDecision.${params.decision}`, { postTitle: params.postTitle });
  return (
    <MailLayout tr={tr} preview={text}>
      <Text style={paragraph}>{t('postDecision.greeting', { name: params.name })}</Text>
      <Text style={paragraph}>{text}</Text>
      {params.decision === 'sentBack' && (
        <>
          {params.comment && <MailQuote>{params.comment}</MailQuote>}
          <Text style={paragraph}>{t('postDecision.sentBackNext')}</Text>
        </>
      )}
      <MailButton href={params.link}>{t('postDecision.button')}</MailButton>
    </MailLayout>
  );
}
