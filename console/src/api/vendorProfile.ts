/** The company's profile and contact details (GET · PATCH /api/vendor/profile, logo upload). */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ProfilePatchInput, VendorProfile } from '@core/schemas/profile';
import { apiRequest, apiUpload, jsonBody } from './client';
import { useInvalidate } from './queryClient';
import { vendorOverviewKey } from './vendorOverview';

export const vendorProfileKey = ['/api/vendor/profile'] as const;

export function useVendorProfile(enabled = true) {
  return useQuery({
    queryKey: vendorProfileKey,
    queryFn: () => apiRequest<VendorProfile>('/api/vendor/profile'),
    enabled,
  });
}

const useInvalidateProfile = () => useInvalidate(vendorProfileKey, vendorOverviewKey);

export function useUpdateProfile() {
  const invalidate = useInvalidateProfile();
  return useMutation({
    mutationFn: (patch: ProfilePatchInput) =>
      apiRequest<VendorProfile>('/api/vendor/profile', jsonBody('PATCH', patch)),
    onSuccess: invalidate,
  });
}

export function useUploadLogo() {
  const invalidate = useInvalidateProfile();
  return useMutation({
    mutationFn: (file: Blob) => apiUpload<VendorProfile>('/api/vendor/profile/logo', { file }),
    onSuccess: invalidate,
  });
}
