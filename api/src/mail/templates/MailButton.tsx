import type { ReactNode } from 'react';
import { Button, Section } from '@react-email/components';
import { MAIL_COLORS } from './MailLayout';

/** The one call to action of a mail: a centred button in the brand colour (inline styles). */
export function MailButton({
  href,
  children,
  margin = '24px 0 8px',
}: {
  href: string;
  children: ReactNode;
  margin?: string;
}) {
  return (
    <Section style={{ textAlign: 'center', margin }}>
      <Button
        href={href}
        style={{
          backgroundColor: MAIL_COLORS.brand,
          color: '#ffffff',
          borderRadius: 8,
          padding: '12px 22px',
          fontSize: 15,
          fontWeight: 600,
          textDecoration: 'none',
        }}
      >
        {children}
      </Button>
    </Section>
  );
}
