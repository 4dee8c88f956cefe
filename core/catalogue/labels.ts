import {
  BRAND_LABELS,
  CAR_TYPE_LABELS,
  EMIRATE_LABELS,
  LICENCE_KIND_LABELS,
  SERVICE_LABELS,
  TRANSMISSION_LABELS,
  type Brand,
  type CarType,
  type Emirate,
  type LicenceKind,
  type Service,
  type Transmission,
} from '../enums';
import { areaBySlug } from './areas';
import type { CategoryTile } from './categories';
import { catalogueLanguage } from './catalogueLanguages';
import type { LocationPlace } from './locationPlaces';
import { SUPPORT_CONTACT } from './menus';

/**
 * The catalogue's short labels in a page's language (issue #21): emirates, car types, brands,
 * services, districts, location names and the menus. English is the catalogue as written; a
 * language without a label shows the English one. Small, for the site's entry (the menus); the
 * landing pages' long texts are in `pagesInLanguage.ts`. Another language's labels come with its
 * catalogue module (`ar/arabic.ts`, see catalogueLanguages.ts), not with this one.
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
  locationName(page: Pick<LocationPlace, 'slug' | 'name'>): string;
  /** A location page's title ('Car Rental Sharjah'), for links to it. */
  locationTitle(page: Pick<LocationPlace, 'slug' | 'title'>): string;
  /** A header or footer menu label or group title (catalogue/menus.ts). */
  menu(label: string): string;
  /** A home carousel's title. */
  carouselTitle(title: string): string;
  categoryTile(tile: CategoryTile): string;
  /** The marketplace's own office address (menus SUPPORT_CONTACT). */
  supportAddress(): string;
}

/** English: the catalogue as written (another language falls back to it label by label). */
export const ENGLISH_LABELS: CatalogueLabels = {
  emirate: (value) => EMIRATE_LABELS[value],
  carType: (value) => CAR_TYPE_LABELS[value],
  brand: (value) => BRAND_LABELS[value],
  service: (value) => SERVICE_LABELS[value],
  transmission: (value) => TRANSMISSION_LABELS[value],
  licence: (value) => LICENCE_KIND_LABELS[value],
  area: (slug) => areaBySlug(slug)?.name ?? slug,
  locationName: (page) => page.name,
  locationTitle: (page) => page.title,
  menu: (label) => label,
  carouselTitle: (title) => title,
  categoryTile: (tile) => tile.label,
  supportAddress: () => SUPPORT_CONTACT.address,
};

/** The labels in a language added with `addCatalogueLanguage` (catalogueLanguages.ts), else English. */
export function catalogueLabels(language: string): CatalogueLabels {
  return catalogueLanguage(language)?.labels ?? ENGLISH_LABELS;
}
