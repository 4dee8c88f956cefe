import type { QueryBuilder } from 'objection';
import { Car } from '../models';
import type { CarWithCompany } from '../presenters/car';

/**
 * The one rule of what renters may see: approved, active cars of companies that are not
 * suspended. Every public car query starts here.
 */
export function publicCarsQuery(): QueryBuilder<Car> {
  return Car.query()
    .joinRelated('company')
    .where('cars.status', 'approved')
    .where('cars.active', true)
    .where('company.status', 'active');
}

/** Featured cars first, then the newest: the home page's carousels draw from these. */
export async function listFeaturedCars(limit: number): Promise<CarWithCompany[]> {
  const cars = await publicCarsQuery()
    .select('cars.*')
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
