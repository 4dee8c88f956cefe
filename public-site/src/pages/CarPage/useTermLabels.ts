import { useEffect, useState } from 'react';
import { ENGLISH_TERMS, TERM_LABELS_IN, type TermLabels } from '@core/rules/termLabels';
import { useTranslation } from '../../i18n/react';

/**
 * The trip's terms in the page's language (core/rules/termLabels.ts), or null while a language's
 * own labels load (their module is fetched on that language's pages only, beside the quote).
 */
export function useTermLabels(): TermLabels | null {
  const { i18n } = useTranslation();
  const load = TERM_LABELS_IN[i18n.language];
  const [loaded, setLoaded] = useState<{ language: string; labels: TermLabels } | null>(null);
  useEffect(() => {
    if (!load) return;
    let current = true;
    void load().then((labels) => {
      if (current) setLoaded({ language: i18n.language, labels });
    });
    return () => {
      current = false;
    };
  }, [load, i18n.language]);
  if (!load) return ENGLISH_TERMS;
  return loaded?.language === i18n.language ? loaded.labels : null;
}
