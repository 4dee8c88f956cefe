/**
 * The admin overview's periods (7, 30 or 90 days). A module of its own, without zod: the
 * console's first screen for admins reads it, and must not load the schemas (docs/performance.md).
 */
export const TREND_PERIODS = [7, 30, 90] as const;
export type TrendPeriod = (typeof TREND_PERIODS)[number];
