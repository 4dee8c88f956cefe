/**
 * GET /api/admin/overview?days=: every queue's count and the item waiting longest, and the
 * trends of the period (7, 30 or 90 days) in the same answer.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TrendPeriod } from '@core/rules/trendPeriods';
import type { AdminOverviewWithTrends } from '@core/schemas/adminTrends';
import { apiRequest } from '../client';

export const adminOverviewKey = ['/api/admin/overview'] as const;

export function useAdminOverview(days: TrendPeriod) {
  return useQuery({
    queryKey: [...adminOverviewKey, days],
    queryFn: () => apiRequest<AdminOverviewWithTrends>(`/api/admin/overview?days=${days}`),
    // Another period keeps the previous charts on screen until its answer comes.
    placeholderData: keepPreviousData,
  });
}
