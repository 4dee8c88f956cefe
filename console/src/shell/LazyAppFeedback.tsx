import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useQueryClient } from '@tanstack/react-query';
import AppContext, { type useAppProps } from 'antd/es/app/context';

type Area = keyof useAppProps;
type Call = { area: Area; method: string; args: unknown[] };

// antd's message, notification and modal code (≈ 18 KB gzip) arrives with the first message or
// confirmation a screen shows, not with the signed-in console's first screen.
const FeedbackHolders = lazy(() => import('./FeedbackHolders'));

/** Methods the screens may call on each (antd's hook APIs). */
const METHODS: Record<Area, string[]> = {
  message: ['open', 'success', 'error', 'info', 'warning', 'loading', 'destroy'],
  notification: ['open', 'success', 'error', 'info', 'warning', 'destroy'],
  modal: ['confirm', 'info', 'success', 'error', 'warning'],
};

/**
 * What antd's `<App>` gives the screens (`App.useApp()`: message, notification, modal) without
 * its code on the first load: the same context, whose methods load antd's holders on first use
 * (or with the first mutation, whose answer is what they show) and then call them (calls made
 * while loading wait, in order). Return values of those first
 * calls (a message's closer, a modal's handle) are not available; the console uses none.
 */
export function LazyAppFeedback({ children }: { children: ReactNode }) {
  const real = useRef<useAppProps | null>(null);
  const waiting = useRef<Call[]>([]);
  const [wanted, setWanted] = useState(false);
  const queryClient = useQueryClient();

  // The messages answer the user's saves and decisions: their code starts loading with the
  // first change sent to the server, so it is there when the answer comes back.
  useEffect(() => {
    if (wanted) return;
    return queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'added') setWanted(true);
    });
  }, [queryClient, wanted]);

  const onReady = useCallback((api: useAppProps) => {
    real.current = api;
    for (const { area, method, args } of waiting.current.splice(0))
      (api[area] as unknown as Record<string, (...a: unknown[]) => unknown>)[method]!(...args);
  }, []);

  const value = useMemo(() => {
    const area = (name: Area) =>
      Object.fromEntries(
        METHODS[name].map((method) => [
          method,
          (...args: unknown[]) => {
            const api = real.current;
            if (api)
              return (api[name] as unknown as Record<string, (...a: unknown[]) => unknown>)[
                method
              ]!(...args);
            waiting.current.push({ area: name, method, args });
            setWanted(true);
            return undefined;
          },
        ]),
      );
    return {
      message: area('message'),
      notification: area('notification'),
      modal: area('modal'),
    } as unknown as useAppProps;
  }, []);

  return (
    <AppContext.Provider value={value}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <FeedbackHolders onReady={onReady} />
        </Suspense>
      )}
    </AppContext.Provider>
  );
}
