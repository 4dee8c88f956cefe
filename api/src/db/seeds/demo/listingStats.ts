/**
 * 90 days of listing analytics for the demo's public cars (listing_daily_stats), so the vendor's
 * analytics screens show a history on `npm start`. Deterministic: the counts come from a fixed
 * seed and each car's place in the market, not from the date; only the days they fall on are
 * the 90 UAE days up to the day the demo is seeded.
 */
import type { ContactMethod } from '@core/enums';
import { uaeToday } from '@core/rules/uaeTime';
import type { DailyStatsCounts } from '../../../services/listingAnalytics/vendorAnalytics';
import { Generator } from './generator';

export const DEMO_STATS_DAYS = 90;

export interface DemoListingStatsRow extends DailyStatsCounts {
  carIndex: number;
  day: string;
}

/** Friday and Saturday, the UAE's weekend, bring more renters. */
const isWeekend = (day: string) => [5, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay());

type Clicks = Record<ContactMethod, number>;

/** Each demo lead came from a contact click, after a view: a day's counts are at least its leads. */
function leadsByCarAndDay(
  leads: readonly { carIndex: number; method: ContactMethod; created_at: Date }[],
) {
  const byKey = new Map<string, Clicks>();
  for (const lead of leads) {
    const key = `${lead.carIndex} ${uaeToday(lead.created_at)}`;
    const clicks = byKey.get(key) ?? { whatsapp: 0, email: 0, phone: 0 };
    clicks[lead.method] += 1;
    byKey.set(key, clicks);
  }
  return byKey;
}

export function demoListingStats(
  cars: readonly { status: string; active: boolean }[],
  leads: readonly { carIndex: number; method: ContactMethod; created_at: Date }[],
  days: readonly string[],
  seed: number,
): DemoListingStatsRow[] {
  const g = new Generator(seed + 22);
  const leadsOf = leadsByCarAndDay(leads);
  const rows: DemoListingStatsRow[] = [];
  for (const [carIndex, car] of cars.entries()) {
    const isPublic = car.status === 'approved' && car.active;
    // Some cars draw many renters, most a few: each its own level and rates.
    const popularity = g.weighted([
      [g.int(4, 12), 5],
      [g.int(12, 40), 4],
      [g.int(40, 120), 1],
    ] as const);
    const viewRate = g.int(6, 18) / 100;
    const clickRate = g.int(8, 25) / 100;
    for (const [i, day] of days.entries()) {
      // A gentle rise over the period, the weekend's lift, and the day's noise; a car not on the
      // site now was seen only on the days it got a lead.
      const trend = 0.8 + (0.4 * i) / days.length;
      const level = isPublic ? popularity * trend * (isWeekend(day) ? 1.25 : 1) : 0;
      const noise = [g.int(0, 60), g.int(0, 80), g.int(0, 100)] as const;
      let impressions = Math.round(level * (0.7 + noise[0] / 100));
      let views = Math.round(impressions * viewRate * (0.6 + noise[1] / 100));
      const clicks = Math.round(views * clickRate * (0.5 + noise[2] / 100));
      const whatsapp = Math.round(clicks * 0.6);
      const phone = Math.round((clicks - whatsapp) * 0.6);
      const dayLeads = leadsOf.get(`${carIndex} ${day}`);
      const channels: Clicks = {
        whatsapp: Math.max(whatsapp, dayLeads?.whatsapp ?? 0),
        phone: Math.max(phone, dayLeads?.phone ?? 0),
        email: Math.max(clicks - whatsapp - phone, dayLeads?.email ?? 0),
      };
      const allClicks = channels.whatsapp + channels.phone + channels.email;
      views = Math.max(views, allClicks);
      impressions = Math.max(impressions, views);
      if (impressions === 0) continue;
      rows.push({
        carIndex,
        day,
        impressions,
        views,
        clicks_whatsapp: channels.whatsapp,
        clicks_phone: channels.phone,
        clicks_email: channels.email,
      });
    }
  }
  return rows;
}
