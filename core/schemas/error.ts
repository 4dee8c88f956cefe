import { z } from './zod';

/** The API's one error shape (API.md). `fields` names the inputs that were wrong. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    /** With `changed_elsewhere` (412): the resource as it is now, as its GET answers it. */
    current: z.unknown().optional(),
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
  /** 412: the If-Match version is stale (someone else changed it since it was read). */
  changedElsewhere: 'changed_elsewhere',
  /** 422: an Idempotency-Key reused with a different request. */
  idempotencyKeyReused: 'idempotency_key_reused',
  /** 409: the first request with this Idempotency-Key is still running. */
  idempotencyInProgress: 'idempotency_in_progress',
  internal: 'internal',
} as const;
