import { describe, expect, it } from 'vitest';
import { carSearchParamsSchema } from '../schemas/carSearchParams';
import { emailSchema, phoneSchema } from '../schemas/common';
import { CATEGORY_PAGES, CATEGORY_SLUG_ALIASES } from './categories';
import { LOCATION_PAGES } from './locations';
import {
  DESKTOP_LOCATION_MENU_LIMIT,
  FOOTER_GROUPS,
  FOOTER_LEGAL_LINKS,
  HEADER_MENU,
  OWN_PUBLIC_PATHS,
  SUPPORT_CONTACT,
  allMenuHrefs,
  dashboardHref,
  type MenuItem,
} from './menus';

/** The static paths of the spec's route table (section 2). (docs/product.md#public-pages) */
const SPEC_ROUTES = [
  '/',
  '/cars',
  '/cars/with-driver',
  '/about',
  '/login',
  '/register',
  '/blog',
  '/vendor/register',
  '/vendor/company-info',
  '/vendor/success',
  '/companies',
  '/dashboard',
  '/dashboard/cars',
  '/dashboard/add-car',
  '/dashboard/leads',
  '/dashboard/verification',
  '/dashboard/profile',
  '/dashboard/subscription',
  '/dashboard/subscribe',
  '/dashboard/payment-methods',
  '/dashboard/support',
  '/admin',
  '/admin/approve-listings',
  '/admin/leads',
  '/admin/verify-vendors',
  '/admin/document-review',
  '/admin/blog/posts',
  '/admin/blog/new-post',
  '/admin/blog/categories',
  '/admin/blog/writers',
  '/admin/blog/invitations',
  '/admin/blog/settings',
];

const categoryExists = (slug: string) =>
  CATEGORY_PAGES.some((p) => p.slug === slug) || slug in CATEGORY_SLUG_ALIASES;
const locationExists = (slug: string) => LOCATION_PAGES.some((p) => p.slug === slug);

/** Why an href does not lead anywhere, or null when it does. */
function brokenReason(href: string): string | null {
  const url = new URL(href, 'https://example.ae');
  if (`${url.pathname}${url.search}${url.hash}` !== href) return 'not a plain site path';
  const category = /^\/category\/([^/]+)$/.exec(url.pathname);
  if (category) return categoryExists(category[1] ?? '') ? null : 'unknown category';
  const location = /^\/location\/([^/]+)$/.exec(url.pathname);
  if (location) return locationExists(location[1] ?? '') ? null : 'unknown location';
  if (
    !SPEC_ROUTES.includes(url.pathname) &&
    !(OWN_PUBLIC_PATHS as readonly string[]).includes(url.pathname)
  ) {
    return 'unknown route';
  }
  if (url.search) {
    if (url.pathname !== '/cars') return 'query on a page without filters';
    const params = carSearchParamsSchema.safeParse(Object.fromEntries(url.searchParams));
    if (!params.success) return 'parameters /cars refuses';
  }
  if (url.hash && url.pathname !== '/') return 'anchor outside the home page';
  return null;
}

const labels = (items: readonly MenuItem[] | undefined) => (items ?? []).map((i) => i.label);

describe('menu hrefs', () => {
  it('every header and footer href leads to a page, a category, a location or a /cars search', () => {
    const hrefs = allMenuHrefs();
    expect(hrefs.length).toBeGreaterThan(40);
    const broken = hrefs.map((href) => [href, brokenReason(href)]).filter(([, why]) => why);
    expect(broken).toEqual([]);
  });

  it('the checker itself refuses broken links', () => {
    expect(brokenReason('/category/yacht-rental-dubai')).toBe('unknown category');
    expect(brokenReason('/location/car-rental-oman')).toBe('unknown location');
    expect(brokenReason('/careers')).toBe('unknown route');
    expect(brokenReason('/cars?type=boat')).toBe('parameters /cars refuses');
  });
});

describe('HEADER_MENU', () => {
  it("has the spec's five groups in order", () => {
    // docs/product.md#header-and-footer
    expect(labels(HEADER_MENU)).toEqual([
      'Rent a Car',
      'Long-Term Rental',
      'Blog',
      'Chauffeur Service',
      'About Us',
    ]);
    expect(HEADER_MENU.map((i) => i.href)).toEqual([
      '/cars',
      '/cars?type=long-term',
      '/blog',
      '/cars/with-driver',
      '/about',
    ]);
    for (const item of HEADER_MENU) expect(item.icon).toBeTruthy();
  });

  it('splits Rent a Car by vehicle type, budget and location', () => {
    const rent = HEADER_MENU[0];
    expect(rent?.groups?.map((g) => g.title)).toEqual([
      'By Vehicle Type',
      'By Budget',
      'By Location',
    ]);
    const [byType, byBudget, byLocation] = rent?.groups ?? [];
    const typeHrefs = byType?.items.map((i) => i.href);
    expect(typeHrefs).toContain('/category/suv-rental-dubai');
    expect(typeHrefs).not.toContain('/category/suv-car-rental-dubai');
    expect(byBudget?.items.map((i) => i.href)).toContain('/category/cheap-car-rental-dubai');
    expect(byBudget?.items.some((i) => i.href.startsWith('/cars?budget='))).toBe(true);
    expect(byLocation?.items.map((i) => i.href)).toEqual(
      LOCATION_PAGES.map((p) => `/location/${p.slug}`),
    );
    expect(byLocation?.items).toHaveLength(10);
    expect(DESKTOP_LOCATION_MENU_LIMIT).toBe(6);
  });

  it('lists the six Dubai Services under Chauffeur Service', () => {
    const chauffeur = HEADER_MENU[3];
    expect(chauffeur?.groups?.map((g) => g.title)).toEqual(['Dubai Services']);
    expect(chauffeur?.groups?.[0]?.items.map((i) => [i.label, i.href])).toEqual([
      ['Private Chauffeur', '/cars/with-driver'],
      ['Airport Transport', '/cars?service=airport'],
      ['Point-to-Point Transfer', '/cars?service=transfer'],
      ['Safe Driver', '/cars?service=safe'],
      ['Hourly Driver', '/cars?service=hourly'],
      ['Valet Parking', '/cars?service=valet'],
    ]);
  });
});

describe('footer', () => {
  const footerHrefs = FOOTER_GROUPS.flatMap((g) => g.items.map((i) => i.href));

  it("has the spec's links", () => {
    // docs/product.md#header-and-footer
    for (const href of [
      '/',
      '/cars',
      '/#how-it-works',
      '/register',
      '/about',
      '/admin',
      '/category/supercar-rental-dubai',
      '/category/suv-car-rental-dubai',
      '/category/convertible-car-rental-dubai',
      '/cars/with-driver',
      '/cars?type=suv',
      '/cars?type=sports',
      '/cars?type=electric',
    ]) {
      expect(footerHrefs).toContain(href);
    }
    expect(FOOTER_GROUPS.flatMap((g) => g.items).find((i) => i.href === '/admin')?.label).toBe(
      'Admin Login',
    );
  });

  it('has the legal links with our targets', () => {
    expect(FOOTER_LEGAL_LINKS.map((i) => [i.label, i.href])).toEqual([
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
      ['Sitemap', '/sitemap'],
    ]);
  });

  it("shows the marketplace's own Dubai contact", () => {
    expect(SUPPORT_CONTACT.address).toContain('Dubai');
    expect(phoneSchema.parse(SUPPORT_CONTACT.phone)).toBe('+97140000000');
    expect(emailSchema.parse(SUPPORT_CONTACT.email)).toBe('support@uaecarrental.ae');
  });
});

describe('dashboardHref', () => {
  it("sends each role to its own home (a writer to the blog's posts, never a dead end)", () => {
    expect(dashboardHref('admin')).toBe('/admin');
    expect(dashboardHref('vendor')).toBe('/dashboard');
    expect(dashboardHref('writer')).toBe('/admin/blog/posts');
    expect(dashboardHref(undefined)).toBe('/dashboard');
    expect(dashboardHref('Admin')).toBe('/dashboard');
  });
});
