import { Section, Text } from '@react-email/components';
import { MAIL_COLORS } from './MailLayout';

const label = { color: MAIL_COLORS.muted, fontSize: 13, margin: '10px 0 0' } as const;
const value = { fontSize: 15, margin: '2px 0 0', fontWeight: 600 } as const;

/** A boxed list of labelled values (a lead's details, a company's contacts, queue sizes). */
export function MailFacts({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <Section
      style={{
        border: `1px solid ${MAIL_COLORS.line}`,
        borderRadius: 8,
        padding: '4px 16px 14px',
        margin: '8px 0',
      }}
    >
      {rows.map(([name, text]) => (
        <Text key={name} style={{ margin: 0 }}>
          <span style={label}>{name}</span>
          <br />
          <span style={value}>{text}</span>
        </Text>
      ))}
    </Section>
  );
}
