import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link } from '../../components/Link/Link';
import {
  CATEGORY_GRID_DEFAULT_EMIRATE,
  CATEGORY_PAGES,
  POPULAR_CATEGORY_SLUGS,
} from '@core/catalogue/categories';
import { pageShareImagePath } from '@core/catalogue/shareImages';
import type { Emirate } from '@core/enums';
import { LOCATION_PLACES, POPULAR_DISTRICT_SLUGS } from '@core/catalogue/locationPlaces';
import { HEADER_ACTIONS, SUPPORT_CONTACT } from '@core/catalogue/menus';
import { catalogueLabels } from '@core/catalogue/labels';
import { categoryPageIn } from '@core/catalogue/pagesInLanguage';
import { HydrateLater } from '../../components/Hydration/HydrateLater';
import { FeatureList, StepList } from '../../components/Features/Features';
import { Icon, type IconName } from '../../components/Icon/Icon';
import { PageHead } from '../../components/PageHead/PageHead';
import { useSite } from '../../components/Providers/SiteContext';
import { useCatalogue } from '../../i18n/format';
import { useLiveClaims } from '../../api/catalogueStats';
import { CarCarousels } from './CarCarousels';
import { CategoryGrid } from './CategoryGrid';
import { HeroSearch } from './HeroSearch';
import { TopCompanies } from './TopCompanies';
import './home.css';
import '../../i18n/namespaces/home';

const POPULAR_CATEGORIES = POPULAR_CATEGORY_SLUGS.flatMap((slug) =>
  CATEGORY_PAGES.filter((page) => page.slug === slug),
);
const POPULAR_DISTRICTS = POPULAR_DISTRICT_SLUGS.flatMap((slug) =>
  LOCATION_PLACES.filter((page) => page.slug === slug),
);

/** schema.org: the site with its car search, the marketplace, and its category pages. */
function homeJsonLd(
  origin: string,
  words: {
    name: string;
    description: string;
    listName: string;
    language: string;
    address: string;
    locality: string;
    country: string;
  },
) {
  const { name, description, listName, language } = words;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name,
      url: `${origin}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${origin}/cars?query={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name,
      url: `${origin}/`,
      logo: `${origin}/favicon.svg`,
      description,
      email: SUPPORT_CONTACT.email,
      telephone: SUPPORT_CONTACT.phone,
      address: {
        '@type': 'PostalAddress',
        streetAddress: words.address,
        addressLocality: words.locality,
        addressCountry: 'AE',
      },
      areaServed: { '@type': 'Country', name: words.country },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: listName,
      itemListElement: POPULAR_CATEGORIES.map((page, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: categoryPageIn(page, language).title,
        url: `${origin}/category/${page.slug}`,
      })),
    },
  ];
}

const STEP_ICONS: IconName[] = ['search', 'whatsapp', 'key'];
const WHY: { key: 'cars' | 'pricing' | 'commission'; icon: IconName }[] = [
  { key: 'cars', icon: 'badge-check' },
  { key: 'pricing', icon: 'clock' },
  { key: 'commission', icon: 'tag' },
];

export default function HomePage() {
  const { t, i18n } = useTranslation('home');
  const { origin, siteName } = useSite();
  const catalogue = useCatalogue();
  // The category grid's emirate choice: the grid's counts and the carousels' cars and titles.
  const [emirate, setEmirate] = useState<Emirate>(CATEGORY_GRID_DEFAULT_EMIRATE);
  // Live counts, rounded down; until they are known the texts say no number ("_unknown").
  const live = useLiveClaims();
  const claims = live ?? { context: 'unknown' };
  const description = t('meta.description', claims);
  const steps = t('howItWorks.steps', { returnObjects: true }) as { title: string; text: string }[];

  return (
    <>
      <PageHead
        title={t('meta.title')}
        description={description}
        canonicalPath="/"
        keywords={t('meta.keywords')}
        image={pageShareImagePath('home')}
        jsonLd={homeJsonLd(origin, {
          name: siteName,
          description,
          listName: t('meta.itemListName'),
          language: i18n.language,
          address: catalogue.supportAddress(),
          locality: catalogue.emirate('dubai'),
          country: t('meta.country'),
        })}
      />

      <section className="hero">
        <div className="container">
          <p className="hero__eyebrow">{t('hero.eyebrow')}</p>
          <h1>{t('hero.title')}</h1>
          <p className="hero__lead">{t('hero.lead', claims)}</p>
          <HeroSearch />
        </div>
      </section>

      <section className="trust container" aria-label={t('trust.label')}>
        <p>
          <Icon name="badge-check" />
          {t('trust.partners', claims)}
        </p>
        <p>
          <Icon name="tag" />
          {t('trust.noFees')}
        </p>
        <p>
          <Icon name="lock" />
          {t('trust.secure')}
        </p>
      </section>

      <section id="how-it-works" className="container home-section" aria-labelledby="how-title">
        <h2 id="how-title">{t('howItWorks.title')}</h2>
        <p className="home-section__lead">{t('howItWorks.lead')}</p>
        <StepList
          steps={steps.map((step, index) => ({ ...step, icon: STEP_ICONS[index] ?? 'car' }))}
        />
      </section>

      <HydrateLater>
        <CategoryGrid emirate={emirate} onEmirateChange={setEmirate} />
      </HydrateLater>

      <HydrateLater>
        <section className="container home-section below-fold" aria-labelledby="why-title">
          <h2 id="why-title">{t('why.title')}</h2>
          <FeatureList
            features={WHY.map(({ key, icon }) => ({
              title: t(`why.${key}`, claims),
              text: t(`why.${key}Text`),
              icon,
            }))}
          />
        </section>
      </HydrateLater>

      <HydrateLater>
        <section
          className="container home-section below-fold"
          aria-labelledby="popular-categories-title"
        >
          <h2 id="popular-categories-title">{t('popularCategories')}</h2>
          <ul className="link-chips">
            {POPULAR_CATEGORIES.map((page) => (
              <li key={page.slug}>
                <Link to={`/category/${page.slug}`}>
                  {categoryPageIn(page, i18n.language).title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </HydrateLater>

      <HydrateLater>
        <section
          className="container home-section below-fold"
          aria-labelledby="popular-districts-title"
        >
          <h2 id="popular-districts-title">{t('popularDistricts')}</h2>
          <ul className="link-chips">
            {POPULAR_DISTRICTS.map((page) => (
              <li key={page.slug}>
                <Link to={`/location/${page.slug}`}>
                  <Icon name="map-pin" size={16} />
                  {catalogueLabels(i18n.language).locationTitle(page)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </HydrateLater>

      <CarCarousels emirate={emirate} />

      <TopCompanies />

      <HydrateLater>
        <section className="container">
          <div className="vendor-cta">
            <div>
              <h2>{t('vendor.title')}</h2>
              <p>{t('vendor.text')}</p>
            </div>
            <Link to={HEADER_ACTIONS.registerBusiness.href} className="button button--accent">
              {t('vendor.button')}
            </Link>
          </div>
        </section>
      </HydrateLater>
    </>
  );
}
