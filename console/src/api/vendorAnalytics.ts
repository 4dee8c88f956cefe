/** A company's listing analytics (GET /api/vendor/analytics), all its cars or one. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsPeriod, VendorAnalytics } from '@core/schemas/listingAnalytics';
import { apiRequest } from './client';

export const vendorAnalyticsKey = ['/api/vendor/analytics'] as const;

export function useVendorAnalytics(days: AnalyticsPeriod, carId?: number) {
  return useQuery({
    queryKey: [...vendorAnalyticsKey, days, carId ?? 'all'],
    queryFn: () =>
      apiRequest<VendorAnalytics>(
        `/api/vendor/analytics?days=${days}${carId ? `&carId=${carId}` : ''}`,
      ),
    // Switching the period keeps the figures shown until the new ones are here.
    placeholderData: keepPreviousData,
  });
}
