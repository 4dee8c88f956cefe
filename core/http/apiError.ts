import { apiErrorSchema, type ApiError } from '../schemas/error';

/**
 * The error both apps throw for a non-OK answer. Its message is `{status}: {body text}` (or the
 * status text when the body is empty), as the spec's error catalogue says; `error` holds the
 * API's parsed `{ code, message, fields }` when the body is our JSON error.
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
    const result = apiErrorSchema.safeParse(JSON.parse(bodyText));
    if (result.success) parsed = result.data.error;
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
