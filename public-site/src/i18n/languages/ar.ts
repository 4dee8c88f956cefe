/**
 * The Arabic pages' own code: core's Arabic catalogue (labels, landing pages' texts), which adds
 * itself to `catalogueLabels` and `pagesInLanguage` when imported. Loaded before an Arabic page
 * hydrates and never by an English one (languagePacks.ts).
 */
import '@core/catalogue/ar/arabic';
