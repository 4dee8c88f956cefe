import { useQuery } from '@tanstack/react-query';
import type { Car } from '@core/schemas/car';

export const featuredCarsKey = ['/api/cars/featured'] as const;

export function useFeaturedCars() {
  return useQuery<Car[]>({ queryKey: featuredCarsKey });
}
