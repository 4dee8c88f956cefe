import { useCatalogue } from '../../i18n/format';
import { useTranslation } from '../../i18n/react';
import { Link } from '../Link/Link';
import { FOOTER_GROUPS, FOOTER_LEGAL_LINKS } from '@core/catalogue/menus';
import { SupportContact } from './SupportContact';

/** The console (/admin) lives outside the site's router: a full page load. */
const isOutsideRouter = (href: string) => href.startsWith('/admin');

export function Footer() {
  const { menu } = useCatalogue();
  const { t } = useTranslation('layout');
  return (
    <footer className="footer">
      <div className="container footer__grid">
        <div className="footer__about">
          <p className="brand brand--light">
            <span>
              {t('brandPrefix')}
              <strong>{t('brandName')}</strong>
            </span>
          </p>
          <p>{t('footer.about')}</p>
          <SupportContact className="footer__contact" label={t('footer.contact')} />
        </div>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.title} className="footer__group" aria-label={menu(group.title)}>
            <p className="footer__title">{menu(group.title)}</p>
            {group.items.map((item) =>
              isOutsideRouter(item.href) ? (
                <a key={item.href} href={item.href}>
                  {menu(item.label)}
                </a>
              ) : (
                <Link key={item.href} to={item.href}>
                  {menu(item.label)}
                </Link>
              ),
            )}
          </nav>
        ))}
      </div>
      <div className="container">
        <div className="footer__bottom">
          <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
          <nav aria-label={t('footer.legal')} className="footer__legal">
            {FOOTER_LEGAL_LINKS.map((item) => (
              <Link key={item.href} to={item.href}>
                {menu(item.label)}
              </Link>
            ))}
          </nav>
        </div>
      </div>
    </footer>
  );
}
