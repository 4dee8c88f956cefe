/** "Join <company> on <brand>": an owner's invitation to the company's team (services/team.ts). */
import { Text } from '@react-email/components';
import type { CompanyRole } from '@core/schemas/team';
import type { MailTranslator } from '../i18n';
import { MailButton } from './MailButton';
import { MailLayout, paragraph, smallPrint } from './MailLayout';
import { MailLinkFallback } from './MailLinkFallback';

export interface TeamInvitationParams {
  inviterName: string;
  companyName: string;
  role: CompanyRole;
  /** The console's accept screen with the token in the fragment. */
  link: string;
  days: number;
}

export const teamInvitationSubject = (tr: MailTranslator, params: TeamInvitationParams) =>
  tr.t('teamInvitation.subject', { companyName: params.companyName });

export function TeamInvitationMail({
  tr,
  params,
}: {
  tr: MailTranslator;
  params: TeamInvitationParams;
}) {
  const { t } = tr;
  const values = { inviterName: params.inviterName, companyName: params.companyName };
  return (
    <MailLayout
      tr={tr}
      preview={t('teamInvitation.preview', values)}
      // The invitee has no account yet: the default footer's "an action on your account" is wrong.
      why={t('teamInvitation.why', values)}
    >
      <Text style={paragraph}>{t('teamInvitation.greeting')}</Text>
      <Text style={paragraph}>{t('teamInvitation.intro', values)}</Text>
      <Text style={paragraph}>{t(`teamInvitation.role.${params.role}`)}</Text>
      <MailButton href={params.link} margin="24px 0">
        {t('teamInvitation.button')}
      </MailButton>
      <Text style={paragraph}>{t('teamInvitation.validity', { days: params.days })}</Text>
      <MailLinkFallback href={params.link}>{t('common.linkFallback')}</MailLinkFallback>
      <Text style={smallPrint}>{t('teamInvitation.notYou')}</Text>
    </MailLayout>
  );
}
