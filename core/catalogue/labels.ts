import {
  BRAND_LABELS,
  CAR_TYPE_LABELS,
  EMIRATE_LABELS,
  LICENCE_KIND_LABELS,
  SERVICE_LABELS,
  SERVICES,
  TRANSMISSION_LABELS,
  type Brand,
  type CarType,
  type Emirate,
  type LicenceKind,
  type Service,
  type Transmission,
} from '../enums';
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
} from './ar/labels';
import { SUPPORT_CONTACT } from './menus';
import { areaBySlug } from './areas';
import { CAROUSEL_TITLES_AR, CATEGORY_TILE_LABELS_AR } from './ar/categoryLabels';
import type { CategoryTile } from './categories';
import { LOCATION_PAGES, type LocationPage } from './locations';

/**
 * The catalogue's short labels in a page's language (issue #21): emirates, car types, brands,
 * services, districts, location names and the menus. English is the catalogue as written; a
 * language without a label shows the English one. Small, for the site's entry (the menus); the
 * landing pages' long texts are in `pagesInLanguage.ts`.
 */
export interface CatalogueLabels {
  emirate(value: Emirate): string;
  carType(value: CarType): string;
  brand(value: Brand): string;
  service(value: Service): string;
  transmission(value: Transmission): string;
  licence(value: LicenceKind): string;
  /** A district by its slug (catalogue/areas.ts). */
  area(slug: string): string;
  /** A location page's place name. */
  locationName(page: Pick<LocationPage, 'slug' | 'name'>): string;
  /** A header or footer menu label or group title (catalogue/menus.ts). */
  menu(label: string): string;
  /** A home carousel's title. */
  carouselTitle(title: string): string;
  categoryTile(tile: CategoryTile): string;
  /** The marketplace's own office address (menus SUPPORT_CONTACT). */
  supportAddress(): string;
}

const ENGLISH: CatalogueLabels = {
  emirate: (value) => EMIRATE_LABELS[value],
  carType: (value) => CAR_TYPE_LABELS[value],
  brand: (value) => BRAND_LABELS[value],
  service: (value) => SERVICE_LABELS[value],
  transmission: (value) => TRANSMISSION_LABELS[value],
  licence: (value) => LICENCE_KIND_LABELS[value],
  area: (slug) => areaBySlug(slug)?.name ?? slug,
  locationName: (page) => page.name,
  menu: (label) => label,
  carouselTitle: (title) => title,
  categoryTile: (tile) => tile.label,
  supportAddress: () => SUPPORT_CONTACT.address,
};

/** Menu labels that are other catalogue labels: a location's name, a service's. */
const menuLabelsAr = (): Record<string, string> => ({
  ...Object.fromEntries(LOCATION_PAGES.map((p) => [p.name, LOCATION_NAMES_AR[p.slug] ?? p.name])),
  ...Object.fromEntries(SERVICES.map((s) => [SERVICE_LABELS[s], SERVICE_LABELS_AR[s]])),
  ...MENU_LABELS_AR,
});

let arabicMenu: Record<string, string> | undefined;

const ARABIC: CatalogueLabels = {
  emirate: (value) => EMIRATE_LABELS_AR[value],
  carType: (value) => CAR_TYPE_LABELS_AR[value],
  brand: (value) => BRAND_LABELS_AR[value] ?? BRAND_LABELS[value],
  service: (value) => SERVICE_LABELS_AR[value],
  transmission: (value) => TRANSMISSION_LABELS_AR[value],
  licence: (value) => LICENCE_KIND_LABELS_AR[value],
  area: (slug) => AREA_NAMES_AR[slug] ?? ENGLISH.area(slug),
  locationName: (page) => LOCATION_NAMES_AR[page.slug] ?? page.name,
  menu: (label) => (arabicMenu ??= menuLabelsAr())[label] ?? label,
  carouselTitle: (title) => CAROUSEL_TITLES_AR[title] ?? title,
  categoryTile: (tile) => CATEGORY_TILE_LABELS_AR[tile.key] ?? tile.label,
  supportAddress: () => SUPPORT_ADDRESS_AR,
};

const BY_LANGUAGE: Record<string, CatalogueLabels> = { en: ENGLISH, ar: ARABIC };

export function catalogueLabels(language: string): CatalogueLabels {
  return BY_LANGUAGE[language] ?? ENGLISH;
}
