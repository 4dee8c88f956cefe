/**
 * 90 days of listing analytics for the demo's public cars (listing_daily_stats), so the vendor's
 * analytics screens show a history on `npm start`. Deterministic: the counts come from a fixed
 * seed and each car's place in the market, not from the date; only the days they fall on are
 * the 90 UAE days up to the day the demo is seeded.
 */
import { Generator } from './generator';

export const DEMO_STATS_DAYS = 90;

export interface DemoListingStatsRow {
  carIndex: number;
  day: string;
  impressions: number;
  views: number;
  clicks_whatsapp: number;
  clicks_email: number;
  clicks_phone: number;
}

/** Friday and Saturday, the UAE's weekend, bring more renters. */
const isWeekend = (day: string) => [5, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay());

export function demoListingStats(
  cars: readonly { status: string; active: boolean }[],
  days: readonly string[],
  seed: number,
): DemoListingStatsRow[] {
  const g = new Generator(seed + 22);
  const rows: DemoListingStatsRow[] = [];
  for (const [carIndex, car] of cars.entries()) {
    if (car.status !== 'approved' || !car.active) continue;
    // Some cars draw many renters, most a few: each its own level and rates.
    const popularity = g.weighted([
      [g.int(4, 12), 5],
      [g.int(12, 40), 4],
      [g.int(40, 120), 1],
    ] as const);
    const viewRate = g.int(6, 18) / 100;
    const clickRate = g.int(8, 25) / 100;
    for (const [i, day] of days.entries()) {
      // A gentle rise over the period, the weekend's lift, and the day's noise.
      const trend = 0.8 + (0.4 * i) / days.length;
      const level = popularity * trend * (isWeekend(day) ? 1.25 : 1);
      const impressions = Math.max(0, Math.round(level * (0.7 + g.int(0, 60) / 100)));
      const views = Math.round(impressions * viewRate * (0.6 + g.int(0, 80) / 100));
      const clicks = Math.round(views * clickRate * (0.5 + g.int(0, 100) / 100));
      if (impressions + views + clicks === 0) continue;
      const whatsapp = Math.round(clicks * 0.6);
      const phone = Math.round((clicks - whatsapp) * 0.6);
      rows.push({
        carIndex,
        day,
        impressions,
        views,
        clicks_whatsapp: whatsapp,
        clicks_phone: phone,
        clicks_email: clicks - whatsapp - phone,
      });
    }
  }
  return rows;
}
