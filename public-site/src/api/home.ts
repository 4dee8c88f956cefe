/** The home page's data: featured cars for the carousels and the category grid's live counts. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Car } from '@core/schemas/car';
import type { CategoryCounts } from '@core/schemas/carSearch';
import { featuredCarsKey } from './cars';

export const featuredCarsQuery = () => queryOptions<Car[]>({ queryKey: featuredCarsKey });

export const categoryCountsQuery = (emirate: string) =>
  queryOptions<CategoryCounts>({
    queryKey: [`/api/cars/category-counts?emirate=${encodeURIComponent(emirate)}`],
  });

export const useCategoryCounts = (emirate: string) => useQuery(categoryCountsQuery(emirate));
