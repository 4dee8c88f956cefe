/** Verification documents (GET · POST /api/vendor/documents). */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { DocumentKind } from '@core/enums';
import type { VendorDocument, VendorDocumentList } from '@core/schemas/document';
import { apiRequest, apiUpload } from './client';
import { useInvalidate } from './queryClient';
import { vendorOverviewKey } from './vendorOverview';
import { vendorProfileKey } from './vendorProfile';

export const vendorDocumentsKey = ['/api/vendor/documents'] as const;

export function useVendorDocuments() {
  return useQuery({
    queryKey: vendorDocumentsKey,
    queryFn: () => apiRequest<VendorDocumentList>('/api/vendor/documents'),
  });
}

export interface DocumentUpload {
  kind: DocumentKind;
  file: Blob;
  expiresOn?: string;
}

export function useUploadDocument() {
  // A document can change the company's verification (the header's badge) and the overview.
  const invalidate = useInvalidate(vendorDocumentsKey, vendorOverviewKey, vendorProfileKey);
  return useMutation({
    mutationFn: ({ kind, file, expiresOn }: DocumentUpload) =>
      apiUpload<VendorDocument>('/api/vendor/documents', { kind, expiresOn, file }),
    onSuccess: invalidate,
  });
}

/** Where the company downloads its own document. */
export const vendorDocumentFileUrl = (id: number) => `/api/vendor/documents/${id}/file`;
