import type { ReactNode } from 'react';
import { Text } from '@react-email/components';
import { MAIL_COLORS, paragraph } from './MailLayout';

/** Someone's own words in a mail (a reviewer's reason, an answer, a comment), set apart. */
export function MailQuote({ children }: { children: ReactNode }) {
  return (
    <Text
      style={{
        ...paragraph,
        borderLeft: `4px solid ${MAIL_COLORS.brand}`,
        background: '#f8fafc',
        padding: '10px 14px',
        whiteSpace: 'pre-wrap',
      }}
    >
      {children}
    </Text>
  );
}
