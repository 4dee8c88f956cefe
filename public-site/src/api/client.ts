/**
 * The site's one way to call the API: credentials included, JSON in and out. A non-OK answer
 * throws an error whose message is `{status}: {body text or status text}` (spec section 8).
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
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
    const text = (await response.text()) || response.statusText;
    throw new ApiRequestError(response.status, `${response.status}: ${text}`);
  }
  return (await response.json()) as T;
}

/** The spec's generic query: the first query key is the URL path. */
export function queryPathFn<T>({ queryKey }: { queryKey: readonly unknown[] }): Promise<T> {
  return apiRequest<T>(String(queryKey[0]));
}
