/** "You're invited to write for <blog>": an admin's invitation of a writer or admin (services/blogPeople.ts). */
import { Text } from '@react-email/components';
import type { InvitationRole } from '@core/enums';
import type { MailTranslator } from '../i18n';
import { MailButton } from './MailButton';
import { MailLayout, paragraph, smallPrint } from './MailLayout';
import { MailLinkFallback } from './MailLinkFallback';

export interface WriterInvitationParams {
  inviterName: string;
  blogTitle: string;
  role: InvitationRole;
  /** The console's accept screen, the token at the end of the path. */
  link: string;
  days: number;
}

export const writerInvitationSubject = (tr: MailTranslator, params: WriterInvitationParams) =>
  tr.t('writerInvitation.subject', { blogTitle: params.blogTitle });

export function WriterInvitationMail({
  tr,
  params,
}: {
  tr: MailTranslator;
  params: WriterInvitationParams;
}) {
  const { t } = tr;
  const values = { inviterName: params.inviterName, blogTitle: params.blogTitle };
  return (
    <MailLayout
      tr={tr}
      preview={t('writerInvitation.preview', values)}
      why={t('writerInvitation.why', values)}
    >
      <Text style={paragraph}>{t('writerInvitation.greeting')}</Text>
      <Text style={paragraph}>{t('writerInvitation.intro', values)}</Text>
      <Text style={paragraph}>{t(`writerInvitation.role.${params.role}`)}</Text>
      <MailButton href={params.link} margin="24px 0">
        {t('writerInvitation.button')}
      </MailButton>
      <Text style={paragraph}>{t('writerInvitation.validity', { days: params.days })}</Text>
      <MailLinkFallback href={params.link}>{t('common.linkFallback')}</MailLinkFallback>
      <Text style={smallPrint}>{t('writerInvitation.notYou')}</Text>
    </MailLayout>
  );
}
