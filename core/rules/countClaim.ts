import { formatWholeNumber } from './pricing';

/**
 * A live count as a claim the site can keep: rounded down to tens, or to two significant digits
 * above 999, with a "+" (72 → "70+", 433 → "430+", 1,694 → "1,600+"), so it never says more than
 * is there; below 10 the number itself. Replaces fixed claims ("250+ partners") that the site's own figures contradicted.
 */
export function countClaim(count: number): string {
  const whole = Math.max(0, Math.floor(count));
  if (whole < 10) return String(whole);
  const step = 10 ** Math.max(1, String(whole).length - 2);
  return `${formatWholeNumber(Math.floor(whole / step) * step)}+`;
}
