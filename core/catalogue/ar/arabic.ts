import { BRAND_LABELS, SERVICE_LABELS, SERVICES } from '../../enums';
import { addCatalogueLanguage } from '../catalogueLanguages';
import { ENGLISH_LABELS, type CatalogueLabels } from '../labels';
import { LOCATION_PLACES } from '../locationPlaces';
import { CATEGORY_PAGES_AR } from './categories';
import { CAROUSEL_TITLES_AR, CATEGORY_TILE_LABELS_AR } from './categoryLabels';
import {
  AREA_NAMES_AR,
  BRAND_LABELS_AR,
  CAR_TYPE_LABELS_AR,
  EMIRATE_LABELS_AR,
  LICENCE_KIND_LABELS_AR,
  LOCATION_NAMES_AR,
  MENU_LABELS_AR,
  SERVICE_LABELS_AR,
  SUPPORT_ADDRESS_AR,
  TRANSMISSION_LABELS_AR,
} from './labels';
import { LOCATION_PAGES_AR } from './locations';

/**
 * The catalogue in Arabic (issue #21): importing this module adds it (catalogueLanguages.ts), so
 * `catalogueLabels('ar')` and the landing pages' texts (`pagesInLanguage.ts`) are Arabic. Its own
 * module so that English pages carry none of its ~7 KB gzip: the server renderer imports it, the
 * browser loads it before hydrating an Arabic page (public-site `i18n/languagePacks.ts`).
 */

/** Menu labels that are other catalogue labels: a location's name, a service's. */
const menuLabelsAr = (): Record<string, string> => ({
  ...Object.fromEntries(LOCATION_PLACES.map((p) => [p.name, LOCATION_NAMES_AR[p.slug] ?? p.name])),
  ...Object.fromEntries(SERVICES.map((s) => [SERVICE_LABELS[s], SERVICE_LABELS_AR[s]])),
  ...MENU_LABELS_AR,
});

let arabicMenu: Record<string, string> | undefined;

export const ARABIC_LABELS: CatalogueLabels = {
  emirate: (value) => EMIRATE_LABELS_AR[value],
  carType: (value) => CAR_TYPE_LABELS_AR[value],
  brand: (value) => BRAND_LABELS_AR[value] ?? BRAND_LABELS[value],
  service: (value) => SERVICE_LABELS_AR[value],
  transmission: (value) => TRANSMISSION_LABELS_AR[value],
  licence: (value) => LICENCE_KIND_LABELS_AR[value],
  area: (slug) => AREA_NAMES_AR[slug] ?? ENGLISH_LABELS.area(slug),
  locationName: (page) => LOCATION_NAMES_AR[page.slug] ?? page.name,
  locationTitle: (page) => LOCATION_PAGES_AR[page.slug]?.title ?? page.title,
  menu: (label) => (arabicMenu ??= menuLabelsAr())[label] ?? label,
  carouselTitle: (title) => CAROUSEL_TITLES_AR[title] ?? title,
  categoryTile: (tile) => CATEGORY_TILE_LABELS_AR[tile.key] ?? tile.label,
  supportAddress: () => SUPPORT_ADDRESS_AR,
};

addCatalogueLanguage('ar', {
  labels: ARABIC_LABELS,
  categoryPages: CATEGORY_PAGES_AR,
  locationPages: LOCATION_PAGES_AR,
  locationNames: LOCATION_NAMES_AR,
  // The titles name Dubai (دبي) as the English ones do.
  titleInEmirate: (title, emirate) =>
    emirate ? title.replace('دبي', EMIRATE_LABELS_AR[emirate]) : title,
});
