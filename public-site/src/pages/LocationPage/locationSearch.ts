import { locationPlaceBySlug } from '@core/catalogue/locationPlaces';
import type { CarSearchParams } from '@core/rules/carSearchParams';

/** The cars of a location page: the listing's `location` parameter (its filter, in core). */
export function locationSearchParams(slug: string | undefined): CarSearchParams | undefined {
  return slug && locationPlaceBySlug(slug) ? { location: slug } : undefined;
}
