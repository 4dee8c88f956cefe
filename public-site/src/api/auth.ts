/** The auth calls (spec section 7): the current user, sign-in, sign-up and sign-out. */
import {
  currentUserSchema,
  type CurrentUser,
  type LoginInput,
  type RegisterInput,
} from '@core/schemas/auth';
import { ApiRequestError, apiRequest } from './client';

/** The spec's generic query key: the URL path of the current-user call. */
export const meQueryKey = ['/api/auth/me'] as const;

/** The current user, or null when signed out (the server answers 401, which is not an error). */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    return currentUserSchema.parse(await apiRequest<unknown>(meQueryKey[0]));
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

const postJson = async (path: string, body: unknown) =>
  apiRequest<unknown>(path, { method: 'POST', body: JSON.stringify(body) });

export async function loginRequest(input: LoginInput): Promise<CurrentUser> {
  return currentUserSchema.parse(await postJson('/api/auth/login', input));
}

export async function registerRequest(input: RegisterInput): Promise<CurrentUser> {
  return currentUserSchema.parse(await postJson('/api/auth/register', input));
}

export async function logoutRequest(): Promise<void> {
  await postJson('/api/auth/logout', {});
}
