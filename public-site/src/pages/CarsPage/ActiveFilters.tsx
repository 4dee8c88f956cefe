import type { TFunction } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/react';
import { formatsOf, labelRecords } from '../../i18n/format';
import { catalogueLabels } from '@core/catalogue/labels';
import { categoryPageIn } from '@core/catalogue/pagesInLanguage';
import { DEFAULT_LANGUAGE } from '@core/i18n/languages';
import { Link } from '../../components/Link/Link';
import { resolveCategory } from '@core/catalogue/categories';
import { locationPlaceBySlug } from '@core/catalogue/locationPlaces';
import type { CarSearchParams } from '@core/rules/carSearchParams';
import {
  activeFilterKeys,
  carTypeOf,
  firstPage,
  labelOf,
  listingHref,
  rentalOf,
  withoutFilter,
  withoutFilters,
  type FilterKey,
} from './listingFilters';
import '../../i18n/namespaces/cars';

/** A filter in words, e.g. "Dubai", "Up to AED 500/day". */
export function filterLabel(
  key: FilterKey,
  params: CarSearchParams,
  t: TFunction,
  language: string = DEFAULT_LANGUAGE,
): string {
  const L = labelRecords(language);
  const location = params.location ? locationPlaceBySlug(params.location) : undefined;
  const category = params.category ? resolveCategory(params.category) : undefined;
  switch (key) {
    case 'query':
      return t('chips.query', { query: params.query });
    case 'emirate':
      return labelOf(L.emirates, params.emirate) ?? '';
    case 'location':
      return location ? catalogueLabels(language).locationName(location) : '';
    case 'carType': {
      const carType = carTypeOf(params);
      return carType ? L.carTypes[carType] : '';
    }
    case 'rental':
      return t(`rental.${rentalOf(params) ?? 'driver'}`);
    case 'brand':
      return labelOf(L.brands, params.brand) ?? '';
    case 'budget':
      return t('chips.budget', { amount: formatsOf(language).price(params.budget ?? 0) });
    case 'service':
      return params.service ? L.services[params.service] : '';
    case 'noDeposit':
      return t('filters.noDeposit');
    case 'driverAge':
      return t('chips.driverAge', { age: params.driverAge });
    case 'category':
      return category?.page
        ? categoryPageIn(category.page, language).title
        : category
          ? catalogueLabels(language).carouselTitle(category.title)
          : '';
  }
}

/** The search without one filter, as a link (a changed search starts at page 1). */
export const hrefWithout = (params: CarSearchParams, key: FilterKey) =>
  listingHref(firstPage(withoutFilter(params, key)));

/** The filters in force as removable chips, and "Clear all". */
export function ActiveFilters({ params }: { params: CarSearchParams }) {
  const { t, i18n } = useTranslation('cars');
  const keys = activeFilterKeys(params);
  if (keys.length === 0) return null;
  return (
    <div className="active-filters" aria-label={t('listing.activeFilters')} role="group">
      <ul className="active-filters__list">
        {keys.map((key) => {
          const label = filterLabel(key, params, t, i18n.language);
          return (
            <li key={key}>
              <Link
                className="active-filters__chip"
                to={hrefWithout(params, key)}
                aria-label={t('listing.remove', { label })}
              >
                <span>{label}</span>
                <span className="active-filters__x" aria-hidden="true">
                  ×
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      <Link className="active-filters__clear" to={listingHref(withoutFilters(params))}>
        {t('listing.clearAll')}
      </Link>
    </div>
  );
}
