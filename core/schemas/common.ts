import { z } from './zod';
import { normalisePhone } from '../contact/phone';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_MESSAGE,
  EMAIL_PATTERN,
  PHONE_MAX_LENGTH,
  PHONE_MESSAGE,
  REQUIRED_MESSAGE,
  atMostMessage,
} from '../rules/authForms';

export { normalisePhone };

/** Text a person typed: trimmed, and blank or whitespace-only counts as missing. */
export const requiredText = (max: number) =>
  z.string().trim().min(1, REQUIRED_MESSAGE).max(max, atMostMessage(max));

export const optionalText = (max: number) => z.string().trim().max(max).optional();

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH)
  .pipe(z.email({ pattern: EMAIL_PATTERN, error: EMAIL_MESSAGE }));

/**
 * A phone number with its country code, as the contact form's hint asks: `+971 50 123 4567`,
 * `00971501234567`, or a UAE number written locally (`050 123 4567`, taken as +971).
 * The result is E.164 (`+971501234567`).
 */
export const phoneSchema = z
  .string()
  .trim()
  .min(1, REQUIRED_MESSAGE)
  .max(PHONE_MAX_LENGTH)
  .transform((raw, ctx) => {
    const normalised = normalisePhone(raw);
    if (!normalised) {
      ctx.addIssue({ code: 'custom', message: PHONE_MESSAGE });
      return z.NEVER;
    }
    return normalised;
  });

export const idSchema = z.coerce.number().int().positive().max(2_147_483_647);

export const isoDateTime = z.string();
