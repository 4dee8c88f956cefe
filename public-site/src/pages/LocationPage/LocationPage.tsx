import { useTranslation } from '../../i18n/react';
import { useParams } from 'react-router';
import { LOCATION_PAGES, locationBySlug } from '@core/catalogue/locations';
import { LandingPage } from '../../components/LandingPage/LandingPage';
import { listingHref } from '../CarsPage/listingFilters';
import NotFoundPage from '../NotFoundPage/NotFoundPage';
import { locationSearchParams } from './locationSearch';
import '../../i18n/namespaces/landing';

/** /location/{slug}: one of core's ten location landing pages. */
export default function LocationPage() {
  const { t } = useTranslation('landing');
  const { slug } = useParams();
  const location = slug ? locationBySlug(slug) : undefined;
  const filterParams = locationSearchParams(slug);
  if (!location || !filterParams) return <NotFoundPage />;
  const place = location.name;
  return (
    <LandingPage
      path={`/location/${location.slug}`}
      metaTitle={location.metaTitle}
      metaDescription={location.metaDescription}
      crumb={place}
      heading={location.title}
      heroText={location.heroText}
      priceFrom={location.priceFrom}
      filterParams={filterParams}
      refineHref={listingHref(filterParams)}
      resultsTitle={t('location.results', { place })}
      about={
        <>
          <h2>{t('location.about', { place })}</h2>
          <p>{location.desc}</p>
        </>
      }
      related={{
        title: t('location.related'),
        links: LOCATION_PAGES.filter((page) => page.slug !== location.slug).map((page) => ({
          label: page.title,
          href: `/location/${page.slug}`,
        })),
      }}
    />
  );
}
