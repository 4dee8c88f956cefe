import { emailBodyAr, emailSubjectAr, whatsappMessageAr } from './arabicTexts';
import { emailBodyText } from './emailBody';
import { dialable } from './dialLinks';
import { daysText, formatTripDate, hasTripTimes } from '../rules/tripDays';
import { TRIP } from '../constants';
import { formatAedExact } from '../rules/tripPrice';

/**
 * Contact-link builders (spec section 7, "Outbound contact actions"): a WhatsApp chat with a
 * prefilled text, a mailto with subject and body, and a tel link. Pure; the site opens them and
 * lead e-mails reuse the texts.
 * (docs/product.md#hand-off-to-the-company)
 *
 * The tel and plain WhatsApp links are `dialLinks.ts`, the fixed texts `contactTexts.ts` (both
 * re-exported here): the site's layout needs them, and importing them from here would put the
 * hand-off's texts, in both languages, into every page's entry.
 */

export { telLink, whatsappTextLink } from './dialLinks';
export { CONTACT_FORM_TEXT, CONTACT_NOTICES, MISSING_CAR_OR_METHOD_LOG } from './contactTexts';

/**
 * The trip a renter asks about, when dates were chosen: `YYYY-MM-DD` dates, their times (`HH:mm`,
 * 10:00 when left out), rental days and the quoted total (AED, VAT included). Without one, every
 * text is exactly the spec's.
 */
export interface ContactTrip {
  from: string;
  to: string;
  fromTime?: string;
  toTime?: string;
  days: number;
  total: number;
}

/**
 * `1 Dec 2026 to 4 Dec 2026 (3 days)`; with a time other than 10:00 both times, so the company
 * reads the whole trip: `1 Dec 2026 at 09:00 to 4 Dec 2026 at 10:00 (3 days)`.
 */
function tripSpan(trip: ContactTrip): string {
  const at = (time: string | undefined) =>
    hasTripTimes(trip) ? ` at ${time ?? TRIP.defaultTime}` : '';
  return `${formatTripDate(trip.from)}${at(trip.fromTime)} to ${formatTripDate(trip.to)}${at(trip.toTime)} (${daysText(trip.days)})`;
}

/**
 * The prefilled WhatsApp text: greeting, car title, visitor's name, availability and best rates;
 * with a trip, its dates and the quoted total instead of a question about rates.
 */
export function whatsappMessage(input: {
  carTitle: string;
  name: string;
  trip?: ContactTrip | null;
}): string {
  const { trip } = input;
  if (!trip) {
    return `Hello! I'm interested in renting the ${input.carTitle}. My name is ${input.name}. Could you please share availability and your best rates?`;
  }
  return `Hello! I'm interested in renting the ${input.carTitle} from ${tripSpan(trip)}. My name is ${input.name}. The quoted total is ${formatAedExact(trip.total)} including VAT. Could you please confirm it is available for these dates?`;
}

/** The e-mail subject (spec: exactly 'Inquiry about {car title}'; with a trip, its dates added). */
export function emailSubject(carTitle: string, trip?: ContactTrip | null): string {
  if (!trip) return `Inquiry about ${carTitle}`;
  return `Inquiry about ${carTitle}, ${formatTripDate(trip.from)} to ${formatTripDate(trip.to)}`;
}

/**
 * The e-mail body: car title, name, e-mail, phone and a request for availability and rates; with
 * a trip, its dates and the quoted total.
 */
export function emailBody(input: {
  carTitle: string;
  name: string;
  visitorEmail: string;
  phone: string;
  trip?: ContactTrip | null;
}): string {
  const { trip } = input;
  const tripLines = trip
    ? [`Dates: ${tripSpan(trip)}`, `Quoted total: ${formatAedExact(trip.total)} including VAT`, '']
    : [];
  return emailBodyText({
    greeting: 'Hello,',
    interest: `I'm interested in renting the ${input.carTitle}.`,
    tripLines,
    details: [`Name: ${input.name}`, `Email: ${input.visitorEmail}`, `Phone: ${input.phone}`],
    question: trip
      ? 'Could you please confirm it is available for these dates?'
      : 'Could you please let me know its availability and your rates?',
    thanks: 'Thank you.',
  });
}

/** The language of the hand-off's texts: the page's; English unless it is Arabic. */
type TextLanguage = { language?: string };

/** `https://wa.me/971501234567?text=…` (wa.me takes the number in digits only). */
export function whatsappLink(
  input: {
    phone: string;
    carTitle: string;
    name: string;
    trip?: ContactTrip | null;
  } & TextLanguage,
): string {
  const digits = dialable(input.phone).replace(/[^0-9]/g, '');
  const text = input.language === 'ar' ? whatsappMessageAr(input) : whatsappMessage(input);
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

/**
 * `mailto:{email}?subject=…&body=…`, encoded with encodeURIComponent (spaces are %20, never +),
 * and line breaks as CRLF (%0D%0A) as RFC 6068 asks.
 */
export function mailtoLink(
  input: {
    email: string;
    carTitle: string;
    name: string;
    visitorEmail: string;
    phone: string;
    trip?: ContactTrip | null;
  } & TextLanguage,
): string {
  const arabic = input.language === 'ar';
  const to = input.email
    .trim()
    .split('@')
    .map((part) => encodeURIComponent(part))
    .join('@');
  const subject = encodeURIComponent(
    (arabic ? emailSubjectAr : emailSubject)(input.carTitle, input.trip),
  );
  const text = (arabic ? emailBodyAr : emailBody)(input);
  const body = encodeURIComponent(text.replace(/\r?\n/g, '\r\n'));
  return `mailto:${to}?subject=${subject}&body=${body}`;
}
