import { locationBySlug } from '@core/catalogue/locations';
import type { CarSearchParams } from '@core/rules/carSearchParams';

/** The cars of a location page: the listing's `location` parameter (its filter, in core). */
export function locationSearchParams(slug: string | undefined): CarSearchParams | undefined {
  return slug && locationBySlug(slug) ? { location: slug } : undefined;
}
