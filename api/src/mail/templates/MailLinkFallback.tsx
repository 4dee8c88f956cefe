import type { ReactNode } from 'react';
import { Link, Text } from '@react-email/components';
import { MAIL_COLORS, smallPrint } from './MailLayout';

/** Under a mail's button: its address written out, for mail apps that show no buttons. */
export function MailLinkFallback({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Text style={smallPrint}>
      {children}
      <br />
      <Link href={href} style={{ color: MAIL_COLORS.brand, wordBreak: 'break-all' }}>
        {href}
      </Link>
    </Text>
  );
}
