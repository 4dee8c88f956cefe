/** A company's listing analytics (GET /api/vendor/analytics), all its cars or one. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsPeriod, VendorAnalytics } from '@core/schemas/listingAnalytics';
import { apiRequest } from './client';

export function useVendorAnalytics(days: AnalyticsPeriod, carId?: number) {
  const path = `/api/vendor/analytics?days=${days}${carId ? `&carId=${carId}` : ''}`;
  return useQuery({
    queryKey: [path],
    queryFn: () => apiRequest<VendorAnalytics>(path),
    // Switching the period keeps the figures shown until the new ones are here.
    placeholderData: keepPreviousData,
  });
}
