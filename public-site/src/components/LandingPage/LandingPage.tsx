import { useFormats } from '../../i18n/format';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { useSearchParams } from 'react-router';
import { Link } from '../Link/Link';
import { carSearchQuery } from '@core/rules/carSearchParams';
import { pageShareImagePath } from '@core/catalogue/shareImages';
import type { CarSearchParams } from '@core/rules/carSearchParams';

import {
  landingSearchParams,
  pageFromSearch,
  tripOfSearch,
  useCarSearch,
} from '../../api/carSearch';
import { ListingDates } from '../TripDates/ListingDates';
import { CarResults } from '../CarResults/CarResults';
import { LinkPills, type PillLink } from '../LinkPills/LinkPills';
import { PageHead } from '../PageHead/PageHead';
import { breadcrumbJsonLd, carItemListJsonLd } from '../PageHead/structuredData';
import { useSite } from '../Providers/SiteContext';
import { pagePath } from '../Pagination/Pagination';
import './LandingPage.css';
import '../../i18n/namespaces/landing';

interface LandingPageProps {
  /** The page's own path, e.g. /location/car-rental-dubai-marina (canonical, page links). */
  path: string;
  metaTitle: string;
  metaDescription: string;
  /** Its link preview's key (core shareImages: a category or location slug, 'with-driver'). */
  shareImage: string;
  /** The short name of the page in the breadcrumb trail. */
  crumb: string;
  heading: string;
  heroText: string;
  /** "From AED x/day": the cheapest car listed (a location's spec figure when none is). */
  priceFrom: number | undefined;
  /** The search the page means (without page): its cars and the "refine" link. */
  filterParams: CarSearchParams;
  /** The same search on /cars, where every filter can be added. */
  refineHref: string;
  resultsTitle: string;
  /** Extra hero content, e.g. service links. */
  heroExtra?: ReactNode;
  /** Text about the place or kind of rental, below the cars. */
  about?: ReactNode;
  related: { title: string; links: PillLink[] };
}

/**
 * A landing page built from core's catalogue data: hero with price-from, the matching cars (the
 * shared CarResults, with ?page=N links), text, and links to its sibling pages. Declares its head
 * with ItemList and BreadcrumbList data.
 */
export function LandingPage(props: LandingPageProps) {
  const { path, filterParams, heading } = props;
  const { t } = useTranslation('landing');
  const formats = useFormats();
  const { origin } = useSite();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFromSearch(searchParams);
  const params = landingSearchParams(filterParams, searchParams);
  // The trip stays in the page links; the canonical address is the page's own, without it.
  const trip = carSearchQuery(tripOfSearch(searchParams));
  const { data } = useCarSearch(params);
  const trail = [
    { name: t('crumbs.home'), path: '/' },
    { name: t('crumbs.cars'), path: '/cars' },
    { name: props.crumb, path },
  ];
  const pageHref = (target: number) => {
    const href = pagePath(path, target);
    return trip ? `${href}${href.includes('?') ? '&' : '?'}${trip}` : href;
  };
  const offset = data ? (data.page - 1) * data.pageSize : 0;
  const jsonLd = [
    breadcrumbJsonLd(trail, origin),
    ...(data ? [carItemListJsonLd(data.items, origin, { name: heading, offset })] : []),
  ];

  return (
    <div className="landing">
      <PageHead
        title={page > 1 ? t('titlePage', { title: props.metaTitle, page }) : props.metaTitle}
        description={props.metaDescription}
        canonicalPath={pagePath(path, page)}
        image={pageShareImagePath(props.shareImage)}
        jsonLd={jsonLd}
      />
      <section className="landing__hero">
        <div className="container landing__hero-grid">
          <div>
            <nav aria-label={t('crumbs.label')} className="landing__crumbs">
              <ol>
                {trail.map((crumb, index) => (
                  <li key={crumb.path}>
                    {index < trail.length - 1 ? (
                      <Link to={crumb.path}>{crumb.name}</Link>
                    ) : (
                      <span aria-current="page">{crumb.name}</span>
                    )}
                  </li>
                ))}
              </ol>
            </nav>
            <h1>{heading}</h1>
            <p className="landing__lead">{props.heroText}</p>
            <div className="landing__facts">
              {props.priceFrom !== undefined && (
                <p className="landing__price" data-testid="price-from">
                  {t('priceFrom', { price: formats.price(props.priceFrom) })}
                </p>
              )}
              {data && (
                <p className="landing__available">{t('available', { count: data.total })}</p>
              )}
            </div>
            <div className="landing__actions">
              <a className="button button--accent" href="#cars">
                {t('viewCars')}
              </a>
              <Link className="button button--light" to={props.refineHref}>
                {t('refine')}
              </Link>
            </div>
            {props.heroExtra}
          </div>
          <ul className="landing__points">
            {(['verified', 'prices', 'direct'] as const).map((point) => (
              <li key={point}>
                <strong>{t(`points.${point}.title`)}</strong>
                <span>{t(`points.${point}.body`)}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <div className="container">
        <section id="cars" className="landing__section">
          <h2>{props.resultsTitle}</h2>
          {/* A new trip starts from the first page; the page's filter stays. */}
          <ListingDates
            className="landing__dates"
            params={params}
            onChange={(next) =>
              setSearchParams(
                new URLSearchParams(
                  carSearchQuery({
                    from: next.from,
                    to: next.to,
                    fromTime: next.fromTime,
                    toTime: next.toTime,
                  }),
                ),
              )
            }
          />
          <CarResults
            params={params}
            label={props.resultsTitle}
            pageHref={pageHref}
            empty={
              <>
                <h2>{t('emptyTitle')}</h2>
                <p>{t('emptyBody')}</p>
                <Link className="button button--accent" to="/cars">
                  {t('browseAll')}
                </Link>
              </>
            }
          />
        </section>
        {props.about && (
          <section className="landing__section landing__about">{props.about}</section>
        )}
        <section className="landing__section" aria-labelledby="landing-related">
          <h2 id="landing-related">{props.related.title}</h2>
          <LinkPills links={props.related.links} />
        </section>
      </div>
    </div>
  );
}
