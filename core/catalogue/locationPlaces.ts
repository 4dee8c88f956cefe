import type { CarFilter } from '../rules/carFilter';

/**
 * The 10 location landing pages' places (/location/{slug}; spec section 2, "Location slugs"):
 * slug, name, title, the spec's price-from and the filter. Whole emirates filter by emirate;
 * Al Ain and the Dubai districts filter by the rental company's area (catalogue/areas.ts). The
 * pages' texts are `locations.ts` (LOCATION_PAGES): the menus, filters and links need only this.
 * (docs/product.md#category-and-location-pages)
 */
export interface LocationPlace {
  slug: string;
  title: string;
  tag: string;
  /**
   * Spec section 9's "from AED x a day": only the fallback when the page lists no car (see
   * `locationTexts`), since the figure must never contradict the cars listed.
   */
  priceFrom: number;
  /** Place name, e.g. 'Dubai Marina'. */
  name: string;
  filter: CarFilter;
}

/** In the order of the spec's location slug list (also the header's "By Location" order). */
export const LOCATION_PLACES: readonly LocationPlace[] = [
  {
    slug: 'car-rental-dubai-marina',
    tag: 'dxbmarina',
    name: 'Dubai Marina',
    title: 'Car Rental Dubai Marina',
    priceFrom: 150,
    filter: { emirate: 'dubai', area: 'dubai-marina' },
  },
  {
    slug: 'car-rental-sharjah',
    tag: 'sharjah',
    name: 'Sharjah',
    title: 'Car Rental Sharjah',
    priceFrom: 85,
    filter: { emirate: 'sharjah' },
  },
  {
    slug: 'car-rental-abu-dhabi',
    tag: 'abudhabi',
    name: 'Abu Dhabi',
    title: 'Car Rental Abu Dhabi',
    priceFrom: 99,
    filter: { emirate: 'abu-dhabi' },
  },
  {
    slug: 'car-rental-ajman',
    tag: 'ajman',
    name: 'Ajman',
    title: 'Car Rental Ajman',
    priceFrom: 75,
    filter: { emirate: 'ajman' },
  },
  {
    slug: 'car-rental-ras-al-khaimah',
    tag: 'rak',
    name: 'Ras Al Khaimah',
    title: 'Car Rental Ras Al Khaimah',
    priceFrom: 85,
    filter: { emirate: 'ras-al-khaimah' },
  },
  {
    slug: 'car-rental-fujairah',
    tag: 'fujairah',
    name: 'Fujairah',
    title: 'Car Rental Fujairah',
    priceFrom: 80,
    filter: { emirate: 'fujairah' },
  },
  {
    slug: 'car-rental-al-ain',
    tag: 'alain',
    name: 'Al Ain',
    title: 'Car Rental Al Ain',
    priceFrom: 110,
    filter: { emirate: 'abu-dhabi', area: 'al-ain-city' },
  },
  {
    slug: 'car-rental-al-barsha',
    tag: 'albarsha',
    name: 'Al Barsha',
    title: 'Car Rental Al Barsha',
    priceFrom: 49,
    filter: { emirate: 'dubai', area: 'al-barsha' },
  },
  {
    slug: 'car-rental-silicon-oasis',
    tag: 'silicon',
    name: 'Dubai Silicon Oasis',
    title: 'Car Rental Dubai Silicon Oasis',
    priceFrom: 75,
    filter: { emirate: 'dubai', area: 'silicon-oasis' },
  },
  {
    slug: 'car-rental-dubai-deira',
    tag: 'dxbdeira',
    name: 'Deira',
    title: 'Car Rental Deira',
    priceFrom: 45,
    filter: { emirate: 'dubai', area: 'deira' },
  },
];

export function locationPlaceBySlug(slug: string): LocationPlace | undefined {
  return LOCATION_PLACES.find((place) => place.slug === slug);
}

/** The home page's "Popular Districts" links, in the spec's order (section 2, home item 6). (docs/product.md#category-grid) */
export const POPULAR_DISTRICT_SLUGS: readonly string[] = [
  'car-rental-abu-dhabi',
  'car-rental-sharjah',
  'car-rental-al-ain',
  'car-rental-al-barsha',
  'car-rental-silicon-oasis',
  'car-rental-dubai-marina',
  'car-rental-dubai-deira',
];
