/** The business constants of the spec's section 9, named so code and tests refer to one value. (docs/product.md#business-constants) */

/** Query data never goes stale; no refetch on focus; no polling; no retries. */
export const QUERY_DEFAULTS = {
  staleTime: Infinity,
  refetchOnWindowFocus: false,
  refetchInterval: false,
  retry: false,
  // A query that failed (e.g. a car that answered 404 to the server renderer) is not asked again
  // when its page mounts: no retries.
  retryOnMount: false,
} as const;

export const TOAST = {
  limit: 1,
  durationMs: 5000,
  swipeDirection: 'right',
  swipeThresholdPx: 50,
  hotkey: ['F8'],
  maxWidthPx: 420,
  /** "Removed after a very long delay": the original keeps dismissed toasts for 1,000,000 ms. */
  removeDelayMs: 1_000_000,
} as const;

export const TOOLTIP = { delayDurationMs: 700, skipDelayDurationMs: 300, sideOffsetPx: 4 } as const;

/** Contact dialog delays (section 4): saving, thank-you before the hand-off, close, reset. */
export const CONTACT_FLOW_MS = {
  saving: 800,
  thankYouBeforeAction: 1500,
  closeAfterAction: 500,
  resetAfterClose: 300,
} as const;

/** A readable cookie meaning "this browser has signed in" (the session cookie is HttpOnly). */
export const SIGNED_IN_HINT_COOKIE = 'signed_in';

export const STORAGE_KEYS = {
  contactData: 'car_rental_contact_data',
  /** The original product's client-side admin flag. It grants nothing here; kept for reference. */
  adminFlag: 'admin_access',
  favourites: 'car_rental_favourites',
  /** Leads the API could not record yet (offline, server error): retried from the device. */
  pendingLeads: 'car_rental_pending_leads',
} as const;

export const CAROUSEL = {
  maxCars: 10,
  scrollPx: 400,
  companyScrollPx: 300,
  companyScrollMaxScreenPx: 768,
  endTolerancePx: 5,
} as const;

/** Carousel groups: affordable below, luxury above this day price (AED). Exactly 500 is in neither. */
export const CAROUSEL_PRICE_SPLIT_AED = 500;

/** Display allowances, and the defaults a listing takes when its vendor leaves them out. */
export const KM_ALLOWANCE = { perDay: 250, perMonth: 4500 } as const;

/** Month price shown when a listing has no month price of its own. */
export const MONTH_PRICE_DAYS = 25;

export const CATEGORY_GRID_MAX_TILES = 10;

/** The home grid's hard-coded counts in the original (section 9); ours come live from the API. */
export const ORIGINAL_CATEGORY_COUNTS = {
  luxury: 1123,
  sports: 223,
  suv: 885,
  monthly: 1700,
  cheap: 445,
  supercar: 134,
  convertible: 87,
  electric: 19,
  withDriver: 362,
} as const;

export const RENTAL_POLICY_DEFAULTS = {
  minimumDriverAge: 21,
  securityDepositAed: 0,
  licences: 'UAE or international driving licence',
} as const;

/**
 * Trips (issue 20): pick-up and return at 10:00 UAE time unless chosen; a return up to
 * `defaultGraceHours` late starts no new day where the company has not set its own grace; trips
 * of at most `maxDays`; VAT of `vatPercent` on rent and delivery. (docs/product.md#trip-dates)
 */
export const TRIP = {
  defaultTime: '10:00',
  defaultGraceHours: 1,
  maxDays: 365,
  vatPercent: 5,
  weekDays: 7,
  monthDays: 30,
} as const;

export const PAGE_LOAD_SPINNER_EXTRA_MS = 200;
export const LAYOUT_RESIZE_DELAY_MS = 250;

export const CURRENCY = 'AED';

/** Public catalogue paging. */
export const CARS_PAGE_SIZE = { default: 24, max: 60 } as const;

/** Deepest result a listing pages to: past it, a renter should refine the search (bounded paging). */
export const CARS_MAX_OFFSET = 10_000;
