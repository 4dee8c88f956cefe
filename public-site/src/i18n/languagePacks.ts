/**
 * A language's own code beside its strings: core's catalogue in that language (labels, landing
 * pages' texts; `languages/{code}.ts`). English pages carry none of it: the server renderer
 * imports every pack (entry-server.tsx), the browser loads the page's own before it hydrates
 * (main.tsx), and the server links it with the page's preloads so it arrives with the entry.
 */
const PACKS = import.meta.glob('./languages/*.ts');

const packOf = (language: string) => PACKS[`./languages/${language}.ts`];

/** Loads a language's pack (nothing to load for English, or a language without one). */
export async function loadLanguagePack(language: string): Promise<void> {
  await packOf(language)?.();
}

/** The pack's module as Vite's manifest names it, for the page's preloads. */
export function languagePackModules(language: string): string[] {
  return packOf(language) ? [`src/i18n/languages/${language}.ts`] : [];
}
