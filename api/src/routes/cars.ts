import Router from '@koa/router';
import { z } from 'zod';
import { parseInput } from '../errors';
import { presentCar } from '../presenters/car';
import { listFeaturedCars } from '../services/publicCars';

const featuredQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(48),
});

export function carRoutes(): Router {
  const router = new Router();
  // GET /api/cars/featured (spec section 7): approved, active cars, featured first.
  router.get('/cars/featured', async (ctx) => {
    const { limit } = parseInput(featuredQuerySchema, ctx.query, 'query');
    const cars = await listFeaturedCars(limit);
    ctx.body = cars.map(presentCar);
  });
  return router;
}
