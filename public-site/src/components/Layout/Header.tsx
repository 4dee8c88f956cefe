import { Suspense, lazy, useState } from 'react';
import { useCatalogue } from '../../i18n/format';
import { useTranslation } from '../../i18n/react';
import { useLocation } from 'react-router';
import { Link } from '../Link/Link';
import { DESKTOP_LOCATION_MENU_LIMIT, HEADER_MENU, type MenuGroup } from '@core/catalogue/menus';
import { Icon } from '../Icon/Icon';
import { AccountActions } from './AccountActions';
import { activeNavHref } from './activeNavHref';
import { FavouritesLink } from './FavouritesLink';
import { LanguageSwitch } from './LanguageSwitch';
import { useLocalePath } from '../../i18n/localePath';
import './layout.css';
import { HydrateLater } from '../Hydration/HydrateLater';

const loadMobileMenu = () => import('./MobileMenu');
const MobileMenu = lazy(loadMobileMenu);

/** The desktop dropdown shows the first 6 locations; the mobile panel shows them all. */
const desktopItems = (group: MenuGroup) =>
  group.title === 'By Location' ? group.items.slice(0, DESKTOP_LOCATION_MENU_LIMIT) : group.items;

const HEADER_HREFS = HEADER_MENU.map((item) => item.href);

function Brand({ onClick }: { onClick?: () => void }) {
  const { t } = useTranslation('layout');
  return (
    // Named by its visible text (a screen reader's user hears what a sighted user says aloud),
    // the destination after it.
    <Link to="/" className="brand" onClick={onClick}>
      <img src="/favicon.svg" alt="" width="32" height="32" />
      <span>
        {t('brandPrefix')}
        <strong>{t('brandName')}</strong>
        <span className="visually-hidden">{t('homeLinkSuffix')}</span>
      </span>
    </Link>
  );
}

const NO_SCRIPT_MENU_ID = 'site-menu';

/**
 * The phone menu before the scripts run: every menu link, shown when the burger's link targets
 * it (`:target`); hidden for good once they run (`.without-js`).
 */
function NoScriptMenu() {
  const { menu } = useCatalogue();
  const { t } = useTranslation('layout');
  const localePath = useLocalePath();
  return (
    <nav id={NO_SCRIPT_MENU_ID} className="no-script-menu without-js" aria-label={t('menuTitle')}>
      <a href="#" className="no-script-menu__close">
        {t('closeMenu')}
      </a>
      <ul>
        {HEADER_MENU.map((item) => (
          <li key={item.label}>
            <a href={localePath(item.href)}>{menu(item.label)}</a>
            {item.groups && (
              <ul>
                {item.groups.flatMap((group) =>
                  group.items.map((sub) => (
                    <li key={sub.href}>
                      <a href={localePath(sub.href)}>{menu(sub.label)}</a>
                    </li>
                  )),
                )}
              </ul>
            )}
          </li>
        ))}
        <li>
          <a href={localePath('/favourites')}>{t('favouritesLabel')}</a>
        </li>
      </ul>
    </nav>
  );
}

export function Header() {
  const { menu } = useCatalogue();
  const { t } = useTranslation('layout');
  const [menuOpen, setMenuOpen] = useState(false);
  // The panel mounts at the first tap and stays mounted, so it can animate closed.
  const [menuRequested, setMenuRequested] = useState(false);
  // Not NavLink: it ignores the query, and two entries are /cars (see activeNavHref).
  const activeHref = activeNavHref(HEADER_HREFS, useLocation());

  return (
    <header className="header">
      <div className="header__bar container">
        <Brand />

        {/* The wide screen's menu (its dropdowns are CSS): hydrated in a later task. */}
        <HydrateLater>
          <nav className="header__nav" aria-label={t('mainNav')}>
            {HEADER_MENU.map((item) => (
              <div className="header__item" key={item.label}>
                <Link
                  to={item.href}
                  className={item.href === activeHref ? 'header__link active' : 'header__link'}
                  aria-current={item.href === activeHref ? 'page' : undefined}
                >
                  {menu(item.label)}
                  {item.groups && <Icon name="chevron-down" size={14} />}
                </Link>
                {item.groups && (
                  <div className="header__dropdown">
                    {item.groups.map((group) => (
                      <div key={group.title} className="header__group">
                        <p className="header__group-title">{menu(group.title)}</p>
                        {desktopItems(group).map((sub) => (
                          <Link key={sub.href} to={sub.href} className="header__sublink">
                            {menu(sub.label)}
                          </Link>
                        ))}
                      </div>
                    ))}
                  </div>
                )}
              </div>
            ))}
          </nav>
        </HydrateLater>

        <FavouritesLink className="header__favourites" />
        <LanguageSwitch className="language-switch" />
        <AccountActions variant="desktop" />

        {/* A link to the menu below before the scripts run (it shows as the :target); then
            the slide-in panel. */}
        <a
          href={`#${NO_SCRIPT_MENU_ID}`}
          role="button"
          className="header__burger"
          aria-expanded={menuOpen}
          aria-haspopup="dialog"
          aria-label={t('openMenu')}
          // The panel's code is fetched when asked for, from the press (not at idle): by the
          // click it is usually there.
          onPointerDown={() => void loadMobileMenu()}
          onClick={(event) => {
            event.preventDefault();
            setMenuRequested(true);
            setMenuOpen(true);
          }}
        >
          <Icon name="menu" size={22} />
        </a>
      </div>
      {/* Hidden once the scripts run: nothing in it needs them (HydrateLater). */}
      <HydrateLater>
        <NoScriptMenu />
      </HydrateLater>

      {menuRequested && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} />
        </Suspense>
      )}
    </header>
  );
}
