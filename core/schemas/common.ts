import { z } from './zod';
import { normalisePhone } from '../contact/phone';

export { normalisePhone };

/** Text a person typed: trimmed, and blank or whitespace-only counts as missing. */
export const requiredText = (max: number) =>
  z.string().trim().min(1, 'This field is required').max(max, `At most ${max} characters`);

export const optionalText = (max: number) => z.string().trim().max(max).optional();

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email('Enter a valid e-mail address'));

/**
 * A phone number with its country code, as the contact form's hint asks: `+971 50 123 4567`,
 * `00971501234567`, or a UAE number written locally (`050 123 4567`, taken as +971).
 * The result is E.164 (`+971501234567`).
 */
export const phoneSchema = z
  .string()
  .trim()
  .min(1, 'This field is required')
  .max(32)
  .transform((raw, ctx) => {
    const normalised = normalisePhone(raw);
    if (!normalised) {
      ctx.addIssue({
        code: 'custom',
        message: 'Enter a phone number with its country code, e.g. +971 50 123 4567',
      });
      return z.NEVER;
    }
    return normalised;
  });

export const idSchema = z.coerce.number().int().positive().max(2_147_483_647);

export const isoDateTime = z.string();
