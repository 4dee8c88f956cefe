import { pathInLanguage } from '@core/i18n/languages';

/** schema.org data that several pages declare through <PageHead jsonLd>. URLs are absolute. */

interface ListedCar {
  id: number;
  title: string;
}

/** The cars shown on a results page, in their order (position counts from the page's offset). */
export function carItemListJsonLd(
  cars: readonly ListedCar[],
  origin: string,
  { name, offset = 0 }: { name: string; offset?: number },
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: cars.length,
    itemListElement: cars.map((car, index) => ({
      '@type': 'ListItem',
      position: offset + index + 1,
      url: new URL(`/cars/${car.id}`, origin).href,
      name: car.title,
    })),
  };
}

/** The trail from the home page to this page, e.g. Home › Locations › Dubai Marina. */
export function breadcrumbJsonLd(trail: readonly { name: string; path: string }[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: new URL(crumb.path, origin).href,
    })),
  };
}

/** The keys whose value is a page's address (a `url` may also be a file's: see pagePath). */
const PAGE_URL_KEYS = new Set(['url', 'item', '@id', 'urlTemplate']);

/**
 * schema.org types that take `inLanguage` (CreativeWork's): a Product, an ItemList or an
 * organisation says its language by its URL and names instead, as schema.org defines no
 * `inLanguage` for them.
 */
const CREATIVE_WORKS = new Set([
  'WebSite',
  'WebPage',
  'AboutPage',
  'CollectionPage',
  'Blog',
  'Article',
  'BlogPosting',
]);

/**
 * A page's schema.org data in the page's language (issue #21): every address of a site page
 * (`url`, `item`, `@id`, a search's `urlTemplate`) moves under the language's base
 * (`/cars/12` → `/ar/cars/12`), files (images, the logo) stay where they are, and each
 * creative work gets `inLanguage`. Done once here, for every page's data, so no page can write
 * an English address into an Arabic page's data. The names and texts are the page's own
 * (each page writes them through its translations).
 */
export function jsonLdInLanguage<T>(data: T, origin: string, language: string): T {
  const pagePath = (value: string): string | null => {
    if (!value.startsWith(`${origin}/`)) return null;
    const path = value.slice(origin.length);
    const [pathname = ''] = path.split(/[?#]/);
    // A file (favicon.svg, an upload's .webp) has an extension: it has no language.
    return /\.[a-z0-9]+$/i.test(pathname) ? null : path;
  };
  const walk = (node: unknown, key: string | null): unknown => {
    if (Array.isArray(node)) return node.map((child) => walk(child, key));
    if (typeof node === 'string') {
      const path = key !== null && PAGE_URL_KEYS.has(key) ? pagePath(node) : null;
      return path === null ? node : `${origin}${pathInLanguage(path, language)}`;
    }
    if (node === null || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    for (const [childKey, child] of Object.entries(node)) out[childKey] = walk(child, childKey);
    const type = (node as { '@type'?: unknown })['@type'];
    const types = Array.isArray(type) ? type : [type];
    if (types.some((name) => typeof name === 'string' && CREATIVE_WORKS.has(name))) {
      out.inLanguage ??= language;
    }
    return out;
  };
  return walk(data, null) as T;
}
