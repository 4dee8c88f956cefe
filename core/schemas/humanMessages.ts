/**
 * The message of a zod issue that its schema did not word itself, written for the person
 * filling the form (see ./zod.ts). Plain words only: no type names, operators or raw values.
 */
import type { z } from 'zod';

type Issue = z.core.$ZodRawIssue;

const missing = (input: unknown) => input === undefined || input === null;

function wrongType(issue: Extract<Issue, { code: 'invalid_type' }>): string {
  if (missing(issue.input) || issue.input === '') return 'This field is required';
  switch (issue.expected) {
    case 'number':
    case 'bigint':
      return 'Enter a number';
    case 'int':
      return 'Enter a whole number';
    case 'string':
      return 'Enter text';
    case 'boolean':
      return 'Choose yes or no';
    case 'array':
    case 'set':
      return 'Choose from the list';
    case 'date':
      return 'Enter a date';
    case 'object':
      return 'Fill in this part of the form';
    default:
      return 'Enter a valid value';
  }
}

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  const min = Number(issue.minimum);
  switch (issue.origin) {
    case 'string':
      return min <= 1 ? 'This field is required' : `At least ${min} characters`;
    case 'array':
    case 'set':
      return min <= 1 ? 'Choose at least one' : `Choose at least ${min}`;
    case 'date':
      return 'Choose a later date';
    case 'file':
      return 'This file is empty';
    default:
      return issue.inclusive === false ? `More than ${min}` : `At least ${min}`;
  }
}

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  const max = Number(issue.maximum);
  switch (issue.origin) {
    case 'string':
      return `At most ${max} characters`;
    case 'array':
    case 'set':
      return `Choose at most ${max}`;
    case 'date':
      return 'Choose an earlier date';
    case 'file':
      return 'This file is too large';
    default:
      return issue.inclusive === false ? `Less than ${max}` : `At most ${max}`;
  }
}

function badFormat(issue: Extract<Issue, { code: 'invalid_format' }>): string {
  switch (issue.format) {
    case 'email':
      return 'Enter an e-mail address, e.g. name@example.com';
    case 'url':
      return 'Enter a web address starting with https://';
    case 'date':
      return 'Enter a date';
    case 'datetime':
      return 'Enter a date and time';
    case 'time':
      return 'Enter a time';
    case 'e164':
      return 'Enter a phone number with its country code, e.g. +971 50 123 4567';
    default:
      return 'Check the format of this value';
  }
}

export function humanMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return wrongType(issue);
    case 'invalid_value':
      if (missing(issue.input) || issue.input === '') return 'This field is required';
      // `z.literal(true)`: a box to tick (terms, a confirmation).
      if (issue.values.length === 1 && issue.values[0] === true) return 'Tick this box to go on';
      return 'Choose one of the options in the list';
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      return badFormat(issue);
    case 'not_multiple_of':
      return `Use steps of ${String(issue.divisor)}`;
    case 'unrecognized_keys':
      return `Not a field of this form: ${issue.keys.join(', ')}`;
    case 'invalid_union':
      return missing(issue.input) ? 'This field is required' : 'Enter a valid value';
    case 'invalid_key':
    case 'invalid_element':
      return 'Check the values in this list';
    default:
      return 'Check this value';
  }
}
