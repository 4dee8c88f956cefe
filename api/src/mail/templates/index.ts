/**
 * Every message the product sends, by name: its subject and its React Email component. The
 * outbox stores the name and the parameters; the worker renders them when it sends (so the
 * request that causes a mail spends no time rendering it). Add a message: a file here beside
 * its peers, its texts in locales/en/mail.json, a row below, a test in render.test.ts.
 */
import { createElement, type ReactElement } from 'react';
import { render, toPlainText } from '@react-email/components';
import { mailTranslator, type MailTranslator } from '../i18n';
import { AdminSummaryMail, adminSummarySubject, type AdminSummaryParams } from './AdminSummaryMail';
import {
  CompanyStandingMail,
  companyStandingSubject,
  type CompanyStandingParams,
} from './CompanyStandingMail';
import {
  DocumentDecisionMail,
  documentDecisionSubject,
  type DocumentDecisionParams,
} from './DocumentDecisionMail';
import {
  DocumentExpiryMail,
  documentExpirySubject,
  type DocumentExpiryParams,
} from './DocumentExpiryMail';
import { LeadDigestMail, leadDigestSubject, type LeadDigestParams } from './LeadDigestMail';
import {
  ListingChangesMail,
  listingChangesSubject,
  type ListingChangesParams,
} from './ListingChangesMail';
import {
  ListingDecisionMail,
  listingDecisionSubject,
  type ListingDecisionParams,
} from './ListingDecisionMail';
import { EmailChangeMail, emailChangeSubject, type EmailChangeParams } from './EmailChangeMail';
import {
  EmailChangeNoticeMail,
  emailChangeNoticeSubject,
  type EmailChangeNoticeParams,
} from './EmailChangeNoticeMail';
import {
  EmailVerificationMail,
  emailVerificationSubject,
  type EmailVerificationParams,
} from './EmailVerificationMail';
import { NewLeadMail, newLeadSubject, type NewLeadParams } from './NewLeadMail';
import {
  PasswordResetMail,
  passwordResetSubject,
  type PasswordResetParams,
} from './PasswordResetMail';
import {
  PasswordChangedMail,
  passwordChangedSubject,
  type PasswordChangedParams,
} from './PasswordChangedMail';
import { PostDecisionMail, postDecisionSubject, type PostDecisionParams } from './PostDecisionMail';
import { RenterCopyMail, renterCopySubject, type RenterCopyParams } from './RenterCopyMail';
import { SubscriptionMail, subscriptionSubject, type SubscriptionParams } from './SubscriptionMail';
import {
  TeamInvitationMail,
  teamInvitationSubject,
  type TeamInvitationParams,
} from './TeamInvitationMail';
import {
  TicketAnsweredMail,
  ticketAnsweredSubject,
  type TicketAnsweredParams,
} from './TicketAnsweredMail';
import {
  WriterInvitationMail,
  writerInvitationSubject,
  type WriterInvitationParams,
} from './WriterInvitationMail';

interface TemplateOf<P> {
  subject: (tr: MailTranslator, params: P) => string;
  body: (tr: MailTranslator, params: P) => ReactElement;
  /**
   * An optional mail (the recipient chose it and may stop it): its params carry
   * `unsubscribeUrl`, which the worker also sends as `List-Unsubscribe` with one-click POST.
   * Transactional mails (everything else) carry no unsubscribe.
   */
  optional?: true;
}

/** Each message's parameters, as the outbox stores them (JSON). */
export interface MailParamsByTemplate {
  passwordReset: PasswordResetParams;
  passwordChanged: PasswordChangedParams;
  newLead: NewLeadParams;
  listingDecision: ListingDecisionParams;
  listingChanges: ListingChangesParams;
  documentDecision: DocumentDecisionParams;
  documentExpiry: DocumentExpiryParams;
  companyStanding: CompanyStandingParams;
  subscription: SubscriptionParams;
  ticketAnswered: TicketAnsweredParams;
  postDecision: PostDecisionParams;
  renterCopy: RenterCopyParams;
  leadDigest: LeadDigestParams;
  adminSummary: AdminSummaryParams;
  emailVerification: EmailVerificationParams;
  emailChange: EmailChangeParams;
  emailChangeNotice: EmailChangeNoticeParams;
  teamInvitation: TeamInvitationParams;
  writerInvitation: WriterInvitationParams;
}

export type MailTemplateName = keyof MailParamsByTemplate;
export type MailParams<N extends MailTemplateName> = MailParamsByTemplate[N];

export const MAIL_TEMPLATES: { [N in MailTemplateName]: TemplateOf<MailParamsByTemplate[N]> } = {
  passwordReset: {
    subject: passwordResetSubject,
    body: (tr, params) => createElement(PasswordResetMail, { tr, params }),
  },
  passwordChanged: {
    subject: passwordChangedSubject,
    body: (tr, params) => createElement(PasswordChangedMail, { tr, params }),
  },
  newLead: {
    subject: newLeadSubject,
    body: (tr, params) => createElement(NewLeadMail, { tr, params }),
  },
  listingDecision: {
    subject: listingDecisionSubject,
    body: (tr, params) => createElement(ListingDecisionMail, { tr, params }),
  },
  listingChanges: {
    subject: listingChangesSubject,
    body: (tr, params) => createElement(ListingChangesMail, { tr, params }),
  },
  documentDecision: {
    subject: documentDecisionSubject,
    body: (tr, params) => createElement(DocumentDecisionMail, { tr, params }),
  },
  documentExpiry: {
    subject: documentExpirySubject,
    body: (tr, params) => createElement(DocumentExpiryMail, { tr, params }),
  },
  companyStanding: {
    subject: companyStandingSubject,
    body: (tr, params) => createElement(CompanyStandingMail, { tr, params }),
  },
  subscription: {
    subject: subscriptionSubject,
    body: (tr, params) => createElement(SubscriptionMail, { tr, params }),
  },
  ticketAnswered: {
    subject: ticketAnsweredSubject,
    body: (tr, params) => createElement(TicketAnsweredMail, { tr, params }),
  },
  postDecision: {
    subject: postDecisionSubject,
    body: (tr, params) => createElement(PostDecisionMail, { tr, params }),
  },
  renterCopy: {
    subject: renterCopySubject,
    body: (tr, params) => createElement(RenterCopyMail, { tr, params }),
  },
  leadDigest: {
    subject: leadDigestSubject,
    body: (tr, params) => createElement(LeadDigestMail, { tr, params }),
    optional: true,
  },
  adminSummary: {
    subject: adminSummarySubject,
    body: (tr, params) => createElement(AdminSummaryMail, { tr, params }),
    optional: true,
  },
  emailVerification: {
    subject: emailVerificationSubject,
    body: (tr, params) => createElement(EmailVerificationMail, { tr, params }),
  },
  emailChange: {
    subject: emailChangeSubject,
    body: (tr, params) => createElement(EmailChangeMail, { tr, params }),
  },
  emailChangeNotice: {
    subject: emailChangeNoticeSubject,
    body: (tr, params) => createElement(EmailChangeNoticeMail, { tr, params }),
  },
  teamInvitation: {
    subject: teamInvitationSubject,
    body: (tr, params) => createElement(TeamInvitationMail, { tr, params }),
  },
  writerInvitation: {
    subject: writerInvitationSubject,
    body: (tr, params) => createElement(WriterInvitationMail, { tr, params }),
  },
};

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  /** An optional mail's one-click unsubscribe link, for the List-Unsubscribe header. */
  unsubscribeUrl: string | null;
}

export function isMailTemplate(name: string): name is MailTemplateName {
  return Object.hasOwn(MAIL_TEMPLATES, name);
}

/** The HTML and plain-text versions of a message, in its language. */
export async function renderMail(
  name: MailTemplateName,
  params: unknown,
  language = 'en',
): Promise<RenderedMail> {
  const tr = mailTranslator(language);
  const template = MAIL_TEMPLATES[name] as TemplateOf<unknown>;
  const html = await render(template.body(tr, params));
  const text = toPlainText(html);
  const unsubscribeUrl = template.optional
    ? (params as { unsubscribeUrl?: unknown }).unsubscribeUrl
    : null;
  if (template.optional && typeof unsubscribeUrl !== 'string') {
    throw new Error(`${name} is optional: its params need an unsubscribeUrl`);
  }
  return {
    subject: template.subject(tr, params),
    html,
    text,
    unsubscribeUrl: (unsubscribeUrl as string | null) ?? null,
  };
}
