/**
 * The auth calls (spec section 7): the current user, sign-in, sign-up and sign-out. The answers
 * are typed, not parsed: the server is ours and the API's tests hold it to core's schemas, and
 * this module is in the site's entry, which loads no zod.
 * (docs/product.md#data-loading-and-errors)
 */
import type { CurrentUser, LoginInput, RegisterInput } from '@core/schemas/auth';
import { SIGNED_IN_HINT_COOKIE } from '@core/constants';
import { ApiRequestError, apiRequest } from './client';

/** The spec's generic query key: the URL path of the current-user call. (docs/product.md#data-loading-and-errors) */
export const meQueryKey = ['/api/auth/me'] as const;

/** The browser has signed in (see the API's setSignedInHint); only then is `me` worth asking. */
function mayBeSignedIn(): boolean {
  return document.cookie.split('; ').includes(`${SIGNED_IN_HINT_COOKIE}=1`);
}

/** The current user, or null when signed out (the server answers 401, which is not an error). */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  if (!mayBeSignedIn()) return null;
  try {
    return await apiRequest<CurrentUser>(meQueryKey[0]);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

const postJson = async <T>(path: string, body: unknown) =>
  apiRequest<T>(path, { method: 'POST', body: JSON.stringify(body) });

export async function loginRequest(input: LoginInput): Promise<CurrentUser> {
  return postJson<CurrentUser>('/api/auth/login', input);
}

export async function registerRequest(input: RegisterInput): Promise<CurrentUser> {
  return postJson<CurrentUser>('/api/auth/register', input);
}

export async function logoutRequest(): Promise<void> {
  await postJson<unknown>('/api/auth/logout', {});
}
