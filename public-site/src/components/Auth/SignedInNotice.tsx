import { dashboardHref } from '@core/catalogue/menus';
import type { CurrentUser } from '@core/schemas/auth';
import { useAuth } from '../../auth/AuthProvider';

/** Shown on /login and /register to someone already signed in. */
export function SignedInNotice({
  user,
  headingLevel = 1,
}: {
  user: CurrentUser;
  headingLevel?: 1 | 2;
}) {
  const { logout } = useAuth();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="signed-in">
      <Heading className="auth-card__title">You are already signed in</Heading>
      <p>
        You are signed in as <strong>{user.name}</strong> ({user.email}).
      </p>
      <div className="signed-in__actions">
        <a href={dashboardHref(user.role)} className="button button--accent">
          Go to dashboard
        </a>
        <button type="button" className="button button--ghost" onClick={() => void logout()}>
          Log out
        </button>
      </div>
    </div>
  );
}
