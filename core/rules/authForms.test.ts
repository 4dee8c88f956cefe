import { describe, expect, it } from 'vitest';
import { loginInputSchema, registerInputSchema } from '../schemas/auth';
import { checkLoginForm, checkRegisterForm, type FormCheck } from './authForms';

/** What a zod parse says, as the forms and the API's 400 show it: the data, or each field's first message. */
function zodAnswer<T>(
  result:
    | { success: true; data: T }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } },
): FormCheck<T> {
  if (result.success) return { ok: true, data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { ok: false, errors: errors as never };
}

const long = (n: number, c = 'a') => c.repeat(n);

const EMAILS = [
  '',
  '   ',
  'owner@example.ae',
  '  Owner@Example.AE ',
  'owner@example',
  'owner@@example.ae',
  '.owner@example.ae',
  'o..wner@example.ae',
  "o'brien+cars@sub.example.co.ae",
  'owner@-example.ae',
  `${long(250)}@x.ae`,
  `${long(240)}@example.ae`,
  'ówner@example.ae',
];
const PASSWORDS = [
  '',
  ' ',
  long(9),
  long(10),
  `  ${long(8)}  `,
  long(200),
  long(201),
  'correct horse battery',
];
const TEXTS = [
  '',
  '   ',
  'Layla',
  '  Layla Haddad  ',
  long(100),
  long(101),
  long(120),
  long(121),
  'ليلى',
];
const PHONES = [
  '',
  '  ',
  '+971 50 123 4567',
  '050 123 4567',
  '00971501234567',
  '+971 (0)50 123 4567',
  '501234567',
  '+12',
  'call me',
  long(33, '1'),
  `+${long(31, '1')}`,
];
const EMIRATES = ['dubai', 'abu-dhabi', '', 'paris'];

describe('the sign-in and sign-up forms check as the API does', () => {
  it('sign-in: the same data or the same first message per field as loginInputSchema', () => {
    for (const username of EMAILS) {
      for (const password of PASSWORDS) {
        const values = { username, password };
        expect(checkLoginForm(values), JSON.stringify(values)).toEqual(
          zodAnswer(loginInputSchema.safeParse(values)),
        );
      }
    }
  });

  it('sign-up: the same data or the same first message per field as registerInputSchema', () => {
    const base = {
      email: 'owner@example.ae',
      password: 'correct horse battery',
      name: 'Layla Haddad',
      companyName: 'Marina Rent a Car',
      phone: '+971 50 123 4567',
      emirate: 'dubai',
    };
    const variants: Record<string, string>[] = [
      ...EMAILS.map((email) => ({ ...base, email })),
      ...PASSWORDS.map((password) => ({ ...base, password })),
      ...TEXTS.map((name) => ({ ...base, name })),
      ...TEXTS.map((companyName) => ({ ...base, companyName })),
      ...PHONES.map((phone) => ({ ...base, phone })),
      ...EMIRATES.map((emirate) => ({ ...base, emirate })),
      { email: '', password: '', name: '', companyName: '', phone: '', emirate: '' },
    ];
    for (const values of variants) {
      expect(checkRegisterForm(values as never), JSON.stringify(values)).toEqual(
        zodAnswer(registerInputSchema.safeParse(values)),
      );
    }
  });
});
