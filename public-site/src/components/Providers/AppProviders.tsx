import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { I18n } from '../../i18n/i18n';
import { I18nProvider } from '../../i18n/react';
import { AuthProvider } from '../../auth/AuthProvider';
import { ContactProvider } from '../Contact/ContactProvider';
import { IconSprite } from '../Icon/Icon';
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
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            <ContactProvider>
              {children}
              <Toaster />
              <IconSprite />
            </ContactProvider>
          </AuthProvider>
        </QueryClientProvider>
      </I18nProvider>
    </SiteProvider>
  );
}
