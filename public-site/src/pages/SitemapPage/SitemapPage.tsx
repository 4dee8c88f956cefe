import { useTranslation } from '../../i18n/react';
import { Link } from '../../components/Link/Link';
import { CATEGORY_PAGES } from '@core/catalogue/categories';
import { LOCATION_PLACES } from '@core/catalogue/locationPlaces';
import { HEADER_MENU } from '@core/catalogue/menus';
import { catalogueLabels } from '@core/catalogue/labels';
import { categoryPageIn } from '@core/catalogue/pagesInLanguage';
import { PageHead } from '../../components/PageHead/PageHead';
import './sitemap.css';
import '../../i18n/namespaces/sitemap';

const SERVICES = HEADER_MENU.flatMap((item) => item.groups ?? []).find(
  (group) => group.title === 'Dubai Services',
);

/** An HTML sitemap: every landing page from core and the site's main pages. */
export default function SitemapPage() {
  const { t, i18n } = useTranslation('sitemap');
  const { menu, locationTitle } = catalogueLabels(i18n.language);
  const groups: { title: string; links: { href: string; label: string }[] }[] = [
    {
      title: t('main'),
      links: [
        { href: '/', label: t('pages.home') },
        { href: '/cars', label: t('pages.cars') },
        { href: '/cars/with-driver', label: t('pages.withDriver') },
        { href: '/cars?type=long-term', label: t('pages.longTerm') },
        { href: '/blog', label: t('pages.blog') },
        { href: '/favourites', label: t('pages.favourites') },
      ],
    },
    {
      title: t('categories'),
      links: CATEGORY_PAGES.map((page) => ({
        href: `/category/${page.slug}`,
        label: categoryPageIn(page, i18n.language).title,
      })),
    },
    {
      title: t('locations'),
      links: LOCATION_PLACES.map((page) => ({
        href: `/location/${page.slug}`,
        label: locationTitle(page),
      })),
    },
    {
      title: t('services'),
      links: (SERVICES?.items ?? []).map((item) => ({ href: item.href, label: menu(item.label) })),
    },
    {
      title: t('companies'),
      links: [
        { href: '/companies', label: t('pages.companies') },
        { href: '/register', label: t('pages.register') },
        { href: '/login', label: t('pages.login') },
      ],
    },
    {
      title: t('info'),
      links: [
        { href: '/about', label: t('pages.about') },
        { href: '/privacy', label: t('pages.privacy') },
        { href: '/terms', label: t('pages.terms') },
      ],
    },
  ];
  return (
    <section className="container sitemap">
      <PageHead
        title={t('metaTitle')}
        description={t('metaDescription')}
        canonicalPath="/sitemap"
      />
      <h1>{t('title')}</h1>
      <p className="sitemap__lead">{t('lead')}</p>
      <div className="sitemap__groups">
        {groups.map((group) => (
          <nav key={group.title} aria-label={group.title} className="sitemap__group">
            <h2>{group.title}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link to={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
    </section>
  );
}
