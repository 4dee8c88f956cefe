import { useTranslation } from '../../i18n/react';
import { Link } from '../Link/Link';
import { HEADER_ACTIONS, dashboardHref } from '@core/catalogue/menus';
import { useAuth } from '../../auth/AuthProvider';

/**
 * The header's account actions (spec section 2): logged out, the sign-up button and Login;
 * logged in, Dashboard and Logout. While the first current-user check runs, neither set shows
 * (no flash of the wrong one) but the space stays reserved. Dashboard is a plain link: the
 * console is a separate app, so it needs a full page load.
 * (docs/product.md#header-and-footer)
 */
export function AccountActions({
  variant,
  onDone,
}: {
  variant: 'desktop' | 'mobile';
  onDone?: () => void;
}) {
  const { t } = useTranslation('layout');
  const { user, loading, logout } = useAuth();
  const className = variant === 'desktop' ? 'header__actions' : 'mobile-menu__actions';

  if (loading) {
    return <div className={`${className} ${className}--pending`} aria-hidden="true" />;
  }
  if (user) {
    return (
      <div className={className}>
        <a href={dashboardHref(user.role)} className="button button--accent" onClick={onDone}>
          {t('actions.dashboard')}
        </a>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            onDone?.();
            void logout();
          }}
        >
          {t('actions.logout')}
        </button>
      </div>
    );
  }
  const signUp = variant === 'desktop' ? 'boostRentals' : 'registerBusiness';
  return (
    <div className={className}>
      <Link
        to={HEADER_ACTIONS[signUp].href}
        className={`button button--accent${variant === 'desktop' ? ' header__cta' : ''}`}
        onClick={onDone}
      >
        {t(`actions.${signUp}`)}
      </Link>
      <Link to={HEADER_ACTIONS.login.href} className="button button--ghost" onClick={onDone}>
        {t('actions.login')}
      </Link>
    </div>
  );
}
