/**
 * The console's primary colour (console/src/main.tsx) and the site's ink. Apart from MailLayout
 * so that the unsubscribe page uses them without loading React Email.
 */
export const MAIL_COLORS = { brand: '#0b3d91', ink: '#1f2937', muted: '#6b7280', line: '#e5e7eb' };
