import { describe, expect, it } from 'vitest';
import { BRANDS, CAR_TYPES, EMIRATES, LICENCE_KINDS, SERVICES, TRANSMISSIONS } from '../../enums';
import { AREAS } from '../areas';
import {
  CAROUSEL_GROUPS,
  CATEGORY_GRID_TILES,
  CATEGORY_PAGES,
  CATEGORY_SLUG_ALIASES,
  resolveCategory,
} from '../categories';
import { catalogueLabels } from '../labels';
import { LOCATION_PAGES } from '../locations';
import { FOOTER_GROUPS, FOOTER_LEGAL_LINKS, HEADER_ACTIONS, HEADER_MENU } from '../menus';
import { categoryPageIn, titleInEmirateIn } from '../pagesInLanguage';
import { locationPageIn, locationTextsIn } from '../locationPagesIn';
// The Arabic catalogue adds itself when imported (catalogueLanguages.ts), as the site's pages do.
import './arabic';

const ARABIC = /[\u0600-\u06FF]/;
const ar = catalogueLabels('ar');

describe('the catalogue in Arabic', () => {
  it('labels every emirate, car type, service, transmission, licence and district', () => {
    for (const value of EMIRATES) expect(ar.emirate(value)).toMatch(ARABIC);
    for (const value of CAR_TYPES) expect(ar.carType(value)).toMatch(ARABIC);
    for (const value of SERVICES) expect(ar.service(value)).toMatch(ARABIC);
    for (const value of TRANSMISSIONS) expect(ar.transmission(value)).toMatch(ARABIC);
    for (const value of LICENCE_KINDS) expect(ar.licence(value)).toMatch(ARABIC);
    for (const area of AREAS) expect(ar.area(area.slug)).toMatch(ARABIC);
    // Brands keep their Latin badge unless they have a settled Arabic form.
    for (const value of BRANDS) expect(ar.brand(value)).toBeTruthy();
    expect(ar.brand('toyota')).toBe('تويوتا');
    expect(ar.brand('bmw')).toBe('BMW');
  });

  it('translates every menu label and group title', () => {
    const labels: string[] = [];
    const visit = (
      items: readonly { label: string; groups?: { title: string; items: { label: string }[] }[] }[],
    ) => {
      for (const item of items) {
        labels.push(item.label);
        for (const group of item.groups ?? []) {
          labels.push(group.title);
          visit(group.items);
        }
      }
    };
    visit(HEADER_MENU);
    for (const group of FOOTER_GROUPS) {
      labels.push(group.title);
      visit(group.items);
    }
    visit(FOOTER_LEGAL_LINKS);
    labels.push(...Object.values(HEADER_ACTIONS).map((action) => action.label));
    for (const label of labels) expect(ar.menu(label), label).toMatch(ARABIC);
  });

  it('translates the carousels and the category grid', () => {
    for (const group of CAROUSEL_GROUPS) expect(ar.carouselTitle(group.title)).toMatch(ARABIC);
    for (const tile of CATEGORY_GRID_TILES) expect(ar.categoryTile(tile)).toMatch(ARABIC);
  });

  it('has every category page (14 slugs) and location page (10) in Arabic', () => {
    const slugs = [...CATEGORY_PAGES.map((p) => p.slug), ...Object.keys(CATEGORY_SLUG_ALIASES)];
    expect(slugs).toHaveLength(14);
    for (const slug of slugs) {
      const page = categoryPageIn(resolveCategory(slug)!.page!, 'ar');
      for (const key of [
        'label',
        'title',
        'heading',
        'intro',
        'metaTitle',
        'metaDescription',
      ] as const)
        expect(page[key], `${slug} ${key}`).toMatch(ARABIC);
      expect(page.filter).toEqual(resolveCategory(slug)!.filter);
    }
    expect(LOCATION_PAGES).toHaveLength(10);
    for (const location of LOCATION_PAGES) {
      const page = locationPageIn(location, 'ar');
      for (const key of [
        'name',
        'title',
        'desc',
        'metaTitle',
        'metaDescription',
        'heroText',
      ] as const)
        expect(page[key], `${location.slug} ${key}`).toMatch(ARABIC);
      expect(page.filter).toEqual(location.filter);
    }
  });

  it("quotes a location page's one price-from in the page's price format", () => {
    const deira = LOCATION_PAGES.find((page) => page.slug === 'car-rental-dubai-deira')!;
    const texts = locationTextsIn(deira, 39, 'ar', (amount) => `${amount} د.إ`);
    expect(texts.priceFrom).toBe(39);
    expect(texts.metaTitle).toBe('تأجير سيارات في ديرة دبي | سيارات رخيصة ابتداءً من 39 د.إ');
    expect(texts.desc).toContain('ابتداءً من 39 د.إ يومياً');
    expect(`${texts.metaDescription}${texts.heroText}${texts.desc}`).not.toContain('{price}');
    // English stays the catalogue's own.
    expect(locationTextsIn(deira, 39, 'en', String).metaTitle).toBe(
      'Car Rental Deira Dubai | Cheap Cars from AED 39',
    );
  });

  it('puts a category title into another emirate', () => {
    expect(titleInEmirateIn('سيارات دفع رباعي للإيجار في دبي', 'sharjah', 'ar')).toBe(
      'سيارات دفع رباعي للإيجار في الشارقة',
    );
    expect(titleInEmirateIn('SUVs for rent in Dubai', 'sharjah', 'en')).toBe(
      'SUVs for rent in Sharjah',
    );
  });

  it('shows English for a language without a catalogue', () => {
    expect(catalogueLabels('xx').emirate('dubai')).toBe('Dubai');
    expect(categoryPageIn(CATEGORY_PAGES[0]!, 'xx')).toBe(CATEGORY_PAGES[0]);
  });
});
