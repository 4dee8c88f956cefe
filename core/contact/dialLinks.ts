import { normalisePhone } from './phone';

/**
 * The contact links the site's layout uses (the support line, the support chat, sharing): small
 * and apart from the hand-off's texts (links.ts, which re-exports them).
 */

/**
 * Digits of an international number, `+` kept: a UAE number written locally (050 …) becomes
 * +971 …; anything normalisePhone cannot read is reduced to its `+` and digits as typed.
 */
export function dialable(phone: string): string {
  const normalised = normalisePhone(phone);
  if (normalised) return normalised;
  const trimmed = phone.trim();
  return (trimmed.startsWith('+') ? '+' : '') + trimmed.replace(/[^0-9]/g, '');
}

/**
 * A WhatsApp text to a number (`https://wa.me/971…?text=…`), or without one WhatsApp's own
 * chooser of whom to send it to (sharing a page).
 */
export function whatsappTextLink(text: string, phone?: string): string {
  const digits = phone ? dialable(phone).replace(/[^0-9]/g, '') : '';
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

/** `tel:+971501234567`: only `+` and digits. */
export function telLink(phone: string): string {
  return `tel:${dialable(phone)}`;
}
