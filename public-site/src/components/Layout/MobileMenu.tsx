import { useCatalogue } from '../../i18n/format';
import { Trans, useTranslation } from '../../i18n/react';
import { Link } from '../Link/Link';
import { HEADER_MENU, SUPPORT_CONTACT } from '@core/catalogue/menus';
import { telLink } from '@core/contact/dialLinks';
import { Dialog } from '../Dialog/Dialog';
import { Icon, menuIcon } from '../Icon/Icon';
import { AccountActions } from './AccountActions';
import { FavouritesLink } from './FavouritesLink';
import { LanguageSwitch } from './LanguageSwitch';

function MenuIcon({ name }: { name: string | undefined }) {
  const icon = menuIcon(name);
  return icon ? <Icon name={icon} size={18} /> : null;
}

/**
 * The mobile slide-in panel (spec section 2): the call link for assistance, every menu group
 * (all locations, not only the desktop's six) and the account actions. Loaded on demand, so
 * the dialog code is not on any page's critical path.
 * (docs/product.md#header-and-footer)
 */
export default function MobileMenu({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { menu } = useCatalogue();
  const { t } = useTranslation('layout');
  const close = () => onOpenChange(false);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      variant="side"
      title={t('menuTitle')}
      description={t('menuDescription')}
      hideDescription
      className="mobile-menu"
    >
      <a className="mobile-menu__call" href={telLink(SUPPORT_CONTACT.phone)}>
        <Icon name="phone" size={18} />
        <span>
          <small>{t('callForHelpShort')}</small>
          <Trans
            t={t}
            i18nKey="callForHelp"
            values={{ phone: SUPPORT_CONTACT.phone }}
            components={{ bdi: <bdi dir="ltr" /> }}
          />
        </span>
      </a>
      <nav aria-label={t('mainNav')}>
        {HEADER_MENU.map((item) => (
          <div key={item.label} className="mobile-menu__section">
            <Link to={item.href} className="mobile-menu__link" onClick={close}>
              <MenuIcon name={item.icon} />
              {menu(item.label)}
            </Link>
            {item.groups?.map((group) => (
              <div key={group.title} className="mobile-menu__group">
                <p className="header__group-title">{menu(group.title)}</p>
                {group.items.map((sub) => (
                  <Link
                    key={sub.href}
                    to={sub.href}
                    className="mobile-menu__sublink"
                    onClick={close}
                  >
                    {menu(sub.label)}
                  </Link>
                ))}
              </div>
            ))}
          </div>
        ))}
        <div className="mobile-menu__section">
          <FavouritesLink className="mobile-menu__link" withLabel onClick={close} />
          <LanguageSwitch className="mobile-menu__link" />
        </div>
      </nav>
      <AccountActions variant="mobile" onDone={close} />
    </Dialog>
  );
}
