/** The fleet spreadsheet (POST /api/vendor/cars/import, the template and the export). */
import { useMutation } from '@tanstack/react-query';
import type { FleetImportPreview, FleetImportResult } from '@core/schemas/fleetImport';
import { apiUpload } from './client';
import { useInvalidate } from './queryClient';
import { vendorCarsKey } from './vendorCars';
import { vendorOverviewKey } from './vendorOverview';
import { vendorSubscriptionKey } from './vendorSubscription';

export const FLEET_TEMPLATE_URL = '/api/vendor/cars/import/template';
export const FLEET_EXPORT_URL = '/api/vendor/cars.csv';

/** Every row of the file with its errors; nothing is created. */
export function usePreviewFleetImport() {
  return useMutation({
    mutationFn: (file: Blob) =>
      apiUpload<FleetImportPreview>('/api/vendor/cars/import?dryRun=1', { file }),
  });
}

/** Creates the file's valid rows (pending review) in one go. */
export function useImportFleet() {
  const invalidate = useInvalidate(vendorCarsKey, vendorOverviewKey, vendorSubscriptionKey);
  return useMutation({
    mutationFn: (file: Blob) => apiUpload<FleetImportResult>('/api/vendor/cars/import', { file }),
    onSuccess: invalidate,
  });
}
