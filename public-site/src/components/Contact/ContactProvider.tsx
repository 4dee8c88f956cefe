/**
 * The contact dialog for the whole site: any part calls `useContact().open(car, method)`. The
 * state machine (contactFlow.ts) lives here; the dialog's code, the lead call and the hand-off
 * load on demand (first opening), so pages that never open it do not pay for it.
 */
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useTranslation } from '../../i18n/react';
import { STORAGE_KEYS } from '@core/constants';
import type { ContactMethod } from '@core/enums';
import { toast } from '../Toast/toastStore';
import { reportListingEvent } from '../../api/listingEvents';
import { CLOSED, createContactFlow, type ContactCar, type ContactFlow } from './contactFlow';

const ContactDialog = lazy(() => import('./ContactDialog'));

interface ContactContextValue {
  /** Opens the contact form for this car and method. */
  open: (car: ContactCar, method: ContactMethod) => void;
}

const ContactContext = createContext<ContactContextValue | null>(null);

export function ContactProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { t, i18n } = useTranslation('contact');
  const tRef = useRef(t);
  useEffect(() => {
    tRef.current = t;
  }, [t]);

  const [flow] = useState<ContactFlow>(() =>
    createContactFlow({
      record: async (input) =>
        (await import('./leadApi')).recordLead(queryClient, {
          ...input,
          sourcePage: window.location.pathname,
        }),
      launch: async (...args) =>
        (await import('./handOff')).launchContact(tRef.current, ...args, i18n.language),
      notifyMissing: () =>
        toast({
          title: tRef.current('notice.missing.title'),
          description: tRef.current('notice.missing.description'),
          variant: 'destructive',
        }),
      saveContactData: (data) => {
        try {
          window.localStorage.setItem(STORAGE_KEYS.contactData, JSON.stringify(data));
        } catch (error) {
          console.warn('Could not save the contact details', error);
        }
      },
      log: (message) => console.error(message),
    }),
  );
  const state = useSyncExternalStore(flow.subscribe, flow.getState, () => CLOSED);

  // Leads that could not be recorded earlier: sent now, and again when the browser is online.
  useEffect(() => {
    const retry = () => {
      try {
        if (!window.localStorage.getItem(STORAGE_KEYS.pendingLeads)) return;
      } catch {
        return;
      }
      void import('./leadApi').then((module) => module.retryPendingLeads());
    };
    retry();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, []);

  const value = useMemo<ContactContextValue>(
    () => ({
      open(car, method) {
        // The company's contacts come with the car's data: loaded now, used if the lead fails.
        void import('./leadApi').then((module) =>
          module.preloadCompanyContact(queryClient, car.id),
        );
        // A contact click for the vendor's analytics, per channel (a lead is counted apart).
        reportListingEvent({ kind: 'click', carId: car.id, channel: method });
        flow.open(car, method);
      },
    }),
    [flow, queryClient],
  );

  return (
    <ContactContext.Provider value={value}>
      {children}
      {state.car && (
        <Suspense fallback={null}>
          <ContactDialog flow={flow} />
        </Suspense>
      )}
    </ContactContext.Provider>
  );
}

export function useContact(): ContactContextValue {
  const value = useContext(ContactContext);
  if (!value) throw new Error('useContact must be used inside <ContactProvider>');
  return value;
}
