import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { QUERY_DEFAULTS } from '@core/constants';
import { queryPathFn } from './client';
import { keptPartOf } from './keptAnswer';

/**
 * The spec's settings: data never goes stale, no refetch on focus, no polling, no retries.
 *
 * `readPath`: how a query key's path is read (the server renderer reads its API in process);
 * a query's data is the part of the answer its options keep (keptAnswer.ts).
 * (docs/product.md#data-loading-and-errors)
 */
export function createQueryClient(readPath: QueryFunction = queryPathFn): QueryClient {
  const queryFn: QueryFunction = async (context) =>
    keptPartOf(context.meta, await readPath(context));
  return new QueryClient({
    defaultOptions: {
      queries: { ...QUERY_DEFAULTS, queryFn },
      mutations: { retry: false },
    },
  });
}
