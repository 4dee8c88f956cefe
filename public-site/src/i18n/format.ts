import { catalogueLabels, type CatalogueLabels } from '@core/catalogue/labels';
import {
  BRANDS,
  CAR_TYPES,
  EMIRATES,
  SERVICES,
  TRANSMISSIONS,
  type Brand,
  type CarType,
  type Emirate,
  type Service,
  type Transmission,
} from '@core/enums';
import { DEFAULT_LANGUAGE, siteLanguage } from '@core/i18n/languages';
import { ARABIC_LATIN_DIGITS, groupedDigits, moneyIn } from '@core/i18n/money';
import { formatAed, formatWholeNumber } from '@core/rules/pricing';
import { arabicDays, daysText, formatTripDate } from '@core/rules/tripDays';
import { formatAedExact } from '@core/rules/tripPrice';
import { useTranslation } from './react';

export interface Formats {
  /** A price in dirhams: `AED 1,250` in English, `1,250 د.إ.` in Arabic (one symbol everywhere). */
  price(amount: number): string;
  /** A whole number with Latin digits, as UAE sites show them in both languages. */
  number(value: number): string;
  /** A day, e.g. "21 November 2026", "21 نوفمبر 2026", in the UAE's time zone. */
  date(value: Date | string): string;
  /** A trip's amount to the fils: `AED 1,575.50`, `1,575.50 د.إ.` (to the fils only when there are fils) */
  exactPrice(amount: number): string;
  /** A trip's length: `3 days`, `3 أيام`. */
  days(count: number): string;
  /** A trip's `YYYY-MM-DD` day: `1 Dec 2026`, `1 ديسمبر 2026`. */
  tripDate(date: string): string;
}

const formats = new Map<string, Formats>();

/**
 * Numbers, prices and dates in a language. English keeps its hand-written format (no Intl: a
 * page's first Intl object costs a phone 20–100 ms while it hydrates, see formatWholeNumber);
 * other languages use Intl with their locale (`ar-AE` with Latin digits).
 */
export function formatsOf(language: string): Formats {
  let found = formats.get(language);
  if (found) return found;
  const locale = siteLanguage(language).intlLocale;
  let dateFormat: Intl.DateTimeFormat | undefined;
  const date = (value: Date | string) =>
    // English as the site always wrote it ("20 November 2026"), en-GB's order.
    (dateFormat ??= new Intl.DateTimeFormat(language === DEFAULT_LANGUAGE ? 'en-GB' : locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Dubai',
    })).format(new Date(value));
  if (language === DEFAULT_LANGUAGE) {
    found = {
      price: formatAed,
      number: formatWholeNumber,
      date,
      exactPrice: formatAedExact,
      days: daysText,
      tripDate: formatTripDate,
    };
  } else {
    let numberFormat: Intl.NumberFormat | undefined;
    let tripDateFormat: Intl.DateTimeFormat | undefined;
    // Prices from core, the same strings the contact texts write (core/i18n/money.ts).
    const money = moneyIn(locale);
    found = {
      price: money.price,
      // Latin digits grouped by three, by hand where core can (no ICU number data to load while
      // the page hydrates, core/i18n/money.ts); Intl for the rest.
      number: (value) =>
        (locale === ARABIC_LATIN_DIGITS ? groupedDigits(value, 0) : null) ??
        (numberFormat ??= new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })).format(
          value,
        ),
      date,
      exactPrice: money.exactPrice,
      // Arabic counts nouns (يوم واحد، يومان، 3 أيام، 11 يوماً); a third language adds its own.
      days: language === 'ar' ? arabicDays : daysText,
      tripDate: (day) =>
        (tripDateFormat ??= new Intl.DateTimeFormat(locale, {
          day: 'numeric',
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        })).format(new Date(`${day}T00:00:00Z`)),
    };
  }
  formats.set(language, found);
  return found;
}

/**
 * A deposit as the API writes it (core depositText: 'AED 1,500' or 'No deposit') in the page's
 * language; any other wording (a company's own) is shown as written.
 */
export function useDepositText(): (text: string) => string {
  const { t, i18n } = useTranslation();
  const { price } = formatsOf(i18n.language);
  return (text) => {
    if (i18n.language === DEFAULT_LANGUAGE) return text;
    if (text === 'No deposit') return t('noDeposit');
    const amount = /^AED ([\d,]+)$/.exec(text)?.[1];
    return amount ? price(Number(amount.replace(/,/g, ''))) : text;
  };
}

/** The page's formats (see formatsOf). */
export function useFormats(): Formats {
  const { i18n } = useTranslation();
  return formatsOf(i18n.language);
}

/** The catalogue's labels (emirates, car types, menus…) in the page's language. */
export function useCatalogue(): CatalogueLabels {
  const { i18n } = useTranslation();
  return catalogueLabels(i18n.language);
}

export interface LabelRecords {
  emirates: Record<Emirate, string>;
  carTypes: Record<CarType, string>;
  brands: Record<Brand, string>;
  services: Record<Service, string>;
  transmissions: Record<Transmission, string>;
}

const records = new Map<string, LabelRecords>();

/** The catalogue's labels as records (like core's `*_LABELS`), in a language. */
export function labelRecords(language: string): LabelRecords {
  let found = records.get(language);
  if (!found) {
    const labels = catalogueLabels(language);
    const record = <T extends string>(values: readonly T[], label: (value: T) => string) =>
      Object.fromEntries(values.map((value) => [value, label(value)])) as Record<T, string>;
    found = {
      emirates: record(EMIRATES, labels.emirate),
      carTypes: record(CAR_TYPES, labels.carType),
      brands: record(BRANDS, labels.brand),
      services: record(SERVICES, labels.service),
      transmissions: record(TRANSMISSIONS, labels.transmission),
    };
    records.set(language, found);
  }
  return found;
}

/** The page's label records (see labelRecords). */
export function useLabelRecords(): LabelRecords {
  const { i18n } = useTranslation();
  return labelRecords(i18n.language);
}
