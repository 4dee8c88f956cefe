/**
 * Card checks done before a card's details are reduced to what we keep (brand, last four digits,
 * expiry): the number is never stored. In a real setup the card is entered in the payment
 * provider's own form and only its token reaches us; these checks serve the default provider.
 */

/** The digits of a card number as typed (spaces and dashes allowed), or null. */
export function cardDigits(raw: string): string | null {
  const trimmed = raw.trim();
  if (!/^[0-9][0-9 -]*$/.test(trimmed)) return null;
  const digits = trimmed.replace(/[ -]/g, '');
  return digits.length >= 12 && digits.length <= 19 ? digits : null;
}

/** The Luhn check digit test every payment card number passes. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'unknown'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** The card's network from its leading digits. */
export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'unknown';
}

/** A card is valid through the last day of its expiry month. */
export function cardExpired(expMonth: number, expYear: number, now: Date = new Date()): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expYear < year || (expYear === year && expMonth < month);
}
