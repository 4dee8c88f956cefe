/**
 * Dates in the vendor's language (issue #21): English as the console always wrote them
 * (components/format.ts); Arabic with Arabic month names and Latin digits,
 * as UAE sites and the Arabic site write them (`1 ديسمبر 2026`). Gulf time throughout.
 */
import { uaeInstant } from '@core/rules/uaeTime';
import { formatDate, formatDateTime, formatShortDateTime } from '../components/format';
import { useVendorI18n } from './VendorI18n';

export interface VendorDates {
  /** An instant, or a UAE day (YYYY-MM-DD), as a day. */
  date: (iso: string) => string;
  dateTime: (iso: string) => string;
  shortDateTime: (iso: string) => string;
  /** A UAE day (YYYY-MM-DD) of a trip or a block. */
  tripDate: (day: string) => string;
}

const ENGLISH: VendorDates = {
  date: formatDate,
  dateTime: formatDateTime,
  shortDateTime: formatShortDateTime,
  // `1 Dec 2026`, as core's formatTripDate writes it.
  tripDate: formatDate,
};

let arabic: VendorDates | undefined;
/** Made on first use: the Intl objects cost nothing to an English vendor. */
function arabicDates(): VendorDates {
  if (arabic) return arabic;
  const locale = 'ar-AE-u-nu-latn';
  const zone = { timeZone: 'Asia/Dubai' } as const;
  // Named parts: Arabic's dateStyle writes dates as 01/12/2026.
  const long = { day: 'numeric', month: 'long', year: 'numeric' } as const;
  const day = new Intl.DateTimeFormat(locale, { ...long, ...zone });
  const dayAndTime = new Intl.DateTimeFormat(locale, {
    ...long,
    hour: '2-digit',
    minute: '2-digit',
    ...zone,
  });
  const short = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    ...zone,
  });
  const asInstant = (iso: string) =>
    /^\d{4}-\d{2}-\d{2}$/.test(iso) ? uaeInstant(`${iso}T12:00:00`) : new Date(iso);
  arabic = {
    date: (iso) => day.format(asInstant(iso)),
    dateTime: (iso) => dayAndTime.format(new Date(iso)),
    shortDateTime: (iso) => short.format(new Date(iso)),
    tripDate: (date) => day.format(asInstant(date)),
  };
  return arabic;
}

export function useVendorDates(): VendorDates {
  return useVendorI18n().language === 'ar' ? arabicDates() : ENGLISH;
}
