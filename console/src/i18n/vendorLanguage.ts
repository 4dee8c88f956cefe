/**
 * The vendor console's language (issue #21): English or Arabic, the user's choice in the
 * header's switch, remembered on this device (localStorage `console_lang`). Only the vendor's
 * screens follow it; the admin's and the blog's stay English.
 */
import { useSyncExternalStore } from 'react';

export const CONSOLE_LANGUAGES = ['en', 'ar'] as const;
export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number];
export const CONSOLE_LANGUAGE_KEY = 'console_lang';

const listeners = new Set<() => void>();

function stored(): ConsoleLanguage {
  try {
    const value = window.localStorage.getItem(CONSOLE_LANGUAGE_KEY);
    return value === 'ar' ? 'ar' : 'en';
  } catch {
    return 'en';
  }
}

let current: ConsoleLanguage | undefined;

export function vendorLanguage(): ConsoleLanguage {
  current ??= stored();
  return current;
}

export function setVendorLanguage(language: ConsoleLanguage) {
  current = language;
  try {
    window.localStorage.setItem(CONSOLE_LANGUAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts for this visit.
  }
  for (const listener of listeners) listener();
}

export function useVendorLanguage(): ConsoleLanguage {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    vendorLanguage,
    () => 'en',
  );
}
