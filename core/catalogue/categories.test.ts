import { describe, expect, it } from 'vitest';
import {
  CATEGORY_PAGES,
  CATEGORY_SLUG_ALIASES,
  CATEGORY_SLUGS,
  CAROUSEL_GROUPS,
  CATEGORY_GRID_TILES,
  POPULAR_CATEGORY_SLUGS,
  carouselSlug,
  categoryTileHref,
  categoryTileParams,
  resolveCategory,
} from './categories';
import { CATEGORY_GRID_MAX_TILES } from '../constants';
import { carFilterFromParams } from '../rules/carSearchParams';
import { carSearchParamsSchema } from '../schemas/carSearchParams';

/** The spec's "Category slugs seen" (section 2), as listed there. (docs/product.md#category-and-location-pages) */
const SPEC_CATEGORY_SLUGS = [
  'luxury-car-rental-dubai',
  'suv-rental-dubai',
  'suv-car-rental-dubai',
  'sports-car-rental-dubai',
  'electric-car-rental-dubai',
  '7-seater-car-rental-dubai',
  'van-rental-dubai',
  'cheap-car-rental-dubai',
  'monthly-car-rental-dubai',
  'car-rental-dubai-airport',
  'self-drive-car-rental-dubai',
  'supercar-rental-dubai',
  'convertible-car-rental-dubai',
];

describe('category slugs', () => {
  it.each(SPEC_CATEGORY_SLUGS)('resolves %s to a landing page', (slug) => {
    const resolved = resolveCategory(slug);
    expect(resolved?.page).toBeDefined();
    expect(CATEGORY_SLUGS).toContain(slug);
  });

  it('resolves the aliases to their canonical page', () => {
    expect(resolveCategory('suv-car-rental-dubai')?.canonicalSlug).toBe('suv-rental-dubai');
    expect(resolveCategory('convertible-rental-dubai')?.canonicalSlug).toBe(
      'convertible-car-rental-dubai',
    );
    for (const [alias, canonical] of Object.entries(CATEGORY_SLUG_ALIASES)) {
      const resolved = resolveCategory(alias);
      expect(resolved?.canonicalSlug).toBe(canonical);
      expect(resolved?.page).toBe(CATEGORY_PAGES.find((p) => p.slug === canonical));
    }
  });

  it('resolves a canonical slug to itself', () => {
    for (const page of CATEGORY_PAGES)
      expect(resolveCategory(page.slug)?.canonicalSlug).toBe(page.slug);
  });

  it('resolves the carousel slugs without a landing page', () => {
    expect(CAROUSEL_GROUPS.map((g) => g.slug)).toEqual([
      'affordable-car-rental-dubai',
      'luxury-&-sports-cars',
      'suvs-for-rent-in-dubai',
    ]);
    expect(resolveCategory('luxury-&-sports-cars')).toEqual({
      canonicalSlug: 'luxury-&-sports-cars',
      title: 'Luxury & Sports Cars',
      filter: { minPricePerDay: 501 },
    });
    expect(carouselSlug('SUVs for rent in Dubai')).toBe('suvs-for-rent-in-dubai');
  });

  it('does not resolve unknown slugs', () => {
    expect(resolveCategory('yacht-rental-dubai')).toBeUndefined();
    expect(resolveCategory('')).toBeUndefined();
  });

  it('has unique slugs and no alias that is also a page', () => {
    expect(new Set(CATEGORY_SLUGS).size).toBe(CATEGORY_SLUGS.length);
    for (const alias of Object.keys(CATEGORY_SLUG_ALIASES)) {
      expect(CATEGORY_PAGES.some((p) => p.slug === alias)).toBe(false);
    }
  });

  it('fills every field of every page', () => {
    for (const page of CATEGORY_PAGES) {
      for (const value of [
        page.title,
        page.label,
        page.heading,
        page.intro,
        page.metaTitle,
        page.metaDescription,
      ]) {
        expect(value.trim()).not.toBe('');
      }
      // What search engines show without cutting.
      expect(page.metaTitle.length).toBeLessThanOrEqual(60);
      expect(page.metaDescription.length).toBeLessThanOrEqual(160);
    }
  });
});

describe('POPULAR_CATEGORY_SLUGS', () => {
  it("is the home page's list in the spec's order, each a landing page", () => {
    // docs/product.md#category-grid
    expect(POPULAR_CATEGORY_SLUGS).toEqual([
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
    ]);
    for (const slug of POPULAR_CATEGORY_SLUGS) {
      expect(CATEGORY_PAGES.some((p) => p.slug === slug)).toBe(true);
    }
  });
});

describe('CATEGORY_GRID_TILES', () => {
  it('has the nine tiles of the spec, each a search the listing accepts', () => {
    // docs/product.md#category-grid
    expect(CATEGORY_GRID_TILES.map((tile) => tile.label)).toEqual([
      'Luxury',
      'Sports',
      'SUV',
      'Monthly Car Rental',
      'Cheap Car Rental',
      'Supercar',
      'Convertible',
      'Electric',
      'Car With Driver',
    ]);
    expect(CATEGORY_GRID_TILES.length).toBeLessThanOrEqual(CATEGORY_GRID_MAX_TILES);
    for (const tile of CATEGORY_GRID_TILES) {
      const params = carSearchParamsSchema.parse(categoryTileParams(tile, 'sharjah'));
      expect(carFilterFromParams(params).emirate).toBe('sharjah');
    }
  });

  it('links to the landing page in Dubai and to the listing with the emirate elsewhere', () => {
    const luxury = CATEGORY_GRID_TILES[0]!;
    const driver = CATEGORY_GRID_TILES.find((tile) => tile.key === 'withDriver')!;
    expect(categoryTileHref(luxury, 'dubai')).toBe('/category/luxury-car-rental-dubai');
    expect(categoryTileHref(luxury, 'ajman')).toBe(
      '/cars?category=luxury-car-rental-dubai&emirate=ajman',
    );
    expect(categoryTileHref(driver, 'dubai')).toBe('/cars?type=driver&emirate=dubai');
  });
});
