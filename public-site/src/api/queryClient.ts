import { QueryClient } from '@tanstack/react-query';
import { QUERY_DEFAULTS } from '@core/constants';
import { queryPathFn } from './client';

/** The spec's settings: data never goes stale, no refetch on focus, no polling, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { ...QUERY_DEFAULTS, queryFn: queryPathFn },
      mutations: { retry: false },
    },
  });
}
