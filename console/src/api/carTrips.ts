/**
 * A car's trips as its vendor manages them: the quote preview (GET /api/vendor/cars/:id/quote,
 * the renters' quote by the same service) and the blocked days (GET · POST · DELETE
 * /api/vendor/cars/:id/blocks), and the same days on every car at once (POST /api/vendor/blocks).
 * Keys start with the cars' path: a car's edit refreshes its quote.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { Emirate } from '@core/enums';
import type { CarBlock, CarBlockInput, FleetBlockResult, Quote } from '@core/schemas/trip';
import { apiDelete, apiRequest, jsonBody, queryString } from './client';
import { useInvalidate } from './queryClient';
import { vendorCarsKey } from './vendorCars';

export interface QuoteParams {
  from: string;
  to: string;
  delivery?: Emirate;
}

export function useVendorQuote(carId: number, params: QuoteParams | null) {
  return useQuery({
    queryKey: [...vendorCarsKey, 'quote', carId, params],
    queryFn: () =>
      apiRequest<Quote>(`/api/vendor/cars/${carId}/quote${queryString({ ...params })}`),
    enabled: params !== null,
  });
}

export function useCarBlocks(carId: number | undefined) {
  return useQuery({
    queryKey: [...vendorCarsKey, 'blocks', carId],
    queryFn: () => apiRequest<{ items: CarBlock[] }>(`/api/vendor/cars/${carId}/blocks`),
    enabled: carId !== undefined,
  });
}

/** Blocks change the car's quotes (available or not) and its blocks list. */
const useInvalidateTrips = () => useInvalidate(vendorCarsKey);

export function useCreateCarBlock(carId: number) {
  const invalidate = useInvalidateTrips();
  return useMutation({
    mutationFn: (input: CarBlockInput) =>
      apiRequest<CarBlock>(`/api/vendor/cars/${carId}/blocks`, jsonBody('POST', input)),
    onSuccess: invalidate,
  });
}

export function useDeleteCarBlock(carId: number) {
  const invalidate = useInvalidateTrips();
  return useMutation({
    mutationFn: (blockId: number) => apiDelete(`/api/vendor/cars/${carId}/blocks/${blockId}`),
    onSuccess: invalidate,
  });
}

/** Blocks the days on every car of the company; cars already blocked then are skipped. */
export function useBlockAllCars() {
  const invalidate = useInvalidateTrips();
  return useMutation({
    mutationFn: (input: CarBlockInput) =>
      apiRequest<FleetBlockResult>('/api/vendor/blocks', jsonBody('POST', input)),
    onSuccess: invalidate,
  });
}
