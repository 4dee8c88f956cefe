import { describe, expect, it } from 'vitest';
import { EMIRATES } from '../enums';
import { areaBySlug } from './areas';
import { LOCATION_PAGES, POPULAR_DISTRICT_SLUGS, locationBySlug, locationTexts } from './locations';

describe('LOCATION_PAGES', () => {
  it("has the spec's 10 slugs", () => {
    // docs/product.md#category-and-location-pages
    expect(LOCATION_PAGES.map((p) => p.slug)).toEqual([
      'car-rental-dubai-marina',
      'car-rental-sharjah',
      'car-rental-abu-dhabi',
      'car-rental-ajman',
      'car-rental-ras-al-khaimah',
      'car-rental-fujairah',
      'car-rental-al-ain',
      'car-rental-al-barsha',
      'car-rental-silicon-oasis',
      'car-rental-dubai-deira',
    ]);
  });

  it("has the spec's tags", () => {
    // docs/product.md#category-and-location-pages
    expect(Object.fromEntries(LOCATION_PAGES.map((p) => [p.slug, p.tag]))).toEqual({
      'car-rental-ajman': 'ajman',
      'car-rental-ras-al-khaimah': 'rak',
      'car-rental-fujairah': 'fujairah',
      'car-rental-abu-dhabi': 'abudhabi',
      'car-rental-sharjah': 'sharjah',
      'car-rental-al-ain': 'alain',
      'car-rental-al-barsha': 'albarsha',
      'car-rental-silicon-oasis': 'silicon',
      'car-rental-dubai-marina': 'dxbmarina',
      'car-rental-dubai-deira': 'dxbdeira',
    });
  });

  it("has section 9's price-from figures (AED per day)", () => {
    const priceFrom = (slug: string) => locationBySlug(slug)?.priceFrom;
    expect(priceFrom('car-rental-ajman')).toBe(75);
    expect(priceFrom('car-rental-ras-al-khaimah')).toBe(85);
    expect(priceFrom('car-rental-fujairah')).toBe(80);
    expect(priceFrom('car-rental-abu-dhabi')).toBe(99);
    expect(priceFrom('car-rental-sharjah')).toBe(85);
    expect(priceFrom('car-rental-al-ain')).toBe(110);
    expect(priceFrom('car-rental-al-barsha')).toBe(49);
    expect(priceFrom('car-rental-silicon-oasis')).toBe(75);
    expect(priceFrom('car-rental-dubai-marina')).toBe(150);
    expect(priceFrom('car-rental-dubai-deira')).toBe(45);
  });

  it('filters whole emirates by emirate, Al Ain and Dubai districts by area', () => {
    expect(Object.fromEntries(LOCATION_PAGES.map((p) => [p.slug, p.filter]))).toEqual({
      'car-rental-dubai-marina': { emirate: 'dubai', area: 'dubai-marina' },
      'car-rental-sharjah': { emirate: 'sharjah' },
      'car-rental-abu-dhabi': { emirate: 'abu-dhabi' },
      'car-rental-ajman': { emirate: 'ajman' },
      'car-rental-ras-al-khaimah': { emirate: 'ras-al-khaimah' },
      'car-rental-fujairah': { emirate: 'fujairah' },
      'car-rental-al-ain': { emirate: 'abu-dhabi', area: 'al-ain-city' },
      'car-rental-al-barsha': { emirate: 'dubai', area: 'al-barsha' },
      'car-rental-silicon-oasis': { emirate: 'dubai', area: 'silicon-oasis' },
      'car-rental-dubai-deira': { emirate: 'dubai', area: 'deira' },
    });
    for (const page of LOCATION_PAGES) {
      expect(EMIRATES).toContain(page.filter.emirate);
      if (page.filter.area) expect(areaBySlug(page.filter.area)?.emirate).toBe(page.filter.emirate);
    }
  });

  it.each(LOCATION_PAGES.map((p) => [p.slug, p] as const))('%s has complete copy', (_, page) => {
    for (const value of [
      page.slug,
      page.title,
      page.desc,
      page.tag,
      page.metaTitle,
      page.metaDescription,
      page.heroText,
      page.name,
    ]) {
      expect(value.trim()).not.toBe('');
      expect(value).toBe(value.trim());
    }
    expect(page.title).toBe(`Car Rental ${page.name}`);
    expect(page.metaTitle.length).toBeLessThanOrEqual(60);
    expect(page.metaDescription.length).toBeGreaterThanOrEqual(120);
    expect(page.metaDescription.length).toBeLessThanOrEqual(160);
    expect(page.metaDescription).toContain(`AED ${page.priceFrom}`);
    expect(page.metaDescription).toContain(page.name);
    const sentences = page.heroText.split(/[.!?](\s|$)/).filter((s) => s.trim() !== '');
    expect(sentences.length).toBeGreaterThanOrEqual(1);
    expect(sentences.length).toBeLessThanOrEqual(2);
    expect(page.desc.length).toBeGreaterThan(200);
    expect(page.desc).toContain(page.name);
  });

  it('has distinct copy for every location', () => {
    for (const field of [
      'slug',
      'tag',
      'title',
      'desc',
      'metaTitle',
      'metaDescription',
      'heroText',
      'name',
    ] as const) {
      const values = LOCATION_PAGES.map((p) => p[field]);
      expect(new Set(values).size).toBe(values.length);
    }
  });

  it('finds pages by slug', () => {
    expect(locationBySlug('car-rental-al-ain')?.name).toBe('Al Ain');
    expect(locationBySlug('car-rental-oman')).toBeUndefined();
  });
});

describe('POPULAR_DISTRICT_SLUGS', () => {
  it("is the home page's list in the spec's order, each a location page", () => {
    // docs/product.md#category-grid
    expect(POPULAR_DISTRICT_SLUGS).toEqual([
      'car-rental-abu-dhabi',
      'car-rental-sharjah',
      'car-rental-al-ain',
      'car-rental-al-barsha',
      'car-rental-silicon-oasis',
      'car-rental-dubai-marina',
      'car-rental-dubai-deira',
    ]);
    for (const slug of POPULAR_DISTRICT_SLUGS) expect(locationBySlug(slug)).toBeDefined();
  });
});

describe('locationTexts', () => {
  const deira = locationBySlug('car-rental-dubai-deira')!;

  it('quotes the cheapest listed car in the title, description, badge and prose', () => {
    const texts = locationTexts(deira, 85);
    expect(texts.priceFrom).toBe(85);
    expect(texts.metaTitle).toBe('Car Rental Deira Dubai | Cheap Cars from AED 85');
    for (const text of [texts.metaDescription, texts.desc]) {
      expect(text).toContain('AED 85');
      expect(text).not.toContain('AED 45');
    }
  });

  it("falls back to the spec's figure when the page lists no car", () => {
    // docs/product.md#category-and-location-pages
    expect(locationTexts(deira, undefined)).toMatchObject({
      priceFrom: 45,
      metaTitle: deira.metaTitle,
      desc: deira.desc,
    });
  });

  it("finds the spec's figure in every page's title and description (so none is left stale)", () => {
    // docs/product.md#category-and-location-pages
    for (const page of LOCATION_PAGES) {
      const texts = locationTexts(page, 1234);
      expect(texts.metaTitle, page.slug).toContain('AED 1,234');
      expect(texts.metaDescription, page.slug).toContain('AED 1,234');
    }
  });
});
