/**
 * The server's problems in the vendor's language (issue #21). The API writes its messages in
 * English (`{ code, message, fields }`); in Arabic a request's problem is said by its `code`,
 * the case-specific ones (a rule, a conflict) with the server's own words after it, and a
 * field's problem by the plain messages core's zod writes (core/schemas/humanMessages.ts)
 * where it is one of them. Anything else keeps the server's words: never an empty message.
 */
import { ApiRequestError } from '@core/http/apiError';
import { ERROR_CODES } from '@core/http/errorCodes';
import { problemMessage, type FieldErrors } from '../forms/fieldErrors';
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

/** core's field messages (humanMessages.ts and the schemas' own) → `errors.field.*` in Arabic. */
export const FIELD_MESSAGES: readonly [RegExp, string][] = [
  [/^This field is required$/, 'required'],
  [/^Enter a number$/, 'number'],
  [/^Enter a whole number$/, 'wholeNumber'],
  [/^Enter text$/, 'text'],
  [/^Choose yes or no$/, 'yesNo'],
  [/^Choose from the list$/, 'fromList'],
  [/^Enter a date$/, 'date'],
  [/^Enter a date and time$/, 'dateTime'],
  [/^Enter a time$/, 'time'],
  [/^Fill in this part of the form$/, 'object'],
  [/^Enter a valid value$/, 'valid'],
  [/^At least (?<count>\d+) characters$/, 'minChars'],
  [/^At most (?<count>\d+) characters$/, 'maxChars'],
  [/^Choose at least one$/, 'chooseOne'],
  [/^Choose at least (?<count>\d+)$/, 'chooseAtLeast'],
  [/^Choose at most (?<count>\d+)$/, 'chooseAtMost'],
  [/^Choose a later date$/, 'laterDate'],
  [/^Choose an earlier date$/, 'earlierDate'],
  [/^This file is empty$/, 'fileEmpty'],
  [/^This file is too large$/, 'fileTooLarge'],
  [/^At least (?<value>-?[\d.]+)$/, 'atLeast'],
  [/^At most (?<value>-?[\d.]+)$/, 'atMost'],
  [/^More than (?<value>-?[\d.]+)$/, 'moreThan'],
  [/^Less than (?<value>-?[\d.]+)$/, 'lessThan'],
  [/^Enter an e-mail address, e\.g\. name@example\.com$/, 'email'],
  [/^Enter a web address starting with https:\/\/$/, 'url'],
  [/^Enter a phone number with its country code, e\.g\. \+971 50 123 4567$/, 'phone'],
  [/^Check the format of this value$/, 'format'],
  [/^Choose one of the options in the list$/, 'option'],
  [/^Tick this box to go on$/, 'tick'],
  [/^Check the values in this list$/, 'list'],
  [/^Check this value$/, 'check'],
  [/^The passwords do not match$/, 'passwordsDiffer'],
  [/^This password is too easy to guess$/, 'passwordWeak'],
  [/^This card has expired$/, 'cardExpired'],
  [/^The last blocked day is before the first$/, 'blockEndsBefore'],
  [/^The season ends before it starts$/, 'seasonEndsBefore'],
  [/^Choose the first and last day to block$/, 'blockDays'],
];

/** A field's message in Arabic where core wrote it, else as written. */
export function fieldMessageIn(t: VendorT, message: string): string {
  for (const [pattern, id] of FIELD_MESSAGES) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values = match.groups
      ? Object.fromEntries(Object.entries(match.groups).map(([k, v]) => [k, Number(v)]))
      : undefined;
    return t(`errors.field.${id}`, values);
  }
  return message;
}

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
  /** A field's message (the browser's check or the server's `fields`). */
  field: (message: string) => string;
  /** Every field's message. */
  fields: (fields: FieldErrors) => FieldErrors;
}

const english: Problems = {
  problem: (error) => problemMessage(error),
  field: (message) => message,
  fields: (fields) => fields,
};

/** The server's and the form checks' problems in the vendor's language (English as written). */
export function useProblems(): Problems {
  const { language, t } = useVendorI18n();
  if (language === 'en') return english;
  return {
    problem: (error) => problemIn(t, error),
    field: (message) => fieldMessageIn(t, message),
    fields: (fields) =>
      Object.fromEntries(
        Object.entries(fields).map(([name, message]) => [name, fieldMessageIn(t, message)]),
      ),
  };
}
