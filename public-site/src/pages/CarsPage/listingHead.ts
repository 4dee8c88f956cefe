/** The listing's heading, title and description, in words built from its filters. */
import type { TFunction } from '../../i18n/i18n';
import { resolveCategory, titleInEmirate, titleNamesPlace } from '@core/catalogue/categories';
import { locationBySlug } from '@core/catalogue/locations';
import { ALL, BRAND_LABELS, CAR_TYPE_LABELS, EMIRATE_LABELS } from '@core/enums';
import type { CarSearchParams } from '@core/rules/carSearchParams';
import { formatAed } from '@core/rules/pricing';
import { carTypeOf, labelOf, rentalOf } from './listingFilters';

export function listingHeading(params: CarSearchParams, t: TFunction): string {
  if (params.query) return t('head.queryHeading', { query: params.query });
  const carType = carTypeOf(params);
  const rental = rentalOf(params);
  const brand = labelOf(BRAND_LABELS, params.brand);
  const category = params.category ? resolveCategory(params.category) : undefined;
  const what = [brand, carType ? CAR_TYPE_LABELS[carType] : undefined].filter(Boolean).join(' ');
  const emirate = params.emirate === ALL ? undefined : params.emirate;
  const location = params.location ? locationBySlug(params.location) : undefined;
  let subject: string;
  // A category's title, for the emirate chosen when it names its place ("… Abu Dhabi").
  if (category && !what && !rental) subject = titleInEmirate(category.title, emirate);
  else if (rental === 'driver')
    subject = what ? t('head.withDriver', { what }) : t('head.withDriverAny');
  else if (rental === 'long-term')
    subject = what ? t('head.monthly', { what }) : t('head.monthlyAny');
  else subject = what ? t('head.rental', { what }) : t('head.rentalAny');

  const place = location?.name ?? labelOf(EMIRATE_LABELS, params.emirate);
  // A category title that names its place needs no "in …" but a district's.
  const namesItsPlace = subject === titleInEmirate(category?.title ?? '', emirate);
  let heading =
    category && namesItsPlace && !location && (!place || titleNamesPlace(category.title))
      ? subject
      : t('head.inPlace', { subject, place: place ?? t('head.uae') });
  if (params.budget) heading = t('head.upTo', { heading, amount: formatAed(params.budget) });
  return heading;
}

export function listingTitle(heading: string, page: number, t: TFunction): string {
  return page > 1 ? t('head.titlePage', { heading, page }) : t('head.title', { heading });
}

export function listingDescription(total: number | undefined, t: TFunction): string {
  return total === undefined ? t('head.descriptionAny') : t('head.description', { count: total });
}
