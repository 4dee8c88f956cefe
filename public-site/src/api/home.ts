/** The home page's data: featured cars for the carousels and the category grid's live counts, per emirate. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Car } from '@core/schemas/car';
import type { CategoryCounts } from '@core/schemas/carSearch';
import { keptAnswerQuery, listedCar } from './keptAnswer';

/** The carousels' cars: the featured cars of the emirate the home page shows, as cards. */
export const featuredCarsQuery = (emirate: string) =>
  keptAnswerQuery(`/api/cars/featured?emirate=${encodeURIComponent(emirate)}`, (cars: Car[]) =>
    cars.map(listedCar),
  );

export const categoryCountsQuery = (emirate: string) =>
  queryOptions<CategoryCounts>({
    queryKey: [`/api/cars/category-counts?emirate=${encodeURIComponent(emirate)}`],
  });

export const useCategoryCounts = (emirate: string) => useQuery(categoryCountsQuery(emirate));
