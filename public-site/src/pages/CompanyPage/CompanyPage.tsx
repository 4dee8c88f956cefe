import { useTranslation } from '../../i18n/react';
import { useFormats } from '../../i18n/format';
import { useParams, useSearchParams } from 'react-router';
import { Link } from '../../components/Link/Link';
import { ApiRequestError } from '../../api/client';
import {
  companyIdFromParam,
  pageFromSearch,
  useCompany,
  useCompanyCars,
} from '../../api/companies';
import { CarCard } from '../../components/CarCard/CarCard';
import { CompanyLogo, Stars, VerifiedBadge } from '../../components/Company/CompanyCard';
import {
  FleetOverview,
  RentalPolicies,
  useCompanyAbout,
} from '../../components/Company/CompanyAbout';
import { Icon } from '../../components/Icon/Icon';
import { PageHead } from '../../components/PageHead/PageHead';
import { Pagination, pagePath } from '../../components/Pagination/Pagination';
import { useSite } from '../../components/Providers/SiteContext';
import { Spinner } from '../../components/Spinner';
import './company.css';
import '../../i18n/namespaces/companies';

function CompanyNotFound({ path }: { path: string }) {
  const { t } = useTranslation('companies');
  return (
    <section className="container not-found">
      <PageHead
        title={t('profile.notFoundMeta')}
        description={t('profile.notFoundBody')}
        canonicalPath={path}
        noIndex
      />
      <p className="not-found__code">404</p>
      <h1>{t('profile.notFoundTitle')}</h1>
      <p>{t('profile.notFoundBody')}</p>
      <div className="not-found__links">
        <Link to="/companies" className="button button--accent">
          {t('profile.allCompanies')}
        </Link>
      </div>
    </section>
  );
}

/** /companies/{id}/cars: the company's profile and its public cars, paged (?page=). */
export default function CompanyPage() {
  const { t, i18n } = useTranslation('companies');
  const { origin } = useSite();
  const formats = useFormats();
  const about = useCompanyAbout();
  const params = useParams();
  const [searchParams] = useSearchParams();
  const id = companyIdFromParam(params.id);
  const page = pageFromSearch(searchParams);
  const profile = useCompany(id ?? 0, i18n.language, id !== null);
  const cars = useCompanyCars(id ?? 0, i18n.language, page, id !== null);
  const path = `/companies/${params.id ?? ''}/cars`;

  const missing =
    id === null ||
    (profile.error instanceof ApiRequestError &&
      (profile.error.status === 404 || profile.error.status === 400));
  if (missing) return <CompanyNotFound path={path} />;
  if (profile.isPending) return <Spinner />;
  if (profile.isError) {
    return <p className="container notice">{t('dialog.error')}</p>;
  }

  const company = profile.data;
  const carsText = t('cars', { count: company.carCount });
  const pages = cars.data ? Math.ceil(cars.data.total / cars.data.pageSize) : 0;
  const canonicalPath = page > 1 ? `${path}?page=${page}` : path;

  return (
    <div className="company-page">
      <PageHead
        title={t('profile.metaTitle', { name: company.name, location: company.location })}
        description={t('profile.metaDescription', {
          name: company.name,
          location: company.location,
          cars: carsText,
          rating: company.rating.toFixed(1),
          reviews: t('reviews', { count: company.reviewCount }),
        })}
        canonicalPath={canonicalPath}
        type="profile"
        image={company.logo ?? undefined}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'AutoRental',
          name: company.name,
          url: `${origin}${path}`,
          ...(company.logo ? { logo: new URL(company.logo, origin).href } : {}),
          description: about(company),
          address: {
            '@type': 'PostalAddress',
            addressLocality: company.location,
            addressCountry: 'AE',
          },
          ...(company.reviewCount > 0
            ? {
                aggregateRating: {
                  '@type': 'AggregateRating',
                  ratingValue: company.rating,
                  reviewCount: company.reviewCount,
                },
              }
            : {}),
          ...(company.priceFrom !== null
            ? { priceRange: t('dialog.priceFrom', { price: formats.price(company.priceFrom) }) }
            : {}),
        }}
      />
      <section className="company-hero">
        <div className="container">
          <nav aria-label={t('profile.breadcrumb')} className="breadcrumb">
            <Link to="/companies">{t('profile.companies')}</Link>
            <span aria-hidden="true"> / </span>
            <span aria-current="page">{company.name}</span>
          </nav>
          <div className="company-hero__main">
            <CompanyLogo company={company} size={88} />
            <div className="company-hero__text">
              <h1>{company.name}</h1>
              <p className="company-hero__facts">
                {company.verified && <VerifiedBadge />}
                <Stars rating={company.rating} />
                <span>({t('reviews', { count: company.reviewCount })})</span>
              </p>
              <p className="company-hero__facts company-hero__facts--spaced">
                <span>
                  <Icon name="map-pin" size={16} />
                  {company.location}
                </span>
                <span>
                  <Icon name="car" size={16} />
                  {carsText}
                </span>
              </p>
            </div>
          </div>
        </div>
      </section>

      <div className="container company-page__body">
        <aside className="company-page__side">
          <section className="company-panel" aria-labelledby="company-about">
            <h2 id="company-about">{t('dialog.about')}</h2>
            <p>{about(company)}</p>
          </section>
          <section className="company-panel" aria-labelledby="company-fleet">
            <h2 id="company-fleet">{t('dialog.fleet')}</h2>
            <FleetOverview profile={company} />
          </section>
          <section className="company-panel" aria-labelledby="company-policies">
            <h2 id="company-policies">{t('dialog.policies')}</h2>
            <RentalPolicies company={company} />
          </section>
          <section
            id="contact"
            className="company-panel company-panel--contact"
            aria-labelledby="company-contact"
          >
            <h2 id="company-contact">{t('profile.contactTitle', { name: company.name })}</h2>
            <p>{t('profile.contactText')}</p>
            <a href="#company-cars" className="button button--accent button--block">
              <Icon name="car" size={18} />
              {t('viewCars')}
            </a>
          </section>
        </aside>

        <section
          className="company-page__cars"
          id="company-cars"
          aria-labelledby="company-cars-title"
        >
          <h2 id="company-cars-title">{t('profile.carsTitle', { name: company.name })}</h2>
          {cars.isPending && <Spinner />}
          {cars.isError && <p className="notice">{t('profile.carsError')}</p>}
          {cars.data && cars.data.items.length === 0 && (
            <p className="notice">{t('profile.carsEmpty')}</p>
          )}
          {cars.data && cars.data.items.length > 0 && (
            <ul className="company-cars">
              {cars.data.items.map((car) => (
                <li key={car.id}>
                  <CarCard car={car} />
                </li>
              ))}
            </ul>
          )}
          <Pagination
            page={page}
            pages={pages}
            pageHref={(target) => pagePath(path, target)}
            listId="company-cars"
          />
        </section>
      </div>
    </div>
  );
}
