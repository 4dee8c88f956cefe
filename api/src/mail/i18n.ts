/**
 * The texts of every e-mail, in `locales/{language}/mail.json` (the public site keeps its own
 * texts the same way: adding Arabic is adding `locales/ar/mail.json`). One i18next instance for
 * the server, loaded synchronously at first use; `t(language)` is a translator fixed to a
 * language, with the site's name available as `{{brand}}` in every text.
 */
import fs from 'node:fs';
import path from 'node:path';
import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import { projectRoot } from '../projectRoot';

export const MAIL_LANGUAGES = ['en'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];
/** Right-to-left languages, for the `dir` of the mail (Arabic when it comes). */
const RTL = new Set<string>(['ar']);

const localesDir = path.join(projectRoot, 'api/src/mail/locales');

let instance: I18n | undefined;

function mailI18n(): I18n {
  if (instance) return instance;
  const resources: Record<string, { mail: Record<string, unknown> }> = {};
  for (const language of fs.readdirSync(localesDir)) {
    const file = path.join(localesDir, language, 'mail.json');
    resources[language] = { mail: JSON.parse(fs.readFileSync(file, 'utf8')) };
  }
  instance = i18next.createInstance();
  void instance.init({
    resources,
    lng: 'en',
    fallbackLng: 'en',
    ns: ['mail'],
    defaultNS: 'mail',
    initAsync: false,
    // React escapes what it renders; the plain text must not carry HTML entities.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

export interface MailTranslator {
  t: TFunction;
  language: string;
  dir: 'ltr' | 'rtl';
}

export function mailTranslator(language: string): MailTranslator {
  const i18n = mailI18n();
  const lng = i18n.hasResourceBundle(language, 'mail') ? language : 'en';
  const fixed = i18n.getFixedT(lng, 'mail');
  const brand = fixed('brand');
  const t = ((key: string, options?: Record<string, unknown>) =>
    fixed(key, { brand, ...options })) as unknown as TFunction;
  return { t, language: lng, dir: RTL.has(lng) ? 'rtl' : 'ltr' };
}
