/**
 * The frame every e-mail shares: the product's navy header with its name, a white card, a quiet
 * footer. Inline styles only (mail clients drop <style> blocks and ignore classes), system fonts,
 * a single 560 px column that shrinks on phones. No images and no tracking pixel.
 */
import type { ReactNode } from 'react';
import {
  Body,
  Container,
  Head,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { MailTranslator } from '../i18n';

import { MAIL_COLORS } from './mailColors';

export { MAIL_COLORS };

const font =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans Arabic', sans-serif";

export function MailLayout({
  tr,
  preview,
  unsubscribeUrl,
  why,
  children,
}: {
  tr: MailTranslator;
  preview: string;
  /** An optional mail's one-click unsubscribe link (mail/unsubscribe.ts); none on transactional ones. */
  unsubscribeUrl?: string | undefined;
  /** Why this address receives the mail, when it is not an account's (an invitation). */
  why?: string | undefined;
  children: ReactNode;
}) {
  return (
    <Html lang={tr.language} dir={tr.dir}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: '#f3f4f6', margin: 0, padding: '24px 0', fontFamily: font }}>
        <Container style={{ maxWidth: 560, width: '100%', margin: '0 auto' }}>
          <Section
            style={{
              backgroundColor: MAIL_COLORS.brand,
              borderRadius: '8px 8px 0 0',
              padding: '18px 28px',
            }}
          >
            <Text style={{ color: '#ffffff', fontSize: 18, fontWeight: 700, margin: 0 }}>
              {tr.t('brand')}
            </Text>
          </Section>
          <Section
            style={{
              backgroundColor: '#ffffff',
              borderRadius: '0 0 8px 8px',
              padding: '8px 28px 24px',
              color: MAIL_COLORS.ink,
            }}
          >
            {children}
          </Section>
          <Hr style={{ borderColor: MAIL_COLORS.line, margin: '20px 0 8px' }} />
          <Text
            style={{ color: MAIL_COLORS.muted, fontSize: 12, lineHeight: '18px', margin: '0 28px' }}
          >
            {unsubscribeUrl ? tr.t('footer.optional') : (why ?? tr.t('footer.why'))}
            <br />
            {unsubscribeUrl && (
              <>
                <Link href={unsubscribeUrl} style={{ color: MAIL_COLORS.muted }}>
                  {tr.t('footer.unsubscribe')}
                </Link>
                <br />
              </>
            )}
            {tr.t('footer.address')}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export const paragraph = { fontSize: 15, lineHeight: '24px', margin: '16px 0' } as const;
export const smallPrint = { fontSize: 13, lineHeight: '20px', color: MAIL_COLORS.muted } as const;
