import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AuthProvider } from '../../auth/AuthProvider';
import { ContactProvider } from '../Contact/ContactProvider';
import { Toaster } from '../Toast/Toaster';
import { SiteProvider, type SiteInfo } from './SiteContext';

/**
 * Everything a page needs around it, in one place so the browser entry and the server
 * renderer wrap the routes the same way.
 */
export function AppProviders({
  queryClient,
  i18n,
  site,
  children,
}: {
  queryClient: QueryClient;
  i18n: I18n;
  site: SiteInfo;
  children: ReactNode;
}) {
  return (
    <SiteProvider value={site}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            <ContactProvider>
              {children}
              <Toaster />
            </ContactProvider>
          </AuthProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </SiteProvider>
  );
}
