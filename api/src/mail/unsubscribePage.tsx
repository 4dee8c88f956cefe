/**
 * The page an unsubscribe link opens (routes/mailUnsubscribe.ts): a question with one button
 * (GET changes nothing: mail scanners follow links), then "done". Plain HTML, texts from the
 * mail locale file, escaped by React.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { mailTranslator } from './i18n';
import { MAIL_COLORS } from './templates/mailColors';
import type { UnsubscribeTarget } from './unsubscribe';

export type UnsubscribePageState =
  | { step: 'confirm'; target: UnsubscribeTarget; subject: string; action: string }
  | { step: 'done' }
  | { step: 'invalid' };

export function unsubscribePage(state: UnsubscribePageState, language = 'en'): string {
  const { t, language: lang, dir } = mailTranslator(language);
  const message =
    state.step === 'confirm'
      ? t(`unsubscribePage.${state.target.kind}`, { subject: state.subject })
      : t(`unsubscribePage.${state.step}`);
  const page = (
    <html lang={lang} dir={dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${t('unsubscribePage.title')} · ${t('brand')}`}</title>
      </head>
      <body
        style={{
          fontFamily: 'system-ui, sans-serif',
          color: MAIL_COLORS.ink,
          maxWidth: 520,
          margin: '48px auto',
          padding: '0 20px',
          lineHeight: 1.5,
        }}
      >
        <h1 style={{ color: MAIL_COLORS.brand, fontSize: 22 }}>{t('brand')}</h1>
        <p>{message}</p>
        {state.step === 'confirm' && (
          <form method="post" action={state.action}>
            <button
              type="submit"
              style={{
                background: MAIL_COLORS.brand,
                color: '#fff',
                border: 0,
                borderRadius: 8,
                padding: '12px 22px',
                fontSize: 15,
              }}
            >
              {t('unsubscribePage.button')}
            </button>
          </form>
        )}
      </body>
    </html>
  );
  return `<!DOCTYPE html>${renderToStaticMarkup(page)}`;
}
