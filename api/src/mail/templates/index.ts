/**
 * Every message the product sends, by name: its subject and its React Email component. The
 * outbox stores the name and the parameters; the worker renders them when it sends (so the
 * request that causes a mail spends no time rendering it). Add a message: a file here beside
 * its peers, its texts in locales/en/mail.json, a row below, a test in render.test.ts.
 */
import { createElement, type ReactElement } from 'react';
import { render, toPlainText } from '@react-email/components';
import { mailTranslator, type MailTranslator } from '../i18n';
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

interface TemplateOf<P> {
  subject: (tr: MailTranslator, params: P) => string;
  body: (tr: MailTranslator, params: P) => ReactElement;
}

/** Each message's parameters, as the outbox stores them (JSON). */
export interface MailParamsByTemplate {
  passwordReset: PasswordResetParams;
  newLead: NewLeadParams;
  listingDecision: ListingDecisionParams;
  emailVerification: EmailVerificationParams;
  emailChange: EmailChangeParams;
  emailChangeNotice: EmailChangeNoticeParams;
}

export type MailTemplateName = keyof MailParamsByTemplate;
export type MailParams<N extends MailTemplateName> = MailParamsByTemplate[N];

export const MAIL_TEMPLATES: { [N in MailTemplateName]: TemplateOf<MailParamsByTemplate[N]> } = {
  passwordReset: {
    subject: passwordResetSubject,
    body: (tr, params) => createElement(PasswordResetMail, { tr, params }),
  },
  newLead: {
    subject: newLeadSubject,
    body: (tr, params) => createElement(NewLeadMail, { tr, params }),
  },
  listingDecision: {
    subject: listingDecisionSubject,
    body: (tr, params) => createElement(ListingDecisionMail, { tr, params }),
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
};

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
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
  return { subject: template.subject(tr, params), html, text };
}
