/** Listing analytics' fixed values, without zod (the public site's entry imports them). */

/** The periods a vendor can look back over, in UAE days (today included). */
export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

/** At most this many cars in one impressions report: a results page or a carousel. */
export const MAX_IMPRESSIONS_PER_REPORT = 100;
