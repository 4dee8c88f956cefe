import { QueryClient, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * Staff work on live queues, so data is refreshed after 30 s and when the window regains focus
 * (unlike the public site's never-stale settings). No automatic retries: an error is shown.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}

/**
 * What a mutation refreshes: every query under each key (keys start with the resource's API
 * path, so one key covers its lists and single items).
 */
export function useInvalidate(...keys: QueryKey[]) {
  const queryClient = useQueryClient();
  return () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
