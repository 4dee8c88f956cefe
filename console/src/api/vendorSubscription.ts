/** The company's plan (GET /api/vendor/subscription, POST /api/vendor/subscribe). */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { SubscribeInput, VendorSubscription } from '@core/schemas/plan';
import { apiRequest, jsonBody } from './client';
import { useInvalidate } from './queryClient';
import { vendorOverviewKey } from './vendorOverview';

export const vendorSubscriptionKey = ['/api/vendor/subscription'] as const;

export function useVendorSubscription() {
  return useQuery({
    queryKey: vendorSubscriptionKey,
    queryFn: () => apiRequest<VendorSubscription>('/api/vendor/subscription'),
  });
}

export function useSubscribe() {
  const invalidate = useInvalidate(vendorSubscriptionKey, vendorOverviewKey);
  return useMutation({
    mutationFn: (input: SubscribeInput) =>
      apiRequest<VendorSubscription>('/api/vendor/subscribe', jsonBody('POST', input)),
    onSuccess: invalidate,
  });
}
