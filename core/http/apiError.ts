import type { ApiError } from '../schemas/error';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The `error` of a body in the API's error shape (`apiErrorSchema`), or null. Checked by hand,
 * not with zod: the public site's entry loads this module and no zod (a test keeps the two equal).
 */
export function apiErrorOf(body: unknown): ApiError['error'] | null {
  if (!isRecord(body) || !isRecord(body.error)) return null;
  const { code, message, fields, details } = body.error;
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  const error: ApiError['error'] = { code, message };
  if (fields !== undefined) {
    if (!isRecord(fields) || !Object.values(fields).every((v) => typeof v === 'string'))
      return null;
    error.fields = { ...(fields as Record<string, string>) };
  }
  if (details !== undefined) {
    const values = isRecord(details) ? Object.values(details) : null;
    if (!values?.every((v) => typeof v === 'string' || typeof v === 'number')) return null;
    error.details = { ...(details as Record<string, string | number>) };
  }
  return error;
}

/**
 * The error both apps throw for a non-OK answer. Its message is `{status}: {body text}` (or the
 * status text when the body is empty), as the spec's error catalogue says; `error` holds the
 * API's parsed `{ code, message, fields }` when the body is our JSON error.
 * (docs/product.md#data-loading-and-errors)
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly error: ApiError['error'] | null,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }

  /** The server's own message when there is one, else the fallback. */
  serverMessage(fallback: string): string {
    return this.error?.message ?? fallback;
  }
}

export function apiRequestError(
  status: number,
  statusText: string,
  bodyText: string,
): ApiRequestError {
  let parsed: ApiError['error'] | null = null;
  try {
    parsed = apiErrorOf(JSON.parse(bodyText));
  } catch {
    // not JSON: keep the text only
  }
  return new ApiRequestError(status, `${status}: ${bodyText || statusText}`, parsed);
}

/** The request options both apps send: the session cookie, JSON in and out. */
export function jsonRequestInit(init?: RequestInit): RequestInit {
  return {
    credentials: 'include',
    ...init,
    headers: {
      Accept: 'application/json',
      ...(init?.body ? { 'Content-Type': 'application/json' } : {}),
      ...init?.headers,
    },
  };
}

/** The JSON of an OK answer, or the ApiRequestError of a failed one. */
export async function readJsonResponse<T>(response: Response): Promise<T> {
  if (!response.ok) {
    throw apiRequestError(response.status, response.statusText, await response.text());
  }
  return (await response.json()) as T;
}
