/**
 * The server's problems in the vendor's language (issue #21). The API writes its messages in
 * English (`{ code, message, fields, details }`); in Arabic a request's problem is said by its
 * `code`. A rule's or a conflict's case (which rule, what is taken) is said whole by
 * ruleProblems.ts, loaded with Arabic; a case it does not know gets its code's sentence alone,
 * never the English words (a 400 keeps them: its fields are on the form). Anything else keeps
 * the server's words: never an empty message. Fields: fieldProblems.ts.
 */
import type { ApiError } from '@core/schemas/error';
import { ApiRequestError } from '@core/http/apiError';
import { ERROR_CODES } from '@core/http/errorCodes';
import { problemMessage } from '../forms/fieldErrors';
import errorStrings from './locales/en/errors.json';
import { addEnglish, type VendorT } from './strings';
import { useVendorI18n } from './VendorI18n';

addEnglish(errorStrings);

const CODES = new Set<string>(Object.values(ERROR_CODES));
/** Codes whose message names the case (which rule, what is taken). */
const CASE_CODES = new Set<string>([
  ERROR_CODES.conflict,
  ERROR_CODES.businessRule,
  ERROR_CODES.invalidTransition,
  ERROR_CODES.planLimitReached,
]);

/** A rule's or a conflict's problem said whole, or null for a case not known. */
export type RuleSentence = (t: VendorT, error: ApiError['error']) => string | null;

/** A failed request in Arabic: its code's sentence, or the case's own for a rule or a conflict. */
export function problemIn(t: VendorT, error: unknown, ruleSentence?: RuleSentence): string {
  if (error instanceof ApiRequestError) {
    const problem = error.error;
    const code = problem?.code;
    if (problem && code && CODES.has(code)) {
      if (CASE_CODES.has(code)) return ruleSentence?.(t, problem) ?? t(`errors.code.${code}`);
      // A 400's fields are on the form; its line names the first of them.
      return code === ERROR_CODES.badRequest && problem.message
        ? t('errors.withDetail', { problem: t(`errors.code.${code}`), detail: problem.message })
        : t(`errors.code.${code}`);
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
  const { language, t, ruleSentence } = useVendorI18n();
  if (language === 'en') return english;
  return { problem: (error) => problemIn(t, error, ruleSentence) };
}
