import { useTranslation } from '../../i18n/react';
import { resolveCategory } from '@core/catalogue/categories';
import { SERVICES } from '@core/enums';
import { useLabelRecords } from '../../i18n/format';
import { WITH_DRIVER_PARAMS, useCheapestCar } from '../../api/carSearch';
import { LandingPage } from '../../components/LandingPage/LandingPage';
import { LinkPills } from '../../components/LinkPills/LinkPills';
import { listingHref } from '../CarsPage/listingFilters';
import './WithDriverPage.css';
import '../../i18n/namespaces/landing';

/** Self-drive and other ways to rent, linked from the with-driver page. */
const RELATED_CATEGORIES = [
  'self-drive-car-rental-dubai',
  'car-rental-dubai-airport',
  'luxury-car-rental-dubai',
  'monthly-car-rental-dubai',
  'van-rental-dubai',
];

/** /cars/with-driver: cars that come with a driver (core's WITH_DRIVER_FILTER). */
export default function WithDriverPage() {
  const { t } = useTranslation('landing');
  const L = useLabelRecords();
  const cheapest = useCheapestCar(WITH_DRIVER_PARAMS);
  return (
    <LandingPage
      path="/cars/with-driver"
      shareImage="with-driver"
      metaTitle={t('withDriver.metaTitle')}
      metaDescription={t('withDriver.metaDescription')}
      crumb={t('withDriver.crumb')}
      heading={t('withDriver.heading')}
      heroText={t('withDriver.heroText')}
      priceFrom={cheapest.data?.items[0]?.pricePerDay}
      filterParams={WITH_DRIVER_PARAMS}
      refineHref={listingHref(WITH_DRIVER_PARAMS)}
      resultsTitle={t('withDriver.results')}
      heroExtra={
        <nav className="with-driver__services" aria-label={t('withDriver.services')}>
          <LinkPills
            light
            links={SERVICES.map((service) => ({
              label: L.services[service],
              href: listingHref({ ...WITH_DRIVER_PARAMS, service }),
            }))}
          />
        </nav>
      }
      about={
        <>
          <h2>{t('withDriver.aboutTitle')}</h2>
          <p>{t('withDriver.about')}</p>
        </>
      }
      related={{
        title: t('withDriver.related'),
        links: RELATED_CATEGORIES.flatMap((slug) => {
          const category = resolveCategory(slug)?.page;
          return category ? [{ label: category.title, href: `/category/${category.slug}` }] : [];
        }),
      }}
    />
  );
}
