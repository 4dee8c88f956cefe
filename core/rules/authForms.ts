/**
 * The sign-in and sign-up forms' rules, written once and without zod. Core's zod schemas
 * (schemas/auth.ts, schemas/common.ts) are built from these constants for the API, and the
 * public site checks its two forms with `checkLoginForm` / `checkRegisterForm` before sending,
 * so those pages load no zod (~25 KB gzip). authForms.test.ts holds both to the same answers:
 * the same data, the same first message for each field.
 */
import { EMIRATES, type Emirate } from '../enums';
import { normalisePhone } from '../contact/phone';

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;
export const COMPANY_NAME_MAX_LENGTH = 120;
export const PHONE_MAX_LENGTH = 32;

/** zod's own e-mail pattern (`z.regexes.email`), which `emailSchema` checks with too. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const REQUIRED_MESSAGE = 'This field is required';
export const EMAIL_MESSAGE = 'Enter a valid e-mail address';
export const PHONE_MESSAGE = 'Enter a phone number with its country code, e.g. +971 50 123 4567';
export const PASSWORD_SHORT_MESSAGE = `Use at least ${PASSWORD_MIN_LENGTH} characters`;
/** As core's zod messages word a string over its maximum (schemas/humanMessages.ts). */
export const atMostMessage = (max: number) => `At most ${max} characters`;
const CHOOSE_MESSAGE = 'Choose one of the options in the list';

type Checked<T> = { value: T } | { error: string };

const text =
  (max: number, { lowerCase = false } = {}) =>
  (raw: string): Checked<string> => {
    const trimmed = raw.trim();
    const value = lowerCase ? trimmed.toLowerCase() : trimmed;
    if (!value) return { error: REQUIRED_MESSAGE };
    return value.length > max ? { error: atMostMessage(max) } : { value };
  };

const email = (raw: string): Checked<string> => {
  const value = raw.trim().toLowerCase();
  if (value.length > EMAIL_MAX_LENGTH) return { error: atMostMessage(EMAIL_MAX_LENGTH) };
  return EMAIL_PATTERN.test(value) ? { value } : { error: EMAIL_MESSAGE };
};

const phone = (raw: string): Checked<string> => {
  const checked = text(PHONE_MAX_LENGTH)(raw);
  if ('error' in checked) return checked;
  const value = normalisePhone(checked.value);
  return value ? { value } : { error: PHONE_MESSAGE };
};

const existingPassword = (raw: string): Checked<string> => {
  if (!raw) return { error: REQUIRED_MESSAGE };
  return raw.length > PASSWORD_MAX_LENGTH
    ? { error: atMostMessage(PASSWORD_MAX_LENGTH) }
    : { value: raw };
};

const newPassword = (raw: string): Checked<string> => {
  if (raw.length < PASSWORD_MIN_LENGTH) return { error: PASSWORD_SHORT_MESSAGE };
  return raw.length > PASSWORD_MAX_LENGTH
    ? { error: atMostMessage(PASSWORD_MAX_LENGTH) }
    : { value: raw };
};

const emirate = (raw: string): Checked<Emirate> => {
  if (!raw) return { error: REQUIRED_MESSAGE };
  return (EMIRATES as readonly string[]).includes(raw)
    ? { value: raw as Emirate }
    : { error: CHOOSE_MESSAGE };
};

export type FormCheck<T> =
  { ok: true; data: T } | { ok: false; errors: Partial<Record<keyof T, string>> };

type Checks<T> = { [K in keyof T]: (raw: string) => Checked<T[K]> };

function checkForm<T>(checks: Checks<T>, values: Record<keyof T, string>): FormCheck<T> {
  const data = {} as T;
  const errors: Partial<Record<keyof T, string>> = {};
  for (const field of Object.keys(checks) as (keyof T)[]) {
    const checked = checks[field](values[field]);
    if ('error' in checked) errors[field] = checked.error;
    else data[field] = checked.value;
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, data };
}

export interface LoginForm {
  username: string;
  password: string;
}

export interface RegisterForm {
  email: string;
  password: string;
  name: string;
  companyName: string;
  phone: string;
  emirate: Emirate;
}

const LOGIN_CHECKS: Checks<LoginForm> = {
  username: text(EMAIL_MAX_LENGTH, { lowerCase: true }),
  password: existingPassword,
};

const REGISTER_CHECKS: Checks<RegisterForm> = {
  email,
  password: newPassword,
  name: text(NAME_MAX_LENGTH),
  companyName: text(COMPANY_NAME_MAX_LENGTH),
  phone,
  emirate,
};

/** POST /api/auth/login's rules (loginInputSchema). */
export const checkLoginForm = (values: Record<keyof LoginForm, string>) =>
  checkForm(LOGIN_CHECKS, values);

/** POST /api/auth/register's rules (registerInputSchema). */
export const checkRegisterForm = (values: Record<keyof RegisterForm, string>) =>
  checkForm(REGISTER_CHECKS, values);
