/** The vendor's own listings and their photos (GET · POST · PATCH · DELETE /api/vendor/cars). */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CarImage,
  CarInput,
  CarPatch,
  FeatureResult,
  VendorCar,
  VendorCarPage,
  VendorCarsQuery,
} from '@core/schemas/car';
import { apiDelete, apiRequest, apiUpload, jsonBody, queryString } from './client';
import { useInvalidate } from './queryClient';
import { vendorOverviewKey } from './vendorOverview';
import { vendorSubscriptionKey } from './vendorSubscription';

/** Every query of this resource starts with this key, so one invalidation refreshes them all. */
export const vendorCarsKey = ['/api/vendor/cars'] as const;

export type VendorCarsParams = Partial<Pick<VendorCarsQuery, 'status' | 'query' | 'sort'>> & {
  page: number;
  pageSize: number;
};

export function useVendorCars(params: VendorCarsParams) {
  return useQuery({
    queryKey: [...vendorCarsKey, 'list', params],
    queryFn: () => apiRequest<VendorCarPage>(`/api/vendor/cars${queryString(params)}`),
    placeholderData: keepPreviousData,
  });
}

export function useVendorCar(id: number | undefined) {
  return useQuery({
    queryKey: [...vendorCarsKey, 'one', id],
    queryFn: () => apiRequest<VendorCar>(`/api/vendor/cars/${id}`),
    enabled: id !== undefined,
  });
}

/** Listings feed the overview's counts and the plan's usage as well. */
const useInvalidateCars = () =>
  useInvalidate(vendorCarsKey, vendorOverviewKey, vendorSubscriptionKey);

export function useCreateCar() {
  const invalidate = useInvalidateCars();
  return useMutation({
    mutationFn: (input: CarInput) =>
      apiRequest<VendorCar>('/api/vendor/cars', jsonBody('POST', input)),
    onSuccess: invalidate,
  });
}

export function useUpdateCar() {
  const invalidate = useInvalidateCars();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: CarPatch }) =>
      apiRequest<VendorCar>(`/api/vendor/cars/${id}`, jsonBody('PATCH', patch)),
    onSuccess: invalidate,
  });
}

export function useDeleteCar() {
  const invalidate = useInvalidateCars();
  return useMutation({
    mutationFn: (id: number) => apiDelete(`/api/vendor/cars/${id}`),
    onSuccess: invalidate,
  });
}

/** Adds one photo to a car (it goes last; the first photo is the cover). */
export function uploadCarPhoto(carId: number, file: Blob): Promise<CarImage> {
  return apiUpload<CarImage>(`/api/vendor/cars/${carId}/images`, { file });
}

export function useUploadCarPhoto(carId: number) {
  const invalidate = useInvalidateCars();
  return useMutation({
    mutationFn: (file: Blob) => uploadCarPhoto(carId, file),
    onSuccess: invalidate,
  });
}

export function useDeleteCarPhoto(carId: number) {
  const invalidate = useInvalidateCars();
  return useMutation({
    mutationFn: (imageId: number) => apiDelete(`/api/vendor/cars/${carId}/images/${imageId}`),
    onSuccess: invalidate,
  });
}

/** Withdraws the changes of an approved listing that wait for review. */
export function useWithdrawCarChanges(carId: number) {
  const invalidate = useInvalidateCars();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<VendorCar>(`/api/vendor/cars/${carId}/changes`, jsonBody('DELETE')),
    // The answer is the listing as it is now, so the edit form can start again from it at once.
    onSuccess: async (car) => {
      queryClient.setQueryData([...vendorCarsKey, 'one', carId], car);
      await invalidate();
    },
  });
}

/** Sends a draft for review (403 `email_unverified` until the address is confirmed). */
export function useSubmitDraftCar(carId: number) {
  const invalidate = useInvalidateCars();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<VendorCar>(`/api/vendor/cars/${carId}/submit`, jsonBody('POST', {})),
    onSuccess: async (car) => {
      queryClient.setQueryData([...vendorCarsKey, 'one', carId], car);
      await invalidate();
    },
  });
}

/** Every photo id once, the cover first. */
export function useReorderCarPhotos(carId: number) {
  const invalidate = useInvalidateCars();
  return useMutation({
    mutationFn: (order: number[]) =>
      apiRequest<{ images: CarImage[] }>(
        `/api/vendor/cars/${carId}/images`,
        jsonBody('PATCH', { order }),
      ),
    onSuccess: invalidate,
  });
}

/** Features one of the company's live cars for `days` days (422 when the plan's slots are full). */
export function useFeatureCar() {
  const invalidate = useInvalidateCars();
  return useMutation({
    mutationFn: ({ id, days }: { id: number; days: number }) =>
      apiRequest<FeatureResult>(`/api/vendor/cars/${id}/feature`, jsonBody('POST', { days })),
    onSuccess: invalidate,
  });
}

/** Ends a car's featured placement: its slot is free at once. */
export function useStopFeaturingCar() {
  const invalidate = useInvalidateCars();
  return useMutation({
    mutationFn: (id: number) => apiDelete(`/api/vendor/cars/${id}/feature`),
    onSuccess: invalidate,
  });
}

/**
 * Copies one of the company's cars as a new listing waiting for review (photos included, the
 * colour left empty); 422 `plan_limit_reached` when the plan is full. Answers the copy.
 */
export function useDuplicateCar() {
  const invalidate = useInvalidateCars();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<VendorCar>(`/api/vendor/cars/${id}/duplicate`, jsonBody('POST', {})),
    onSuccess: invalidate,
  });
}
