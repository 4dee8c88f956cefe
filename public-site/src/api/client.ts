/**
 * The site's one way to call the API: credentials included, JSON in and out. A non-OK answer
 * throws core's ApiRequestError: message `{status}: {body text or status text}` (spec section
 * 8), and the API's parsed `{ code, message, fields }` as `error` when the body has that shape.
 * (docs/product.md#data-loading-and-errors)
 */
import { ApiRequestError, jsonRequestInit, readJsonResponse } from '@core/http/apiError';
import { idempotencyKeyFor } from '@core/http/idempotencyKey';

export { ApiRequestError };

export async function apiRequest<T>(path: string, init?: RequestInit): Promise<T> {
  const headers: Record<string, string> = Object.fromEntries(new Headers(init?.headers));
  // A POST creates: a double submit of the same form carries the same key (one row).
  if (init?.method?.toUpperCase() === 'POST' && !headers['idempotency-key']) {
    const body = typeof init.body === 'string' ? init.body : '';
    headers['idempotency-key'] = idempotencyKeyFor(path, body);
  }
  return readJsonResponse<T>(await fetch(path, jsonRequestInit({ ...init, headers })));
}

/** The server's own message for a failed call, when it sent one in the API's error shape. */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiRequestError ? error.error?.message : undefined;
}

/** The server's per-field messages for a failed call (e.g. a taken e-mail), when it sent any. */
export function serverFieldErrors(error: unknown): Record<string, string> | undefined {
  return error instanceof ApiRequestError ? error.error?.fields : undefined;
}

/** The spec's generic query: the first query key is the URL path. (docs/product.md#data-loading-and-errors) */
export function queryPathFn<T>({ queryKey }: { queryKey: readonly unknown[] }): Promise<T> {
  return apiRequest<T>(String(queryKey[0]));
}
