/** The listing's heading, title and description, in words built from its filters. */
import type { TFunction } from '../../i18n/i18n';
import {
  resolveCategory,
  titleNamesPlace,
  type ResolvedCategory,
} from '@core/catalogue/categories';
import { categoryPageIn, titleInEmirateIn } from '@core/catalogue/pagesInLanguage';
import { DEFAULT_LANGUAGE } from '@core/i18n/languages';
import { catalogueLabels } from '@core/catalogue/labels';
import { formatsOf, labelRecords } from '../../i18n/format';
import { locationPlaceBySlug } from '@core/catalogue/locationPlaces';
import { ALL } from '@core/enums';
import type { CarSearchParams } from '@core/rules/carSearchParams';
import { carTypeOf, labelOf, rentalOf } from './listingFilters';

export function listingHeading(
  params: CarSearchParams,
  t: TFunction,
  language: string = DEFAULT_LANGUAGE,
): string {
  const L = labelRecords(language);
  if (params.query) return t('head.queryHeading', { query: params.query });
  const carType = carTypeOf(params);
  const rental = rentalOf(params);
  const brand = labelOf(L.brands, params.brand);
  const category = params.category ? resolveCategory(params.category) : undefined;
  const what = [brand, carType ? L.carTypes[carType] : undefined].filter(Boolean).join(' ');
  const emirate = params.emirate === ALL ? undefined : params.emirate;
  const location = params.location ? locationPlaceBySlug(params.location) : undefined;
  // A landing page's title in the page's language; a carousel's in its own.
  const categoryTitle = (found: ResolvedCategory) =>
    found.page
      ? categoryPageIn(found.page, language).title
      : catalogueLabels(language).carouselTitle(found.title);
  let subject: string;
  // A category's title, for the emirate chosen when it names its place ("… Abu Dhabi").
  if (category && !what && !rental)
    subject = titleInEmirateIn(categoryTitle(category), emirate, language);
  else if (rental === 'driver')
    subject = what ? t('head.withDriver', { what }) : t('head.withDriverAny');
  else if (rental === 'long-term')
    subject = what ? t('head.monthly', { what }) : t('head.monthlyAny');
  else subject = what ? t('head.rental', { what }) : t('head.rentalAny');

  const place =
    (location && catalogueLabels(language).locationName(location)) ??
    labelOf(L.emirates, params.emirate);
  // A category title that names its place needs no "in …" but a district's.
  const namesItsPlace =
    subject === titleInEmirateIn(category ? categoryTitle(category) : '', emirate, language);
  let heading =
    category && namesItsPlace && !location && (!place || titleNamesPlace(category.title))
      ? subject
      : t('head.inPlace', { subject, place: place ?? t('head.uae') });
  if (params.budget)
    heading = t('head.upTo', { heading, amount: formatsOf(language).price(params.budget) });
  return heading;
}

export function listingTitle(heading: string, page: number, t: TFunction): string {
  return page > 1 ? t('head.titlePage', { heading, page }) : t('head.title', { heading });
}

export function listingDescription(total: number | undefined, t: TFunction): string {
  return total === undefined ? t('head.descriptionAny') : t('head.description', { count: total });
}
