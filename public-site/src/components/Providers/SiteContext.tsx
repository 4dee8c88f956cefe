import { createContext, useContext } from 'react';

export interface SiteInfo {
  /** The public origin, e.g. "https://example.ae": canonical URLs and link previews use it. */
  origin: string;
  siteName: string;
}

const SiteContext = createContext<SiteInfo | null>(null);

export const SiteProvider = SiteContext.Provider;

/** The site's origin and name; given by the browser entry or, later, the server renderer. */
export function useSite(): SiteInfo {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite must be used inside <SiteProvider>');
  return site;
}
