/**
 * Dirham amounts in a language other than English (issue #21), one source for the pages
 * (public-site `formatsOf`) and the contact texts (WhatsApp, e-mail), so a renter reads the same
 * amount, written the same way, on the car page and in the message it opens.
 *
 * The symbol is Intl's for the locale: in Arabic `د.إ.` (ar-AE), the UAE's own Arabic symbol,
 * the one UAE price tags and Arabic sites print; "AED" is Latin letters in an Arabic sentence
 * and "درهم" is the currency's name, not a symbol beside a number. Digits are Latin (the
 * locale's `-u-nu-latn`), as UAE sites show prices. Intl wraps the amount in right-to-left marks
 * (U+200F) and puts a no-break space before the symbol: kept, they hold number and symbol
 * together and in order inside Arabic text, in a page or a plain-text message alike.
 */
import { groupThousands } from '../rules/pricing';

export interface MoneyFormats {
  /** Whole dirhams: `1,250 د.إ.` */
  price(amount: number): string;
  /** To the fils when there are fils: `1,575 د.إ.`, `2,450.50 د.إ.` (never `2,450.5`). */
  exactPrice(amount: number): string;
}

const byLocale = new Map<string, MoneyFormats>();

/** The Arabic site's locale (core/i18n/languages.ts), whose amounts are written by hand below. */
export const ARABIC_LATIN_DIGITS = 'ar-AE-u-nu-latn';

const RLM = '\u200F';

/**
 * `1250` → `1,250`; `2450.5` with 2 digits → `2,450.50` (Latin digits, groups of three). Rounded
 * as Intl rounds: half away from zero on the number's shortest decimal form (`2.675` → `2.68`,
 * where `toFixed` reads the binary value just below and gives `2.67`). Amounts of 0 and more,
 * below 10^13, not in exponent form; null for the others.
 */
export function groupedDigits(amount: number, fractionDigits: number): string | null {
  const decimal = String(amount);
  if (!(amount >= 0 && amount < 1e13) || decimal.includes('e')) return null;
  const [whole, fraction = ''] = decimal.split('.') as [string, string?];
  let digits = Number(whole + fraction.slice(0, fractionDigits).padEnd(fractionDigits, '0'));
  if ((fraction[fractionDigits] ?? '0') >= '5') digits += 1;
  const text = String(digits).padStart(fractionDigits + 1, '0');
  const wholePart = text.slice(0, text.length - fractionDigits);
  const grouped = groupThousands(wholePart);
  return fractionDigits === 0 ? grouped : `${grouped}.${text.slice(-fractionDigits)}`;
}

/**
 * Dirhams exactly as Intl writes them for `ar-AE-u-nu-latn` (`\u200F1,250\u00A0د.إ.\u200F`), by
 * hand: a page's first Intl number format loads ICU's number data, 20–100 ms of a phone's main
 * thread while an Arabic car page hydrates (pricing.ts formatWholeNumber, the English pages'
 * answer). Intl writes what `groupedDigits` does not (negative amounts, -0, huge ones).
 * money.test.ts holds the two to the same strings.
 */
function arabicDirhams(amount: number, fractionDigits: number): string | null {
  const digits = Object.is(amount, -0) ? null : groupedDigits(amount, fractionDigits);
  return digits === null ? null : `${RLM}${digits}\u00A0د.إ.${RLM}`;
}

export function moneyIn(intlLocale: string): MoneyFormats {
  let found = byLocale.get(intlLocale);
  if (found) return found;
  // Built on first use: a page's first Intl object costs a phone's main thread (formatWholeNumber).
  const formats = new Map<number, Intl.NumberFormat>();
  const format = (fractionDigits: number, amount: number) => {
    const byHand =
      intlLocale === ARABIC_LATIN_DIGITS ? arabicDirhams(amount, fractionDigits) : null;
    if (byHand !== null) return byHand;
    let numberFormat = formats.get(fractionDigits);
    if (!numberFormat) {
      numberFormat = new Intl.NumberFormat(intlLocale, {
        style: 'currency',
        currency: 'AED',
        minimumFractionDigits: fractionDigits,
        maximumFractionDigits: fractionDigits,
      });
      formats.set(fractionDigits, numberFormat);
    }
    return numberFormat.format(amount);
  };
  found = {
    price: (amount) => format(0, Math.round(amount)),
    exactPrice: (amount) =>
      Math.round(amount * 100) % 100 === 0 ? format(0, Math.round(amount)) : format(2, amount),
  };
  byLocale.set(intlLocale, found);
  return found;
}
