import type { CarDetail } from '@core/schemas/car';
import { keptAnswerQuery, listedCar, type ListedCar } from './keptAnswer';

/** The car page's data: the car, its company with contacts, and similar cars as cards. */
export type CarPageData = Omit<CarDetail, 'similar'> & { similar: ListedCar[] };

/** GET /api/cars/:id, its similar cars kept as cards (keptAnswer.ts). */
export function carDetailQuery(id: string | undefined) {
  return keptAnswerQuery(
    `/api/cars/${encodeURIComponent(id ?? '')}`,
    (car: CarDetail): CarPageData => ({ ...car, similar: car.similar.map(listedCar) }),
  );
}
