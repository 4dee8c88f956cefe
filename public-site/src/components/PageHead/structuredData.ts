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
