/**
 * A field's problem in the vendor's language (issue #21): the browser's check with core's schema
 * and the server's 400 `fields` are core's plain messages (core/schemas/humanMessages.ts and a few
 * schemas' own), said in Arabic where the message is one of them; any other stays as written.
 * Apart from problems.ts, so that only the forms' chunks carry the table.
 */
import type { FieldErrors } from '../forms/fieldErrors';
import type { VendorT } from './strings';
import { useVendorI18n } from './VendorI18n';

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
  // The API's 409s that name a field (a value taken, days already blocked).
  [/^An account with this e-mail already exists$/, 'emailTaken'],
  [/^This person is already a member of your team$/, 'alreadyMember'],
  [/^This address already has an account of its own/, 'ownAccount'],
  [/^This address has an invitation waiting already/, 'invitationWaiting'],
  [
    /^These days overlap a block from (?<from>\d{4}-\d{2}-\d{2}) to (?<to>\d{4}-\d{2}-\d{2})$/,
    'blockOverlap',
  ],
  [/^Already used$/, 'alreadyUsed'],
];

/** A field's message in Arabic where core wrote it, else as written. */
export function fieldMessageIn(t: VendorT, message: string): string {
  for (const [pattern, id] of FIELD_MESSAGES) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values = match.groups
      ? Object.fromEntries(
          Object.entries(match.groups).map(([k, v]) => [k, /^-?[\d.]+$/.test(v) ? Number(v) : v]),
        )
      : undefined;
    return t(`errors.field.${id}`, values);
  }
  return message;
}

export interface FieldProblems {
  /** A field's message (the browser's check or the server's `fields`). */
  field: (message: string) => string;
  /** Every field's message. */
  fields: (fields: FieldErrors) => FieldErrors;
}

const english: FieldProblems = { field: (message) => message, fields: (fields) => fields };

export function useFieldProblems(): FieldProblems {
  const { language, t } = useVendorI18n();
  if (language === 'en') return english;
  return {
    field: (message) => fieldMessageIn(t, message),
    fields: (fields) =>
      Object.fromEntries(
        Object.entries(fields).map(([name, message]) => [name, fieldMessageIn(t, message)]),
      ),
  };
}
