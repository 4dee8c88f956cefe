/**
 * The account lifecycle in the console (issue 17): confirming an address (a new vendor's, or a
 * new address of an account), changing the password and the e-mail address, the session list.
 */
import { z } from './zod';
import { emailSchema } from './common';
import { passwordSchema } from './auth';

/** How long an e-mail confirmation link works. */
export const EMAIL_LINK_HOURS = 48;

export const EMAIL_LINK_INVALID =
  'This confirmation link is invalid, used or expired. Ask for a new one from your profile.';

/** Why a vendor who has not confirmed the address cannot send a listing for review (403). */
export const EMAIL_UNVERIFIED_MESSAGE =
  'Confirm your e-mail address first: open the link we sent you, or ask for a new one. You can keep preparing the listing meanwhile.';

export const VERIFICATION_SENT_MESSAGE =
  'We have sent a new confirmation link. It works once, and the earlier one stops working.';

/** POST /api/auth/email-confirmation: the token of a link (address verification or change). */
export const emailConfirmSchema = z.object({
  token: z
    .string({ error: 'This confirmation link is incomplete' })
    .min(20, 'This confirmation link is incomplete')
    .max(200, 'This confirmation link is incomplete'),
});
export type EmailConfirm = z.infer<typeof emailConfirmSchema>;

export const emailConfirmAnswerSchema = z.object({
  purpose: z.enum(['verify', 'change']),
  email: z.string(),
});
export type EmailConfirmAnswer = z.infer<typeof emailConfirmAnswerSchema>;

const currentPasswordSchema = z
  .string({ error: 'Enter your current password' })
  .min(1, 'Enter your current password')
  .max(200);

export const WRONG_CURRENT_PASSWORD = 'This is not your current password';

/** POST /api/account/password */
export const changePasswordSchema = z.object({
  currentPassword: currentPasswordSchema,
  password: passwordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** POST /api/account/email: the change waits for the new address's confirmation. */
export const changeEmailSchema = z.object({
  currentPassword: currentPasswordSchema,
  email: emailSchema,
});
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

export const EMAIL_TAKEN = 'An account with this e-mail already exists';
export const EMAIL_UNCHANGED = 'This is already your e-mail address';

/** What POST /api/account/email and the resend answer: the change is not made yet. */
export const accountMessageSchema = z.object({ ok: z.literal(true), message: z.string() });
export type AccountMessage = z.infer<typeof accountMessageSchema>;

/** GET /api/account/sessions: the user's signed-in sessions, this one first. */
export const accountSessionSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  /** "Chrome on Windows", from the User-Agent; null when the browser sent none. */
  device: z.string().nullable(),
  ipAddress: z.string().nullable(),
  /** A coarse place by address: there is no geo database (docs/security.md). */
  place: z.string(),
  signedInAt: z.string().nullable(),
  lastSeenAt: z.string().nullable(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionsSchema = z.object({ items: z.array(accountSessionSchema) });
export type AccountSessions = z.infer<typeof accountSessionsSchema>;
