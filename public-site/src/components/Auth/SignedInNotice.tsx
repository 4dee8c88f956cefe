import { Trans, useTranslation } from '../../i18n/react';
import { dashboardHref } from '@core/catalogue/menus';
import type { CurrentUser } from '@core/schemas/auth';
import { useAuth } from '../../auth/AuthProvider';
import './auth.css';
import '../../i18n/namespaces/auth';

/** Shown on /login and /register to someone already signed in. */
export function SignedInNotice({
  user,
  headingLevel = 1,
}: {
  user: CurrentUser;
  headingLevel?: 1 | 2;
}) {
  const { t } = useTranslation('auth');
  const { logout } = useAuth();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="signed-in">
      <Heading className="auth-card__title">{t('signedIn.title')}</Heading>
      <p>
        <Trans
          t={t}
          i18nKey="signedIn.body"
          values={{ name: user.name, email: user.email }}
          components={{ strong: <strong /> }}
        />
      </p>
      <div className="signed-in__actions">
        <a href={dashboardHref(user.role)} className="button button--accent">
          {t('signedIn.dashboard')}
        </a>
        <button type="button" className="button button--ghost" onClick={() => void logout()}>
          {t('signedIn.logout')}
        </button>
      </div>
    </div>
  );
}
