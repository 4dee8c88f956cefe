import type { CarDetail } from '@core/schemas/car';
import { keptAnswerQuery, listedCar, type ListedCar } from './keptAnswer';
import { languageQuery } from './languageQuery';

/** The car page's data: the car, its company with contacts, and similar cars as cards. */
export type CarPageData = Omit<CarDetail, 'similar'> & { similar: ListedCar[] };

/**
 * GET /api/cars/:id, its similar cars kept as cards (keptAnswer.ts); the company's texts in the
 * page's language where written (`?language=ar`).
 */
export function carDetailQuery(id: string | undefined, language: string) {
  return keptAnswerQuery(
    `/api/cars/${encodeURIComponent(id ?? '')}${languageQuery(language, '?')}`,
    (car: CarDetail): CarPageData => ({ ...car, similar: car.similar.map(listedCar) }),
  );
}
