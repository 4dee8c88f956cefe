import { z } from './zod';

/** The API's one error shape (API.md). `fields` names the inputs that were wrong. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const ERROR_CODES = {
  badRequest: 'bad_request',
  unauthorised: 'unauthorised',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  tooLarge: 'too_large',
  unsupportedType: 'unsupported_type',
  businessRule: 'business_rule',
  planLimitReached: 'plan_limit_reached',
  tooManyRequests: 'too_many_requests',
  unavailable: 'unavailable',
  internal: 'internal',
} as const;
