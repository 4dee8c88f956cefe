/**
 * Auth state (spec section 4): `user` (null when signed out), `loading` (true until the first
 * current-user check completes) and `error` (the last failed sign-in or sign-up, else null).
 *
 * - login / register: success sets the user, clears the error and re-fetches the current user;
 *   failure sets the error (the server's message, else 'Invalid credentials' / 'Registration
 *   failed') and clears the user. Both resolve to a result instead of throwing, so callers can
 *   show per-field messages and navigate.
 * - logout: clears the user; a failure is only logged.
 * - useAuth outside <AuthProvider> throws: that is a developer error.
 * (docs/product.md#sign-in-and-accounts)
 */
import {
  createContext,
  useCallback,
  useContext,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, LoginInput, RegisterInput } from '@core/schemas/auth';
import {
  fetchCurrentUser,
  loginRequest,
  logoutRequest,
  meQueryKey,
  registerRequest,
} from '../api/auth';
import { serverFieldErrors, serverMessage } from '../api/client';

export const AUTH_DEFAULT_ERRORS = {
  login: 'Invalid credentials',
  register: 'Registration failed',
} as const;

export type AuthResult =
  { ok: true; user: CurrentUser } | { ok: false; message: string; fields?: Record<string, string> };

export interface AuthContextValue {
  user: CurrentUser | null;
  loading: boolean;
  error: string | null;
  login: (username: string, password: string) => Promise<AuthResult>;
  register: (payload: RegisterInput) => Promise<AuthResult>;
  logout: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);

  const me = useQuery({ queryKey: meQueryKey, queryFn: fetchCurrentUser });

  const loginMutation = useMutation({
    mutationFn: (input: LoginInput) => loginRequest(input),
  });
  const registerMutation = useMutation({
    mutationFn: (input: RegisterInput) => registerRequest(input),
  });
  const logoutMutation = useMutation({ mutationFn: logoutRequest });

  const { mutateAsync: loginAsync } = loginMutation;
  const { mutateAsync: registerAsync } = registerMutation;
  const { mutateAsync: logoutAsync } = logoutMutation;

  const signedIn = useCallback(
    (user: CurrentUser): AuthResult => {
      queryClient.setQueryData(meQueryKey, user);
      setError(null);
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      return { ok: true, user };
    },
    [queryClient],
  );

  const failed = useCallback(
    (cause: unknown, fallback: string): AuthResult => {
      const message = serverMessage(cause) ?? fallback;
      setError(message);
      queryClient.setQueryData(meQueryKey, null);
      const fields = serverFieldErrors(cause);
      return fields ? { ok: false, message, fields } : { ok: false, message };
    },
    [queryClient],
  );

  const login = useCallback(
    async (username: string, password: string) => {
      try {
        return signedIn(await loginAsync({ username, password }));
      } catch (cause) {
        return failed(cause, AUTH_DEFAULT_ERRORS.login);
      }
    },
    [loginAsync, signedIn, failed],
  );

  const register = useCallback(
    async (payload: RegisterInput) => {
      try {
        return signedIn(await registerAsync(payload));
      } catch (cause) {
        return failed(cause, AUTH_DEFAULT_ERRORS.register);
      }
    },
    [registerAsync, signedIn, failed],
  );

  const logout = useCallback(async () => {
    try {
      await logoutAsync();
      queryClient.setQueryData(meQueryKey, null);
    } catch (cause) {
      // The spec: a failed sign-out is only logged. The session still exists on the server,
      // so the user stays signed in here too rather than pretending otherwise.
      console.error('Logout failed', cause);
    }
  }, [logoutAsync, queryClient]);

  useEffect(() => {
    // Not a 401 (that is "signed out"): the check itself failed. Shown as signed out.
    if (me.error) console.error('Could not load the current user', me.error);
  }, [me.error]);

  // The first answer (usually "signed out", known at once from the missing hint cookie) comes
  // while the page is still hydrating. Read urgently, the context change would make React
  // hydrate the page's whole Suspense boundary in one blocking task (0.5–1.4 s on a throttled
  // phone); deferred, it arrives in a transition that yields.
  const user = useDeferredValue(me.data ?? null);
  const loading = useDeferredValue(me.isPending);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      loading,
      error,
      login,
      register,
      logout,
    }),
    [user, loading, error, login, register, logout],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
