import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { HEADER_ACTIONS, HEADER_MENU, DESKTOP_LOCATION_MENU_LIMIT } from '@core/catalogue/menus';
import { SUPPORT_CONTACT } from '@core/catalogue/menus';
import { telLink } from '@core/contact/links';

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

        <div className="header__actions">
          <Link to="/register" className="button button--accent header__cta">
            {HEADER_ACTIONS.boostRentals.label}
          </Link>
          <Link to="/login" className="button button--ghost">
            {HEADER_ACTIONS.login.label}
          </Link>
        </div>

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
        <div className="mobile-menu__actions">
          <Link to="/register" className="button button--accent" onClick={close}>
            {HEADER_ACTIONS.registerBusiness.label}
          </Link>
          <Link to="/login" className="button button--ghost" onClick={close}>
            {HEADER_ACTIONS.login.label}
          </Link>
        </div>
      </div>
    </header>
  );
}
