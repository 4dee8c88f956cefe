/**
 * The vendor's screens in their language (issue #21): the strings, antd's own texts
 * (`antd/locale/ar_EG`: pagination, empty tables, date pickers, confirmations) and the
 * direction (`ConfigProvider direction="rtl"`, and `dir`/`lang` on the document so plain
 * elements and popups follow). Arabic's strings and antd's Arabic locale are one chunk, loaded
 * when chosen; English needs nothing loaded. Screens read `useVendorT()`.
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import type { RuleSentence } from './problems';
import { englishT, translator, type Strings, type VendorT } from './strings';
import { useVendorLanguage, type ConsoleLanguage } from './vendorLanguage';

interface Catalogue {
  strings: Strings;
  antd: Locale;
  ruleSentence: RuleSentence;
}

let arabic: Promise<Catalogue> | undefined;
/** Arabic's strings, antd's Arabic texts and the rules' sentences, fetched once. */
const loadArabic = () =>
  (arabic ??= Promise.all([
    import('./locales/ar.json'),
    import('antd/locale/ar_EG'),
    import('./ruleProblems'),
  ]).then(([strings, antd, rules]) => ({
    strings: strings.default as Strings,
    antd: antd.default,
    ruleSentence: rules.ruleSentence,
  })));

interface VendorI18nValue {
  language: ConsoleLanguage;
  t: VendorT;
  /** A rule's or a conflict's problem as a whole sentence (Arabic only: ruleProblems.ts). */
  ruleSentence?: RuleSentence;
}

const VendorI18nContext = createContext<VendorI18nValue>({ language: 'en', t: englishT });

/** The translator of the vendor's language (English outside the vendor's screens). */
export const useVendorT = () => useContext(VendorI18nContext).t;
export const useVendorI18n = () => useContext(VendorI18nContext);

export function VendorI18n({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const chosen = useVendorLanguage();
  const wanted = enabled ? chosen : 'en';
  const [loaded, setLoaded] = useState<Catalogue | null>(null);

  useEffect(() => {
    if (wanted !== 'ar') return;
    let live = true;
    void loadArabic().then((catalogue) => {
      if (live) setLoaded(catalogue);
    });
    return () => {
      live = false;
    };
  }, [wanted]);

  // Until Arabic has arrived the screens stay in English (a moment, once).
  const language: ConsoleLanguage = wanted === 'ar' && loaded ? 'ar' : 'en';
  useEffect(() => {
    const root = document.documentElement;
    root.lang = language;
    root.dir = language === 'ar' ? 'rtl' : 'ltr';
    return () => {
      root.lang = 'en';
      root.dir = 'ltr';
    };
  }, [language]);

  const value: VendorI18nValue =
    language === 'ar' && loaded
      ? { language, t: translator(loaded.strings), ruleSentence: loaded.ruleSentence }
      : { language: 'en', t: englishT };
  return (
    <VendorI18nContext.Provider value={value}>
      {language === 'ar' && loaded ? (
        <ConfigProvider locale={loaded.antd} direction="rtl">
          {children}
        </ConfigProvider>
      ) : (
        children
      )}
    </VendorI18nContext.Provider>
  );
}
