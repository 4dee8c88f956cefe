import { z } from './zod';
import { emirateSchema, roleSchema } from './enums';
import { emailSchema, phoneSchema, requiredText } from './common';

export const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 200;

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `At most ${PASSWORD_MAX_LENGTH} characters`);

/** POST /api/auth/login: the spec's payload, `username` being the e-mail. */
export const loginInputSchema = z.object({
  username: z.string().trim().toLowerCase().min(1, 'This field is required').max(254),
  password: z.string().min(1, 'This field is required').max(PASSWORD_MAX_LENGTH),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

/** POST /api/auth/register: a rental company signs up. */
export const registerInputSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  name: requiredText(100),
  companyName: requiredText(120),
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
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
