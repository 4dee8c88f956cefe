/**
 * The contact texts of the hand-off in Arabic (issue #21), for renters on the Arabic site: the
 * WhatsApp text and the e-mail's subject and body, the same content as the English ones
 * (links.ts), with the car's title as the company wrote it, and the trip's dates and quoted
 * total when the renter chose dates.
 */
import { siteLanguage } from '../i18n/languages';
import { moneyIn } from '../i18n/money';
import { arabicDays, hasTripTimes } from '../rules/tripDays';
import { TRIP } from '../constants';
import { emailBodyText } from './emailBody';
import type { ContactTrip } from './links';

/**
 * `1 ديسمبر 2026`: Arabic month names, Latin digits (as UAE sites write dates). Made on first use:
 * made on import, it kept this module in the site's entry (a side effect cannot be tree-shaken)
 * and cost every page an Intl object (ICU data) as it loaded.
 */
let arabicDateFormat: Intl.DateTimeFormat | undefined;
const arabicDate = (date: string) =>
  (arabicDateFormat ??= new Intl.DateTimeFormat('ar-AE-u-nu-latn', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })).format(new Date(`${date}T00:00:00Z`));

/**
 * `2,450.50 د.إ.`: the amount exactly as the Arabic car page shows it (core/i18n/money.ts, where
 * the one Arabic currency symbol is chosen), right-to-left marks included.
 */
const arabicAmount = (total: number) => moneyIn(siteLanguage('ar').intlLocale).exactPrice(total);

/**
 * `من 1 ديسمبر 2026 إلى 4 ديسمبر 2026 (3 أيام)`; with a time other than 10:00 both times:
 * `من 1 ديسمبر 2026 الساعة 09:00 إلى 4 ديسمبر 2026 الساعة 10:00 (3 أيام)`.
 */
const tripSpan = (trip: ContactTrip) => {
  const at = (time: string | undefined) =>
    hasTripTimes(trip) ? ` الساعة ${time ?? TRIP.defaultTime}` : '';
  return `من ${arabicDate(trip.from)}${at(trip.fromTime)} إلى ${arabicDate(trip.to)}${at(trip.toTime)} (${arabicDays(trip.days)})`;
};

/** The prefilled WhatsApp text: greeting, car title, visitor's name, availability and best rates. */
export function whatsappMessageAr(input: {
  carTitle: string;
  name: string;
  trip?: ContactTrip | null;
}): string {
  const { trip } = input;
  if (!trip) {
    return `مرحباً! أرغب في استئجار سيارة ${input.carTitle}. اسمي ${input.name}. هل يمكنكم إفادتي بمدى توفرها وأفضل أسعاركم؟`;
  }
  return `مرحباً! أرغب في استئجار سيارة ${input.carTitle} ${tripSpan(trip)}. اسمي ${input.name}. الإجمالي المعروض ${arabicAmount(trip.total)} شاملاً ضريبة القيمة المضافة. هل يمكنكم تأكيد توفرها في هذه التواريخ؟`;
}

/** The e-mail subject: 'استفسار عن {car title}'. */
export function emailSubjectAr(carTitle: string, trip?: ContactTrip | null): string {
  if (!trip) return `استفسار عن ${carTitle}`;
  return `استفسار عن ${carTitle}، ${arabicDate(trip.from)} إلى ${arabicDate(trip.to)}`;
}

/** The e-mail body: car title, name, e-mail, phone and a request for availability and rates. */
export function emailBodyAr(input: {
  carTitle: string;
  name: string;
  visitorEmail: string;
  phone: string;
  trip?: ContactTrip | null;
}): string {
  const { trip } = input;
  const tripLines = trip
    ? [
        `التواريخ: ${tripSpan(trip)}`,
        `الإجمالي المعروض: ${arabicAmount(trip.total)} شاملاً ضريبة القيمة المضافة`,
        '',
      ]
    : [];
  return emailBodyText({
    greeting: 'مرحباً،',
    interest: `أرغب في استئجار سيارة ${input.carTitle}.`,
    tripLines,
    details: [
      `الاسم: ${input.name}`,
      `البريد الإلكتروني: ${input.visitorEmail}`,
      `الهاتف: ${input.phone}`,
    ],
    question: trip
      ? 'هل يمكنكم تأكيد توفرها في هذه التواريخ؟'
      : 'هل يمكنكم إفادتي بمدى توفرها وأسعاركم؟',
    thanks: 'شكراً لكم.',
  });
}
