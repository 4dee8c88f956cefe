/**
 * The server's problems in the vendor's language (issue #21). The API writes its messages in
 * English (`{ code, message, fields }`); in Arabic a request's problem is said by its `code`,
 * the case-specific ones (a rule, a conflict) with the server's own words after it. Anything
 * else keeps the server's words: never an empty message. Fields: fieldProblems.ts.
 */
import { ApiRequestError } from '@core/http/apiError';
import { ERROR_CODES } from '@core/http/errorCodes';
import { problemMessage } from '../forms/fieldErrors';
import errorStrings from './locales/en/errors.json';
import { addEnglish, type VendorT } from './strings';
import { useVendorI18n } from './VendorI18n';

addEnglish(errorStrings);

const CODES = new Set<string>(Object.values(ERROR_CODES));
/** Codes whose message names the case (which rule, what is taken): the server's words follow. */
const CASE_CODES = new Set<string>([
  ERROR_CODES.badRequest,
  ERROR_CODES.conflict,
  ERROR_CODES.businessRule,
  ERROR_CODES.invalidTransition,
  ERROR_CODES.planLimitReached,
]);

/** A failed request in Arabic: its code's sentence (and the server's words for a case). */
export function problemIn(t: VendorT, error: unknown): string {
  if (error instanceof ApiRequestError) {
    const code = error.error?.code;
    if (code && CODES.has(code)) {
      const said = t(`errors.code.${code}`);
      return CASE_CODES.has(code) && error.error?.message
        ? t('errors.withDetail', { problem: said, detail: error.error.message })
        : said;
    }
    return t('errors.status', { status: error.status });
  }
  // fetch's own failure: no answer came (offline, the server down).
  if (error instanceof TypeError) return t('errors.network');
  return problemMessage(error, t('errors.generic'));
}

export interface Problems {
  /** A failed request as one line for a message or an alert. */
  problem: (error: unknown) => string;
}

const english: Problems = { problem: (error) => problemMessage(error) };

/**
 * The server's problems in the vendor's language (English as written). A field's problems:
 * `useFieldProblems()` (fieldProblems.ts), which only the forms' chunks carry.
 */
export function useProblems(): Problems {
  const { language, t } = useVendorI18n();
  if (language === 'en') return english;
  return { problem: (error) => problemIn(t, error) };
}
