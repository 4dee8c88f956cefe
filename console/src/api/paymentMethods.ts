/** Saved payment methods (GET · POST · DELETE /api/vendor/payment-methods). */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  PaymentMethod,
  PaymentMethodList,
  paymentMethodInputSchema,
} from '@core/schemas/paymentMethod';
import { apiDelete, apiRequest, jsonBody } from './client';
import { useInvalidate } from './queryClient';
import { vendorSubscriptionKey } from './vendorSubscription';

export const paymentMethodsKey = ['/api/vendor/payment-methods'] as const;

export function usePaymentMethods() {
  return useQuery({
    queryKey: paymentMethodsKey,
    queryFn: () => apiRequest<PaymentMethodList>('/api/vendor/payment-methods'),
  });
}

const useInvalidatePaymentMethods = () => useInvalidate(paymentMethodsKey, vendorSubscriptionKey);

export function useAddPaymentMethod() {
  const invalidate = useInvalidatePaymentMethods();
  return useMutation({
    mutationFn: (input: z.input<typeof paymentMethodInputSchema>) =>
      apiRequest<PaymentMethod>('/api/vendor/payment-methods', jsonBody('POST', input)),
    onSuccess: invalidate,
  });
}

export function useMakeDefaultPaymentMethod() {
  const invalidate = useInvalidatePaymentMethods();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<PaymentMethod>(`/api/vendor/payment-methods/${id}/default`, jsonBody('POST')),
    onSuccess: invalidate,
  });
}

export function useRemovePaymentMethod() {
  const invalidate = useInvalidatePaymentMethods();
  return useMutation({
    mutationFn: (id: number) => apiDelete(`/api/vendor/payment-methods/${id}`),
    onSuccess: invalidate,
  });
}
