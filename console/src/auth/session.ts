import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '@core/http/apiError';
import type { CurrentUser, LoginInput } from '@core/schemas/auth';
import { apiRequest } from '../api/client';

export const currentUserKey = ['/api/auth/me'] as const;

/** The signed-in user, or null when there is no session (401 is an answer, not an error). */
export function useCurrentUser() {
  return useQuery<CurrentUser | null>({
    queryKey: currentUserKey,
    queryFn: async () => {
      try {
        return await apiRequest<CurrentUser>('/api/auth/me');
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 401) return null;
        throw error;
      }
    },
    staleTime: Infinity,
  });
}

/**
 * A new user (signed in, signed out, or an accepted invitation's new account) must not see the
 * previous one's cached data: drop every other query. The current
 * user's query stays in the cache (observers hold it) and gets the new value.
 */
export function switchUser(queryClient: QueryClient, user: CurrentUser | null) {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserKey[0] });
  queryClient.setQueryData(currentUserKey, user);
}

/**
 * `onSignedIn` runs before the new user is shown (here, not in `mutate`'s options, which would
 * not run once the sign-in screen has gone).
 */
export function useSignIn(onSignedIn?: (user: CurrentUser) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) =>
      apiRequest<CurrentUser>('/api/auth/login', { method: 'POST', body: JSON.stringify(input) }),
    onSuccess: (user) => {
      onSignedIn?.(user);
      switchUser(queryClient, user);
    },
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ ok: true }>('/api/auth/logout', { method: 'POST', body: '{}' }),
    onSettled: () => switchUser(queryClient, null),
  });
}
