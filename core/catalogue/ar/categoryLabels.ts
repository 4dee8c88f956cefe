/** The home page's carousels (catalogue/categories.ts CAROUSEL_GROUPS), by their English title. */
export const CAROUSEL_TITLES_AR: Record<string, string> = {
  'Affordable Car Rental Dubai': 'تأجير سيارات بأسعار معقولة في دبي',
  'Luxury & Sports Cars': 'سيارات فاخرة ورياضية',
  'SUVs for rent in Dubai': 'سيارات دفع رباعي للإيجار في دبي',
};

/** The home page's category grid tiles (CATEGORY_GRID_TILES), by key. */
export const CATEGORY_TILE_LABELS_AR: Record<string, string> = {
  luxury: 'فاخرة',
  sports: 'رياضية',
  suv: 'دفع رباعي',
  monthly: 'تأجير شهري',
  cheap: 'تأجير رخيص',
  supercar: 'خارقة',
  convertible: 'مكشوفة',
  electric: 'كهربائية',
  withDriver: 'سيارة مع سائق',
};
