/** The dashboard's first screen in one call (GET /api/vendor/overview). */
import { useQuery } from '@tanstack/react-query';
import type { VendorOverview } from '@core/schemas/overview';
import { apiRequest } from './client';

export const vendorOverviewKey = ['/api/vendor/overview'] as const;

export function useVendorOverview() {
  return useQuery({
    queryKey: vendorOverviewKey,
    queryFn: () => apiRequest<VendorOverview>('/api/vendor/overview'),
  });
}
