/** The API's error codes (API.md), the `code` of its one error shape (schemas/error.ts). */
export const ERROR_CODES = {
  badRequest: 'bad_request',
  unauthorised: 'unauthorised',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  /** 409: the act cannot be taken from the object's status (core/rules/stateMachine.ts). */
  invalidTransition: 'invalid_transition',
  tooLarge: 'too_large',
  unsupportedType: 'unsupported_type',
  businessRule: 'business_rule',
  planLimitReached: 'plan_limit_reached',
  /** 403: a vendor who has not confirmed the e-mail address sends a listing for review. */
  emailUnverified: 'email_unverified',
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
