import { jsonRequestInit, readJsonResponse } from '@core/http/apiError';

/** The console's one way to call the API: same origin, session cookie, JSON in and out. */
export async function apiRequest<T>(path: string, init?: RequestInit): Promise<T> {
  return readJsonResponse<T>(await fetch(path, jsonRequestInit(init)));
}

/** A JSON body for `apiRequest`. */
export const jsonBody = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', body?: unknown) => ({
  method,
  body: body === undefined ? undefined : JSON.stringify(body),
});

/** DELETE answers 204 without a body. */
export async function apiDelete(path: string): Promise<void> {
  const response = await fetch(path, jsonRequestInit({ method: 'DELETE' }));
  if (response.status === 204) return;
  await readJsonResponse<unknown>(response);
}

/**
 * A multipart upload (photos, documents, logo). The browser sets the multipart Content-Type
 * with its boundary, so none is given here.
 */
export async function apiUpload<T>(
  path: string,
  fields: Record<string, string | Blob | undefined>,
): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) form.append(name, value);
  }
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json' },
    body: form,
  });
  return readJsonResponse<T>(response);
}

/** `?a=1&b=x` from the defined, non-empty values (none → ''). */
export function queryString(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
