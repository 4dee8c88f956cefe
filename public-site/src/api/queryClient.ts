import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { QUERY_DEFAULTS } from '@core/constants';
import { queryPathFn } from './client';

/**
 * The spec's settings: data never goes stale, no refetch on focus, no polling, no retries. (docs/product.md#data-loading-and-errors)
 * `queryFn`: how a query key's path is read (the server renderer reads its API in process).
 */
export function createQueryClient(queryFn: QueryFunction = queryPathFn): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { ...QUERY_DEFAULTS, queryFn },
      mutations: { retry: false },
    },
  });
}
