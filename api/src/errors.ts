import type { z } from 'zod';
import { idSchema } from '@core/schemas/common';
import type { ProblemDetails } from '@core/http/problemDetails';
import { ERROR_CODES } from '@core/schemas/error';

type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** An error meant for the client: its status, code, message and the fields that were wrong. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
    /** More members of the error object (e.g. `current` with a 412). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, ERROR_CODES.badRequest, message, fields);
export const unauthorised = (message = 'Sign in to continue') =>
  new HttpError(401, ERROR_CODES.unauthorised, message);
export const forbidden = (message = 'You are not allowed to do this') =>
  new HttpError(403, ERROR_CODES.forbidden, message);
export const notFound = (message = 'Not found') =>
  new HttpError(404, ERROR_CODES.notFound, message);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new HttpError(409, ERROR_CODES.conflict, message, fields);
/**
 * A plan's limit is reached (core rules/planLimit.ts, featuredSlots.ts): core's sentence, and its
 * numbers as `details` so that a client can say it in its own language (core http/problemDetails.ts).
 */
export const planLimitReached = (
  message: string,
  details: ProblemDetails,
  fields?: Record<string, string>,
) => new HttpError(422, ERROR_CODES.planLimitReached, message, fields, undefined, { details });
/** The act cannot be taken from the object's current status (a core transition table). */
export const invalidTransition = (message: string) =>
  new HttpError(409, ERROR_CODES.invalidTransition, message);

/** Turn zod's issues into our 400: the first problem as the message, one line per field. */
export function validationError(error: z.ZodError, source?: string): HttpError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = issue.path.length ? issue.path.join('.') : (source ?? 'body');
    fields[name] ??= issue.message;
  }
  const [firstName, firstMessage] = Object.entries(fields)[0] ?? ['body', 'Invalid input'];
  return badRequest(`Invalid ${firstName}: ${firstMessage}`, fields);
}

/** Parse input with a core schema or throw the 400 that names the field. */
export function parseInput<S extends z.ZodType>(
  schema: S,
  value: unknown,
  source?: string,
): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error, source);
  return result.data;
}

/** A path id that names nothing when malformed: 404, like an id of another company's object. */
export function idOr404(raw: unknown, message: string): number {
  const parsed = idSchema.safeParse(raw);
  if (!parsed.success) throw notFound(message);
  return parsed.data;
}
