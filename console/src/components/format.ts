import { PAYMENT_METHOD_KIND_LABELS } from '@core/enums';
import type { PaymentMethod } from '@core/schemas/paymentMethod';
import { uaeInstant } from '@core/rules/uaeTime';

/** How the console writes dates (Gulf time); money is core's `formatAed`, as on the site. */
const dateTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Dubai',
});
const shortDateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Dubai',
});
const date = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Asia/Dubai' });

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
/** "10 Nov, 09:47": for narrow columns of recent items. */
export const formatShortDateTime = (iso: string) => shortDateTime.format(new Date(iso));
/** A date (YYYY-MM-DD, a UAE day) or an instant, as a day. */
export const formatDate = (iso: string) =>
  date.format(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? uaeInstant(`${iso}T12:00:00`) : new Date(iso));

/**
 * "VISA •••• 4242 (08/2029)", or the kind for bank transfer and invoice; `kindLabel` names the
 * kinds in the vendor's language (a card's line is Latin and digits in every language).
 */
export const paymentMethodLabel = (
  method: PaymentMethod,
  kindLabel: (kind: PaymentMethod['kind']) => string = (kind) => PAYMENT_METHOD_KIND_LABELS[kind],
) =>
  method.kind === 'card'
    ? `${(method.brand ?? kindLabel('card')).toUpperCase()} •••• ${method.last4} (${String(method.expMonth).padStart(2, '0')}/${method.expYear})`
    : kindLabel(method.kind);
