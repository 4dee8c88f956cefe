import { useTranslation } from '../../i18n/react';
import { useParams } from 'react-router';
import { LOCATION_PAGES, locationBySlug } from '@core/catalogue/locations';
import { locationPageIn, locationTextsIn } from '@core/catalogue/locationPagesIn';
import { useFormats } from '../../i18n/format';
import { useCheapestCar } from '../../api/carSearch';
import { LandingPage } from '../../components/LandingPage/LandingPage';
import { listingHref } from '../CarsPage/listingFilters';
import NotFoundPage from '../NotFoundPage/NotFoundPage';
import { locationSearchParams } from './locationSearch';
import '../../i18n/namespaces/landing';

/** /location/{slug}: one of core's ten location landing pages. */
export default function LocationPage() {
  const { t, i18n } = useTranslation('landing');
  const formats = useFormats();
  const { slug } = useParams();
  const found = slug ? locationBySlug(slug) : undefined;
  const location = found && locationPageIn(found, i18n.language);
  const filterParams = locationSearchParams(slug);
  const cheapest = useCheapestCar(filterParams);
  if (!location || !filterParams) return <NotFoundPage />;
  const place = location.name;
  const texts = locationTextsIn(
    found!,
    cheapest.data?.items[0]?.pricePerDay,
    i18n.language,
    formats.price,
  );
  return (
    <LandingPage
      path={`/location/${location.slug}`}
      shareImage={location.slug}
      metaTitle={texts.metaTitle}
      metaDescription={texts.metaDescription}
      crumb={place}
      heading={location.title}
      heroText={texts.heroText}
      priceFrom={texts.priceFrom}
      filterParams={filterParams}
      refineHref={listingHref(filterParams)}
      resultsTitle={t('location.results', { place })}
      about={
        <>
          <h2>{t('location.about', { place })}</h2>
          <p>{texts.desc}</p>
        </>
      }
      related={{
        title: t('location.related'),
        links: LOCATION_PAGES.filter((page) => page.slug !== location.slug).map((page) => ({
          label: locationPageIn(page, i18n.language).title,
          href: `/location/${page.slug}`,
        })),
      }}
    />
  );
}
