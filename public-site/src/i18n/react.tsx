/**
 * The React side of the site's translations (i18n.ts), with react-i18next's names so the
 * components read as before: `useTranslation(namespace)` gives `t` (stable per namespace) and the
 * instance; `Trans` puts elements into a translated sentence.
 */
import { cloneElement, createContext, useContext, type ReactElement, type ReactNode } from 'react';
import { DEFAULT_NAMESPACE, type I18n, type TFunction, type TOptions } from './i18n';

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

export function useTranslation(namespace: string = DEFAULT_NAMESPACE): {
  t: TFunction;
  i18n: I18n;
} {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation must be used inside <I18nProvider>');
  // A namespace no chunk brought (browser only): suspend until its file is here.
  const loading = i18n.loading(namespace);
  if (loading) throw loading;
  return { t: i18n.getFixedT(null, namespace), i18n };
}

const TAG = /<(\w+)>(.*?)<\/\1>|<(\w+)\s*\/>/g;

/**
 * A translated sentence with elements in it: `You are signed in as <strong>{{name}}</strong>.`
 * with `components={{ strong: <strong /> }}`. Tags are named and not nested (what the site's
 * strings use); a tag without a component is shown as its text.
 */
export function Trans({
  t,
  i18nKey,
  values,
  components = {},
}: {
  t: TFunction;
  i18nKey: string;
  values?: TOptions;
  components?: Record<string, ReactElement>;
}) {
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    const name = match[1] ?? match[3]!;
    const inner = match[2];
    const component = components[name];
    parts.push(component ? cloneElement(component, { key: parts.length }, inner) : (inner ?? ''));
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
