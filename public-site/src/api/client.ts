/**
 * The site's one way to call the API: credentials included, JSON in and out. A non-OK answer
 * throws an error whose message is `{status}: {body text or status text}` (spec section 8);
 * when the body is the API's error shape (`{ error: { code, message, fields? } }`) the error
 * also carries it, parsed, as `error`.
 */
import { apiErrorSchema, type ApiError } from '@core/schemas/error';

export type ApiErrorBody = ApiError['error'];

export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';

  constructor(
    readonly status: number,
    message: string,
    /** The API's parsed error (code, message, fields), when the body had that shape. */
    readonly error?: ApiErrorBody,
  ) {
    super(message);
  }
}

/** The API's error object inside a response body, or undefined for any other body. */
export function parseApiErrorBody(text: string): ApiErrorBody | undefined {
  if (!text) return undefined;
  try {
    const parsed = apiErrorSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data.error : undefined;
  } catch {
    return undefined;
  }
}

export async function apiRequest<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(path, {
    credentials: 'include',
    ...init,
    headers: {
      Accept: 'application/json',
      ...(init?.body ? { 'Content-Type': 'application/json' } : {}),
      ...init?.headers,
    },
  });
  if (!response.ok) {
    const body = await response.text();
    const text = body || response.statusText;
    throw new ApiRequestError(
      response.status,
      `${response.status}: ${text}`,
      parseApiErrorBody(body),
    );
  }
  return (await response.json()) as T;
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
