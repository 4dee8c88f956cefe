import { MutationCache, QueryClient, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { adminQueuesKey } from './admin/queues';

/**
 * Staff work on live queues, so data is refreshed after 30 s and when the window regains focus
 * (unlike the public site's never-stale settings). No automatic retries: an error is shown.
 */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
    // Any change may empty or fill a review queue: the admin menu's counts follow at once (a
    // query nobody shows, a vendor's, is only marked stale).
    mutationCache: new MutationCache({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueuesKey }),
    }),
  });
  return queryClient;
}

/**
 * What a mutation refreshes: every query under each key (keys start with the resource's API
 * path, so one key covers its lists and single items).
 */
export function useInvalidate(...keys: QueryKey[]) {
  const queryClient = useQueryClient();
  return () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
