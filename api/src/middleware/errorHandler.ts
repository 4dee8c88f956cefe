import type { Context, Next } from 'koa';
import { ERROR_CODES, type ApiError } from '@core/schemas/error';
import { isDatabaseOutage, uniqueViolationOf } from '../db/dbErrors';
import { HttpError } from '../errors';
import type { Logger } from '../logger';

/** Errors thrown by Koa and its middleware (body parser etc.) carry an HTTP status. */
interface StatusError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  message?: string;
}

const CODE_BY_STATUS: Record<number, string> = {
  400: ERROR_CODES.badRequest,
  401: ERROR_CODES.unauthorised,
  403: ERROR_CODES.forbidden,
  404: ERROR_CODES.notFound,
  409: ERROR_CODES.conflict,
  413: ERROR_CODES.tooLarge,
  415: ERROR_CODES.unsupportedType,
  422: ERROR_CODES.businessRule,
  429: ERROR_CODES.tooManyRequests,
  503: ERROR_CODES.unavailable,
};

/**
 * The one place errors become responses: `{ error: { code, message, fields? } }`. A client only
 * ever sees messages meant for it; anything unexpected is logged here and answered with a
 * generic 500, never a stack trace or SQL.
 */
export function errorHandler(logger: Logger) {
  return async function handleErrors(ctx: Context, next: Next) {
    try {
      await next();
    } catch (thrown) {
      const body = toErrorBody(thrown);
      ctx.status = body.status;
      // A handler may have marked its answer cacheable before it failed: an error never is.
      ctx.set('Cache-Control', 'no-store');
      if (thrown instanceof HttpError && thrown.headers) ctx.set(thrown.headers);
      if (body.status === 503) ctx.set('Retry-After', String(OUTAGE_RETRY_SECONDS));
      ctx.body = body.json;
      if (body.status >= 500) {
        logger.error({ err: thrown, method: ctx.method, path: ctx.path }, 'request failed');
      }
    }
  };
}

/** What an outage answer tells clients to wait before retrying. */
const OUTAGE_RETRY_SECONDS = 5;

export function toErrorBody(thrown: unknown): { status: number; json: ApiError } {
  if (thrown instanceof HttpError) {
    const error: ApiError['error'] = { code: thrown.code, message: thrown.message };
    if (thrown.fields) error.fields = thrown.fields;
    return { status: thrown.status, json: { error: { ...error, ...thrown.extra } } };
  }
  // Two requests wrote the same unique value at the same moment: the later one is told so.
  const unique = uniqueViolationOf(thrown);
  if (unique) {
    const error: ApiError['error'] = {
      code: ERROR_CODES.conflict,
      message: 'This conflicts with something saved at the same moment: reload and try again',
    };
    if (unique.field) error.fields = { [unique.field]: 'Already used' };
    return { status: 409, json: { error } };
  }
  if (isDatabaseOutage(thrown)) {
    return {
      status: 503,
      json: {
        error: {
          code: ERROR_CODES.unavailable,
          message: 'The service is briefly unavailable: try again in a moment',
        },
      },
    };
  }
  const err = (thrown ?? {}) as StatusError;
  const status = err.status ?? err.statusCode;
  // Koa's own client errors (malformed JSON, body too large) are safe to describe.
  if (status && status >= 400 && status < 500 && err.expose !== false) {
    const message =
      status === 400 ? 'The request body is not valid JSON' : (err.message ?? 'Bad request');
    return {
      status,
      json: { error: { code: CODE_BY_STATUS[status] ?? ERROR_CODES.badRequest, message } },
    };
  }
  return {
    status: 500,
    json: { error: { code: ERROR_CODES.internal, message: 'Something went wrong on our side' } },
  };
}
