import type { QueryBuilder } from 'objection';
import type { Emirate } from '@core/enums';
import { Car } from '../models';
import type { CarWithCompany } from '../presenters/car';

interface WhereBuilder {
  where(column: string, value: unknown): unknown;
}

/**
 * The one rule of what renters may see: approved, active cars of companies that are not
 * suspended. Every public car query applies it, on `cars` joined with `companies`.
 */
export function whereCarIsPublic<Q extends WhereBuilder>(qb: Q): Q {
  qb.where('cars.status', 'approved');
  qb.where('cars.active', true);
  qb.where('companies.status', 'active');
  return qb;
}

/** Public cars as Objection models (`cars` joined with `companies`). */
export function publicCarsQuery(): QueryBuilder<Car> {
  return whereCarIsPublic(Car.query().join('companies', 'companies.id', 'cars.company_id'));
}

/**
 * Featured cars first, then the newest (of one emirate when given): the home's carousels, as SQL.
 * The API answers them from the search index and the car cards (routes/cars.ts); this is the
 * reference its test holds them to.
 */
export async function listFeaturedCars(
  limit: number,
  emirate?: Emirate,
): Promise<CarWithCompany[]> {
  const cars = await publicCarsQuery()
    .select('cars.*')
    .modify((qb) => {
      if (emirate) qb.where('cars.emirate', emirate);
    })
    .withGraphFetched('[company, images(ordered)]')
    .modifiers({ ordered: (qb) => qb.orderBy('position') })
    .orderBy([
      { column: 'cars.featured', order: 'desc' },
      { column: 'cars.created_at', order: 'desc' },
      { column: 'cars.id', order: 'desc' },
    ])
    .limit(limit);
  return cars as CarWithCompany[];
}

/** One public car with its company and images, or undefined. */
export async function findPublicCar(id: number): Promise<CarWithCompany | undefined> {
  const car = await publicCarsQuery()
    .select('cars.*')
    .where('cars.id', id)
    .withGraphFetched('[company, images(ordered)]')
    .modifiers({ ordered: (qb) => qb.orderBy('position') })
    .first();
  return car as CarWithCompany | undefined;
}

/** Ids of public cars like this one: same type, closest day price first. */
export async function findSimilarCars(car: Car, limit: number): Promise<number[]> {
  const rows = await publicCarsQuery()
    .select('cars.id')
    .where('cars.car_type', car.carType)
    .whereNot('cars.id', car.id)
    .orderByRaw('abs(cars.price_per_day - ?)', [car.pricePerDay])
    .orderBy('cars.id')
    .limit(limit);
  return rows.map((row) => row.id);
}
