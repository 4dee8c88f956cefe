import { z } from 'zod';
import { parseInput } from '../errors';
import { carPolicy } from '../policies/cars';
import { presentCar } from '../presenters/car';
import { listFeaturedCars } from '../services/publicCars';
import type { ApiRouter } from './apiRouter';

const featuredQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(48),
});

export function carRoutes(api: ApiRouter) {
  // GET /api/cars/featured (spec section 7): approved, active cars, featured first.
  api.add({
    method: 'get',
    path: '/cars/featured',
    policy: carPolicy.browse,
    handler: async (ctx) => {
      const { limit } = parseInput(featuredQuerySchema, ctx.query, 'query');
      const cars = await listFeaturedCars(limit);
      ctx.body = cars.map(presentCar);
    },
  });
}
