/**
 * The site's one way to call the API: credentials included, JSON in and out. A non-OK answer
 * throws core's ApiRequestError: message `{status}: {body text or status text}` (spec section
 * 8), and the API's parsed `{ code, message, fields }` as `error` when the body has that shape.
 */
import { ApiRequestError, jsonRequestInit, readJsonResponse } from '@core/http/apiError';
import { idempotencyKeyFor } from '@core/http/idempotencyKey';

export { ApiRequestError };

// Empty in the browser (same origin). The server renderer sets its own loopback address, as
// Node's fetch needs absolute URLs; it is one value for the whole process.
let apiOrigin = '';
// The server renderer asks its own API for uncompressed JSON: over loopback, compressing an
// answer only for Node's fetch to decompress it was CPU spent twice for nothing.
let serverHeaders: Record<string, string> = {};

export function setApiOrigin(origin: string) {
  apiOrigin = origin;
  serverHeaders = origin ? { 'accept-encoding': 'identity' } : {};
}

export async function apiRequest<T>(path: string, init?: RequestInit): Promise<T> {
  const headers: Record<string, string> = {
    ...serverHeaders,
    ...Object.fromEntries(new Headers(init?.headers)),
  };
  // A POST creates: a double submit of the same form carries the same key (one row).
  if (init?.method?.toUpperCase() === 'POST' && !headers['idempotency-key']) {
    const body = typeof init.body === 'string' ? init.body : '';
    headers['idempotency-key'] = idempotencyKeyFor(path, body);
  }
  return readJsonResponse<T>(await fetch(apiOrigin + path, jsonRequestInit({ ...init, headers })));
}

/** The server's own message for a failed call, when it sent one in the API's error shape. */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiRequestError ? error.error?.message : undefined;
}

/** The server's per-field messages for a failed call (e.g. a taken e-mail), when it sent any. */
export function serverFieldErrors(error: unknown): Record<string, string> | undefined {
  return error instanceof ApiRequestError ? error.error?.fields : undefined;
}

/** The spec's generic query: the first query key is the URL path. */
export function queryPathFn<T>({ queryKey }: { queryKey: readonly unknown[] }): Promise<T> {
  return apiRequest<T>(String(queryKey[0]));
}
