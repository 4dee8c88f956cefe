import { lazy, Suspense } from 'react';
import { matchPath, useLocation } from 'react-router';
import {
  CONFIRM_EMAIL_ROUTE,
  FORGOT_PASSWORD_ROUTE,
  INVITATION_ROUTE,
  isConsoleArea,
  RESET_PASSWORD_ROUTE,
  TEAM_INVITATION_PATH,
} from '../auth/passwordResetRoutes';
import { useCurrentUser } from '../auth/session';
import { screenFallback } from './screenFallback';

// Split by who is there: a signed-out visitor downloads the sign-in form, not the signed-in
// console (antd's layout, menu, drawer and the screens' shared code), and the reverse.
const SignInScreen = lazy(async () => ({
  default: (await import('../auth/SignInScreen')).SignInScreen,
}));
const SignedInShell = lazy(() => import('./SignedInShell'));
// Antd's Result (with its illustrations) only when it is needed.
const ServerUnreachable = lazy(() => import('./ServerUnreachable'));
const ForgotPasswordScreen = lazy(() => import('../auth/ForgotPasswordScreen'));
const ResetPasswordScreen = lazy(() => import('../auth/ResetPasswordScreen'));
const ConfirmEmailScreen = lazy(() => import('../auth/ConfirmEmailScreen'));
const JoinTeamScreen = lazy(() => import('../auth/JoinTeamScreen'));
const AcceptInvitationScreen = lazy(() => import('../screens/Blog/AcceptInvitationScreen'));

const centeredFallback = <div className="centered">{screenFallback}</div>;

/**
 * The console's frame: an invitation link's screen for anyone; forgot password and the mailed
 * link's screen without a session; otherwise sign-in when there is no session, else the
 * signed-in console (SignedInShell) of the user's role.
 */
export function ConsoleShell() {
  const location = useLocation();
  const currentUser = useCurrentUser();

  // An invitation link works without a session (and with one: accepting switches accounts).
  const invitation = matchPath(INVITATION_ROUTE, location.pathname);
  if (invitation) {
    return (
      <Suspense fallback={centeredFallback}>
        <AcceptInvitationScreen token={invitation.params.token!} />
      </Suspense>
    );
  }
  // A team invitation's link too (accepting switches this browser to the new member).
  if (location.pathname === TEAM_INVITATION_PATH) {
    return (
      <Suspense fallback={centeredFallback}>
        <JoinTeamScreen />
      </Suspense>
    );
  }
  // Forgot password and the mailed link's screen work without a session, in either area.
  const forgot = matchPath(FORGOT_PASSWORD_ROUTE, location.pathname);
  const reset = matchPath(RESET_PASSWORD_ROUTE, location.pathname);
  if (
    (forgot && isConsoleArea(forgot.params.area)) ||
    (reset && isConsoleArea(reset.params.area))
  ) {
    return (
      <Suspense fallback={centeredFallback}>
        {forgot ? <ForgotPasswordScreen /> : <ResetPasswordScreen />}
      </Suspense>
    );
  }
  // A confirmation link works in any browser, signed in or not.
  const confirmEmail = matchPath(CONFIRM_EMAIL_ROUTE, location.pathname);
  if (confirmEmail && isConsoleArea(confirmEmail.params.area)) {
    return (
      <Suspense fallback={centeredFallback}>
        <ConfirmEmailScreen />
      </Suspense>
    );
  }
  if (currentUser.isPending) return centeredFallback;
  if (currentUser.isError) {
    return (
      <Suspense fallback={centeredFallback}>
        <ServerUnreachable onRetry={() => void currentUser.refetch()} />
      </Suspense>
    );
  }
  const user = currentUser.data;
  return (
    <Suspense fallback={centeredFallback}>
      {user ? <SignedInShell user={user} /> : <SignInScreen />}
    </Suspense>
  );
}
