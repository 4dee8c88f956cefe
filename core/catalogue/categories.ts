import type { CarFilter } from '../rules/carFilter';
import { CAROUSEL_PRICE_SPLIT_AED } from '../constants';
import { EMIRATE_LABELS, type Emirate } from '../enums';

/**
 * Category landing pages (/category/{slug}) and the home carousels' "View All" targets
 * (/cars?category={slug}). Each slug means one filter. The spec has two readings for SUV and
 * convertible pages: the alias slug resolves to its canonical page (and the server redirects).
 */
export interface CategoryPage {
  slug: string;
  title: string;
  /** Short name for tiles and menus. */
  label: string;
  heading: string;
  intro: string;
  metaTitle: string;
  metaDescription: string;
  filter: CarFilter;
}

const DUBAI = { emirate: 'dubai' } as const;

export const CATEGORY_PAGES: readonly CategoryPage[] = [
  {
    slug: 'luxury-car-rental-dubai',
    label: 'Luxury',
    title: 'Luxury Car Rental Dubai',
    heading: 'Luxury car rental in Dubai',
    intro:
      'Rolls-Royce, Bentley, Mercedes-Benz S-Class and more from verified Dubai rental companies, with prices stated up front and delivery to your door.',
    metaTitle: 'Luxury Car Rental Dubai | Verified Rental Companies',
    metaDescription:
      'Rent a luxury car in Dubai directly from verified rental companies. Compare daily and monthly prices, deposits and km allowances. Zero commission.',
    filter: { ...DUBAI, carTypes: ['luxury'] },
  },
  {
    slug: 'suv-rental-dubai',
    label: 'SUV',
    title: 'SUV Rental Dubai',
    heading: 'SUV rental in Dubai',
    intro:
      'From family crossovers to a Range Rover or a Nissan Patrol for the desert road: compare SUVs from local rental companies and contact them directly.',
    metaTitle: 'SUV Rental Dubai | Rent 4x4 and Family SUVs by Day or Month',
    metaDescription:
      'Rent an SUV in Dubai from verified rental companies: Nissan Patrol, Range Rover, Toyota Land Cruiser and more. Daily and monthly prices, no commission.',
    filter: { ...DUBAI, carTypes: ['suv'] },
  },
  {
    slug: 'sports-car-rental-dubai',
    label: 'Sports',
    title: 'Sports Car Rental Dubai',
    heading: 'Sports car rental in Dubai',
    intro:
      'Porsche, Ferrari, Lamborghini and the Ford Mustang: rent a sports car in Dubai from companies that state deposit, mileage and minimum age up front.',
    metaTitle: 'Sports Car Rental Dubai | Porsche, Ferrari and more',
    metaDescription:
      'Rent a sports car in Dubai directly from verified rental companies. Compare prices per day and month, deposits and km allowances.',
    filter: { ...DUBAI, carTypes: ['sports'] },
  },
  {
    slug: 'electric-car-rental-dubai',
    label: 'Electric',
    title: 'Electric Car Rental Dubai',
    heading: 'Electric car rental in Dubai',
    intro:
      'Tesla and other electric cars for rent in Dubai: quiet, cheap to charge and welcome in every green-car scheme in the city.',
    metaTitle: 'Electric Car Rental Dubai | Tesla and EVs by Day or Month',
    metaDescription:
      'Rent an electric car in Dubai from verified rental companies. Tesla Model 3, Model Y and more, with daily and monthly prices and no commission.',
    filter: { ...DUBAI, carTypes: ['electric'] },
  },
  {
    slug: '7-seater-car-rental-dubai',
    label: '7 Seater',
    title: '7 Seater Car Rental Dubai',
    heading: '7-seater car rental in Dubai',
    intro:
      'Room for the whole family: SUVs and people carriers with seven seats or more, from rental companies across Dubai.',
    metaTitle: '7 Seater Car Rental Dubai | Family Cars and Large SUVs',
    metaDescription:
      'Rent a 7-seater in Dubai: Nissan Patrol, Toyota Land Cruiser, Kia Carnival and more from verified rental companies. Zero commission.',
    filter: { ...DUBAI, minSeats: 7 },
  },
  {
    slug: 'van-rental-dubai',
    label: 'Van',
    title: 'Van Rental Dubai',
    heading: 'Van rental in Dubai',
    intro:
      'Passenger vans and people carriers for groups, events and airport runs, by the day or the month.',
    metaTitle: 'Van Rental Dubai | Passenger Vans by Day or Month',
    metaDescription:
      'Rent a van in Dubai from verified rental companies: Toyota HiAce, Hyundai H1 and more, with or without a driver. No commission.',
    filter: { ...DUBAI, carTypes: ['van'] },
  },
  {
    slug: 'cheap-car-rental-dubai',
    label: 'Cheap Car Rental',
    title: 'Cheap Car Rental Dubai',
    heading: 'Cheap car rental in Dubai',
    intro:
      'Economy cars from AED 80 a day: Nissan Sunny, Toyota Yaris, Kia Pegas and more, with the deposit and mileage stated before you call.',
    metaTitle: 'Cheap Car Rental Dubai | Economy Cars from AED 80 a Day',
    metaDescription:
      'Find cheap car rental in Dubai from verified companies. Economy cars from AED 80 per day, monthly deals, no-deposit offers and zero commission.',
    filter: { ...DUBAI, maxPricePerDay: 200 },
  },
  {
    slug: 'monthly-car-rental-dubai',
    label: 'Monthly Car Rental',
    title: 'Monthly Car Rental Dubai',
    heading: 'Monthly car rental in Dubai',
    intro:
      'Long-term rental with a monthly price set by the rental company, 4,500 km a month included and insurance and maintenance covered.',
    metaTitle: 'Monthly Car Rental Dubai | Long-Term Rental Deals',
    metaDescription:
      'Monthly car rental in Dubai from verified rental companies. Compare monthly prices, deposits and km allowances and contact the company directly.',
    filter: { ...DUBAI, longTerm: true },
  },
  {
    slug: 'car-rental-dubai-airport',
    label: 'Airport',
    title: 'Car Rental Dubai Airport',
    heading: 'Car rental at Dubai Airport',
    intro:
      'Cars and chauffeurs waiting for you at DXB and DWC: rental companies that deliver to the airport and offer airport transport.',
    metaTitle: 'Car Rental Dubai Airport | DXB and DWC Delivery',
    metaDescription:
      'Rent a car at Dubai Airport: delivery to DXB and DWC and airport transport from verified rental companies. Zero commission.',
    filter: { ...DUBAI, service: 'airport' },
  },
  {
    slug: 'self-drive-car-rental-dubai',
    label: 'Self Drive',
    title: 'Self Drive Car Rental Dubai',
    heading: 'Self-drive car rental in Dubai',
    intro:
      'Drive yourself: every self-drive car in Dubai from economy to supercar, with the minimum age and licence rules stated on each offer.',
    metaTitle: 'Self Drive Car Rental Dubai | Rent and Drive Yourself',
    metaDescription:
      'Self-drive car rental in Dubai from verified rental companies. Compare prices, deposits and km allowances and contact the company directly.',
    filter: { ...DUBAI, withDriver: false },
  },
  {
    slug: 'supercar-rental-dubai',
    label: 'Supercar',
    title: 'Supercar Rental Dubai',
    heading: 'Supercar rental in Dubai',
    intro:
      'Lamborghini, Ferrari, McLaren-grade performance: cars with 550 horsepower and more, from Dubai companies that specialise in them.',
    metaTitle: 'Supercar Rental Dubai | Lamborghini, Ferrari and more',
    metaDescription:
      'Rent a supercar in Dubai from verified rental companies: Lamborghini, Ferrari, Porsche and more. Clear deposits and prices, zero commission.',
    filter: { ...DUBAI, minHorsepower: 550 },
  },
  {
    slug: 'convertible-car-rental-dubai',
    label: 'Convertible',
    title: 'Convertible Car Rental Dubai',
    heading: 'Convertible car rental in Dubai',
    intro:
      'Roof down along Jumeirah Beach Road: convertibles from the Mini and Mustang to the Rolls-Royce Dawn.',
    metaTitle: 'Convertible Car Rental Dubai | Rent a Cabriolet',
    metaDescription:
      'Rent a convertible in Dubai from verified rental companies. Compare prices per day and month, deposits and km allowances. Zero commission.',
    filter: { ...DUBAI, carTypes: ['convertible'] },
  },
];

/** The second readings of the spec: each resolves to its canonical page. (docs/product.md#category-and-location-pages) */
export const CATEGORY_SLUG_ALIASES: Readonly<Record<string, string>> = {
  'suv-car-rental-dubai': 'suv-rental-dubai',
  'convertible-rental-dubai': 'convertible-car-rental-dubai',
};

/** /cars/with-driver and the home grid's "Car With Driver" tile. */
export const WITH_DRIVER_FILTER: CarFilter = { withDriver: true };

/** The home page's three carousels (spec section 2, item 7; groups of section 9). (docs/product.md#car-carousels) */
export interface CarouselGroup {
  title: string;
  slug: string;
  filter: CarFilter;
}

/** The spec's rule: the carousel title, lowercased, spaces to hyphens. (docs/product.md#car-carousels) */
export function carouselSlug(title: string): string {
  return title.toLowerCase().replace(/ /g, '-');
}

const carouselGroup = (title: string, filter: CarFilter): CarouselGroup => ({
  title,
  slug: carouselSlug(title),
  filter,
});

/** A title that names Dubai shows Dubai's cars; 'Luxury & Sports Cars' names no place. */
export const CAROUSEL_GROUPS: readonly CarouselGroup[] = [
  carouselGroup('Affordable Car Rental Dubai', {
    ...DUBAI,
    maxPricePerDay: CAROUSEL_PRICE_SPLIT_AED - 1,
  }),
  carouselGroup('Luxury & Sports Cars', { minPricePerDay: CAROUSEL_PRICE_SPLIT_AED + 1 }),
  carouselGroup('SUVs for rent in Dubai', { ...DUBAI, carTypes: ['suv'] }),
];

/**
 * A catalogue title (category page or carousel) for the emirate its cars are in: the "Dubai" it
 * names becomes that emirate ("SUVs for rent in Abu Dhabi", never "… Dubai in Abu Dhabi"). A
 * title that names no place, or no emirate, keeps the title.
 */
export function titleInEmirate(title: string, emirate: Emirate | undefined): string {
  return emirate ? title.replace(/\bDubai\b/, EMIRATE_LABELS[emirate]) : title;
}

/** Whether a catalogue title names its place (so "in {place}" is not added to it). */
export function titleNamesPlace(title: string): boolean {
  return /\bDubai\b/.test(title);
}

export interface ResolvedCategory {
  /** The slug of the page that answers (differs from the asked slug for an alias). */
  canonicalSlug: string;
  title: string;
  filter: CarFilter;
  page?: CategoryPage;
}

/** Any category slug the site can send: a landing page, an alias, or a carousel's slug. */
export function resolveCategory(slug: string): ResolvedCategory | undefined {
  const canonical = CATEGORY_SLUG_ALIASES[slug] ?? slug;
  const page = CATEGORY_PAGES.find((p) => p.slug === canonical);
  if (page) return { canonicalSlug: page.slug, title: page.title, filter: page.filter, page };
  const group = CAROUSEL_GROUPS.find((g) => g.slug === slug);
  if (group) return { canonicalSlug: group.slug, title: group.title, filter: group.filter };
  return undefined;
}

/** Every slug `category=` accepts. */
export const CATEGORY_SLUGS: readonly string[] = [
  ...CATEGORY_PAGES.map((p) => p.slug),
  ...Object.keys(CATEGORY_SLUG_ALIASES),
  ...CAROUSEL_GROUPS.map((g) => g.slug),
];

/** The home page's "Popular Categories" links, in the spec's order (section 2, home item 5). (docs/product.md#category-grid) */
export const POPULAR_CATEGORY_SLUGS: readonly string[] = [
  'luxury-car-rental-dubai',
  'cheap-car-rental-dubai',
  'monthly-car-rental-dubai',
  'car-rental-dubai-airport',
  'self-drive-car-rental-dubai',
  'suv-rental-dubai',
  'sports-car-rental-dubai',
  '7-seater-car-rental-dubai',
  'van-rental-dubai',
  'electric-car-rental-dubai',
];

/**
 * The home page's category grid (spec section 2, home item 4): nine tiles, each a /cars search.
 * `params` are the tile's /cars parameters without the emirate; the grid's emirate dropdown adds
 * it, and the API counts each tile with exactly these parameters, so a tile's live count is the
 * number of cars its link shows.
 * (docs/product.md#category-grid)
 */
export interface CategoryTile {
  /** The key of the original's hard-coded count (constants ORIGINAL_CATEGORY_COUNTS). */
  key:
    | 'luxury'
    | 'sports'
    | 'suv'
    | 'monthly'
    | 'cheap'
    | 'supercar'
    | 'convertible'
    | 'electric'
    | 'withDriver';
  label: string;
  params: { category: string } | { type: 'driver' };
}

export const CATEGORY_GRID_TILES: readonly CategoryTile[] = [
  { key: 'luxury', label: 'Luxury', params: { category: 'luxury-car-rental-dubai' } },
  { key: 'sports', label: 'Sports', params: { category: 'sports-car-rental-dubai' } },
  { key: 'suv', label: 'SUV', params: { category: 'suv-rental-dubai' } },
  { key: 'monthly', label: 'Monthly Car Rental', params: { category: 'monthly-car-rental-dubai' } },
  { key: 'cheap', label: 'Cheap Car Rental', params: { category: 'cheap-car-rental-dubai' } },
  { key: 'supercar', label: 'Supercar', params: { category: 'supercar-rental-dubai' } },
  {
    key: 'convertible',
    label: 'Convertible',
    params: { category: 'convertible-car-rental-dubai' },
  },
  { key: 'electric', label: 'Electric', params: { category: 'electric-car-rental-dubai' } },
  { key: 'withDriver', label: 'Car With Driver', params: { type: 'driver' } },
];

/** The grid's emirate dropdown starts on Dubai (spec). */
export const CATEGORY_GRID_DEFAULT_EMIRATE = 'dubai';

/** A tile's /cars parameters for one emirate (the API counts exactly these). */
export function categoryTileParams(tile: CategoryTile, emirate: string): Record<string, string> {
  return { ...tile.params, emirate };
}

/**
 * Where a tile leads: in Dubai, the category's landing page (its filter is Dubai's); elsewhere,
 * the listing with the tile's parameters and the emirate (the emirate given later wins).
 */
export function categoryTileHref(tile: CategoryTile, emirate: string): string {
  if ('category' in tile.params && emirate === CATEGORY_GRID_DEFAULT_EMIRATE) {
    return `/category/${tile.params.category}`;
  }
  return `/cars?${new URLSearchParams(categoryTileParams(tile, emirate)).toString()}`;
}
