import { queryOptions } from '@tanstack/react-query';
import type { CarDetail } from '@core/schemas/car';

/** GET /api/cars/:id: the car page's data (the car, its company with contacts, similar cars). */
export function carDetailQuery(id: string | undefined) {
  return queryOptions<CarDetail>({ queryKey: [`/api/cars/${encodeURIComponent(id ?? '')}`] });
}
