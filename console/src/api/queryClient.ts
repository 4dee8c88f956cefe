import { QueryClient } from '@tanstack/react-query';

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
