/** Day-price bands of the search facets (AED, inclusive bounds; prices are whole dirhams). */
export const PRICE_BANDS = [
  { key: 'under-200', label: 'Under AED 200', min: 0, max: 199 },
  { key: '200-499', label: 'AED 200–499', min: 200, max: 499 },
  { key: '500-999', label: 'AED 500–999', min: 500, max: 999 },
  { key: '1000-1999', label: 'AED 1,000–1,999', min: 1000, max: 1999 },
  { key: '2000-plus', label: 'AED 2,000 and more', min: 2000, max: null },
] as const;

export type PriceBandKey = (typeof PRICE_BANDS)[number]['key'];

export function priceBandOf(pricePerDay: number): PriceBandKey {
  const band = PRICE_BANDS.find(
    (b) => pricePerDay >= b.min && (b.max === null || pricePerDay <= b.max),
  );
  return (band ?? PRICE_BANDS[0]).key;
}
