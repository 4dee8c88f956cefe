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
export interface MoneyFormats {
  /** Whole dirhams: `1,250 د.إ.` */
  price(amount: number): string;
  /** To the fils when there are fils: `1,575 د.إ.`, `2,450.50 د.إ.` (never `2,450.5`). */
  exactPrice(amount: number): string;
}

const byLocale = new Map<string, MoneyFormats>();

export function moneyIn(intlLocale: string): MoneyFormats {
  let found = byLocale.get(intlLocale);
  if (found) return found;
  // Built on first use: a page's first Intl object costs a phone's main thread (formatWholeNumber).
  const formats = new Map<number, Intl.NumberFormat>();
  const format = (fractionDigits: number, amount: number) => {
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
