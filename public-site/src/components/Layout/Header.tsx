import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import {
  DESKTOP_LOCATION_MENU_LIMIT,
  HEADER_ACTIONS,
  HEADER_MENU,
  SUPPORT_CONTACT,
  dashboardHref,
} from '@core/catalogue/menus';
import { telLink } from '@core/contact/links';
import { useAuth } from '../../auth/AuthProvider';

/**
 * The header's account actions (spec section 2): logged out, the sign-up button and Login;
 * logged in, Dashboard and Logout. While the first current-user check runs, neither set shows
 * (no flash of the wrong one) but the space stays reserved. Dashboard is a plain link: the
 * console is a separate app, so it needs a full page load.
 */
function AccountActions({
  variant,
  onDone,
}: {
  variant: 'desktop' | 'mobile';
  onDone?: () => void;
}) {
  const { user, loading, logout } = useAuth();
  const className = variant === 'desktop' ? 'header__actions' : 'mobile-menu__actions';

  if (loading) {
    return <div className={`${className} ${className}--pending`} aria-hidden="true" />;
  }
  if (user) {
    return (
      <div className={className}>
        <a href={dashboardHref(user.role)} className="button button--accent" onClick={onDone}>
          {HEADER_ACTIONS.dashboard.label}
        </a>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            onDone?.();
            void logout();
          }}
        >
          {HEADER_ACTIONS.logout.label}
        </button>
      </div>
    );
  }
  const signUp =
    variant === 'desktop' ? HEADER_ACTIONS.boostRentals : HEADER_ACTIONS.registerBusiness;
  return (
    <div className={className}>
      <Link
        to={signUp.href}
        className={`button button--accent${variant === 'desktop' ? ' header__cta' : ''}`}
        onClick={onDone}
      >
        {signUp.label}
      </Link>
      <Link to={HEADER_ACTIONS.login.href} className="button button--ghost" onClick={onDone}>
        {HEADER_ACTIONS.login.label}
      </Link>
    </div>
  );
}

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);

  return (
    <header className="header">
      <div className="header__bar container">
        <Link to="/" className="brand" onClick={close}>
          <img src="/favicon.svg" alt="" width="32" height="32" />
          <span>
            UAE<strong>CarRental</strong>
          </span>
        </Link>

        <nav className="header__nav" aria-label="Main">
          {HEADER_MENU.map((item) => (
            <div className="header__item" key={item.label}>
              <NavLink to={item.href} className="header__link">
                {item.label}
              </NavLink>
              {item.groups && (
                <div className="header__dropdown">
                  {item.groups.map((group) => (
                    <div key={group.title} className="header__group">
                      <p className="header__group-title">{group.title}</p>
                      {group.items
                        .slice(
                          0,
                          group.title === 'By Location' ? DESKTOP_LOCATION_MENU_LIMIT : undefined,
                        )
                        .map((sub) => (
                          <Link key={sub.href} to={sub.href} className="header__sublink">
                            {sub.label}
                          </Link>
                        ))}
                    </div>
                  ))}
                </div>
              )}
            </div>
          ))}
        </nav>

        <AccountActions variant="desktop" />

        <button
          type="button"
          className="header__burger"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span />
          <span />
          <span />
        </button>
      </div>

      <div
        id="mobile-menu"
        className={`mobile-menu${menuOpen ? ' mobile-menu--open' : ''}`}
        hidden={!menuOpen}
      >
        <a className="mobile-menu__call" href={telLink(SUPPORT_CONTACT.phone)}>
          Need help? Call {SUPPORT_CONTACT.phone}
        </a>
        {HEADER_MENU.map((item) => (
          <div key={item.label} className="mobile-menu__section">
            <Link to={item.href} className="mobile-menu__link" onClick={close}>
              {item.label}
            </Link>
            {item.groups?.map((group) => (
              <div key={group.title} className="mobile-menu__group">
                <p className="header__group-title">{group.title}</p>
                {group.items.map((sub) => (
                  <Link
                    key={sub.href}
                    to={sub.href}
                    className="mobile-menu__sublink"
                    onClick={close}
                  >
                    {sub.label}
                  </Link>
                ))}
              </div>
            ))}
          </div>
        ))}
        <AccountActions variant="mobile" onDone={close} />
      </div>
    </header>
  );
}
