import { Link } from 'react-router';
import { FOOTER_GROUPS, FOOTER_LEGAL_LINKS, SUPPORT_CONTACT } from '@core/catalogue/menus';
import { telLink } from '@core/contact/links';

export function Footer() {
  return (
    <footer className="footer">
      <div className="container footer__grid">
        <div className="footer__about">
          <p className="brand brand--light">
            UAE<strong>CarRental</strong>
          </p>
          <p>
            Rent direct from verified rental companies across the UAE. Zero commission, no hidden
            fees: you pay the company, not us.
          </p>
          <address className="footer__contact">
            <span>{SUPPORT_CONTACT.address}</span>
            <a href={telLink(SUPPORT_CONTACT.phone)}>{SUPPORT_CONTACT.phone}</a>
            <a href={`mailto:${SUPPORT_CONTACT.email}`}>{SUPPORT_CONTACT.email}</a>
          </address>
        </div>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.title} className="footer__group" aria-label={group.title}>
            <p className="footer__title">{group.title}</p>
            {group.items.map((item) =>
              // The console lives outside the site's router: a full page load.
              item.href.startsWith('/admin') || item.href.includes('#') ? (
                <a key={item.href} href={item.href}>
                  {item.label}
                </a>
              ) : (
                <Link key={item.href} to={item.href}>
                  {item.label}
                </Link>
              ),
            )}
          </nav>
        ))}
      </div>
      <div className="container footer__bottom">
        <p>© {new Date().getFullYear()} UAE Car Rental. All prices in AED, VAT included.</p>
        <nav aria-label="Legal" className="footer__legal">
          {FOOTER_LEGAL_LINKS.map((item) => (
            <Link key={item.href} to={item.href}>
              {item.label}
            </Link>
          ))}
        </nav>
      </div>
    </footer>
  );
}
