import { z } from './zod';

/** The API's one error shape (API.md). `fields` names the inputs that were wrong. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    /** With `changed_elsewhere` (412): the resource as it is now, as its GET answers it. */
    current: z.unknown().optional(),
    /**
     * With some 422s (a plan's limits): the numbers and names the message is made of, so a client
     * can say it in its own language (`rule`, e.g. `plan_listings`; core http/problemDetails.ts).
     */
    details: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

// The codes live in a zod-free module, so code that only compares them does not bring zod.
export { ERROR_CODES } from '../http/errorCodes';
