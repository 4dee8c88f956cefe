import { featureInputSchema, type FeatureResult } from '@core/schemas/car';
import { adminPolicy } from '../policies/admin';
import { carPolicy } from '../policies/cars';
import { featureCar, removeFeatureAsAdmin, stopFeaturingCar } from '../services/featuredCars';
import { ids, noContent, type ApiRouter } from './apiRouter';

const carId = ids({ id: 'Listing not found' });

/**
 * Featured placements (services/featuredCars.ts): the vendor features a live car within the
 * plan's slots and stops it; an admin can take any placement off. Each changes the order renters
 * see, so each tells the catalogue.
 */
export function carFeatureRoutes(api: ApiRouter) {
  api.add({
    method: 'post',
    path: '/vendor/cars/:id/feature',
    policy: carPolicy.feature,
    params: carId,
    body: featureInputSchema,
    handler: ({ actor, params, body }): Promise<FeatureResult> =>
      featureCar(actor, params.id, body.days),
    changesCatalogue: true,
  });

  api.add({
    method: 'delete',
    path: '/vendor/cars/:id/feature',
    policy: carPolicy.feature,
    params: carId,
    handler: ({ actor, params }) => stopFeaturingCar(actor, params.id),
    changesCatalogue: ({ ended }) => ended,
    present: noContent,
  });

  api.add({
    method: 'delete',
    path: '/admin/cars/:id/feature',
    policy: adminPolicy.removeFeature,
    params: carId,
    handler: ({ actor, params, deps }) => removeFeatureAsAdmin(deps.knex, actor, params.id),
    changesCatalogue: ({ ended }) => ended,
    present: noContent,
  });
}
