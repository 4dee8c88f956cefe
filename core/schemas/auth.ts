import { z } from './zod';
import { emirateSchema, roleSchema } from './enums';
import { emailSchema, phoneSchema, requiredText } from './common';
import {
  COMPANY_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SHORT_MESSAGE,
  REQUIRED_MESSAGE,
  atMostMessage,
} from '../rules/authForms';

export { PASSWORD_MIN_LENGTH };

/** Said under every new-password field. */
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters and not a common password: a few unrelated words are strong and easy to remember.`;
export const PASSWORD_WEAK_MESSAGE = 'This password is too easy to guess';

/**
 * A new password (sign-up, invitation, the CLI, every later password form). The shape is checked
 * here, everywhere; whether it is too easy to guess (common or breached passwords, patterns) is
 * checked on the server against an offline dictionary (api/src/services/passwords.ts), whose
 * answer starts with PASSWORD_WEAK_MESSAGE. Existing passwords (sign-in) are not re-checked.
 * The lengths and messages are core/rules/authForms.ts's, which the site's forms check with.
 */
export const passwordSchema = z
  .string({ error: 'Choose a password' })
  .min(PASSWORD_MIN_LENGTH, PASSWORD_SHORT_MESSAGE)
  .max(PASSWORD_MAX_LENGTH, atMostMessage(PASSWORD_MAX_LENGTH));

/** POST /api/auth/login: the spec's payload, `username` being the e-mail. (docs/product.md#sign-in-and-accounts) */
export const loginInputSchema = z.object({
  username: z.string().trim().toLowerCase().min(1, REQUIRED_MESSAGE).max(EMAIL_MAX_LENGTH),
  password: z.string().min(1, REQUIRED_MESSAGE).max(PASSWORD_MAX_LENGTH),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

/** POST /api/auth/register: a rental company signs up. */
export const registerInputSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  name: requiredText(NAME_MAX_LENGTH),
  companyName: requiredText(COMPANY_NAME_MAX_LENGTH),
  phone: phoneSchema,
  emirate: emirateSchema,
});
export type RegisterInput = z.infer<typeof registerInputSchema>;

/** GET /api/auth/me */
export const currentUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: roleSchema,
  companyId: z.number().int().optional(),
  /** A vendor's place in the company's team (core/schemas/team.ts). */
  companyRole: z.enum(['owner', 'staff']).optional(),
  /** False for a vendor who has not confirmed the address yet (cannot send for review). */
  emailVerified: z.boolean(),
  /**
   * An admin's only, true when the server keeps mail in the development outbox (no SMTP_URL):
   * the console then shows its "Mail outbox" screen.
   */
  developmentOutbox: z.boolean().optional(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** How long a password-reset link works. */
export const PASSWORD_RESET_MINUTES = 60;

/** POST /api/auth/password-reset: the same answer whether an account has this address or not. */
export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

export const PASSWORD_RESET_SENT_MESSAGE = `If an account exists for this address, we have sent it a link to choose a new password. The link works once, for ${PASSWORD_RESET_MINUTES} minutes.`;

export const passwordResetAnswerSchema = z.object({ ok: z.literal(true), message: z.string() });
export type PasswordResetAnswer = z.infer<typeof passwordResetAnswerSchema>;

/** POST /api/auth/password-reset/confirm: the link's token and the new password. */
export const passwordResetConfirmSchema = z.object({
  token: z
    .string({ error: 'This reset link is incomplete' })
    .min(20, 'This reset link is incomplete')
    .max(200, 'This reset link is incomplete'),
  password: passwordSchema,
});
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

export const PASSWORD_RESET_LINK_INVALID =
  'This reset link is invalid, used or expired. Ask for a new one.';
