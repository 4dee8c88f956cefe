import { describe, expect, it } from 'vitest';
import { uaeDaysBack } from '../../../services/listingAnalytics/vendorAnalytics';
import { demoListingStats } from './listingStats';

const cars = [
  { status: 'approved', active: true },
  { status: 'pending', active: true },
  { status: 'approved', active: false },
  { status: 'approved', active: true },
];
const days = uaeDaysBack(new Date('2026-11-27T10:00:00Z'), 90);

describe('demoListingStats', () => {
  it('is the same for a seed, whatever the day it is seeded', () => {
    const counts = (rows: ReturnType<typeof demoListingStats>) =>
      rows.map(({ day: _day, ...row }) => row);
    const later = uaeDaysBack(new Date('2027-02-01T10:00:00Z'), 90);
    expect(counts(demoListingStats(cars, [], days, 1))).toEqual(
      counts(demoListingStats(cars, [], days, 1)),
    );
    expect(demoListingStats(cars, [], days, 1)).not.toEqual(demoListingStats(cars, [], days, 2));
    expect(demoListingStats(cars, [], later, 1).length).toBeGreaterThan(0);
  });

  it('counts at least the clicks and views of the day a lead came', () => {
    const leads = [
      { carIndex: 1, method: 'email' as const, created_at: new Date('2026-11-20T08:00:00Z') },
      { carIndex: 1, method: 'email' as const, created_at: new Date('2026-11-20T09:00:00Z') },
    ];
    const rows = demoListingStats(cars, leads, days, 1).filter((row) => row.carIndex === 1);
    expect(rows).toEqual([
      {
        carIndex: 1,
        day: '2026-11-20',
        impressions: 2,
        views: 2,
        clicks_whatsapp: 0,
        clicks_phone: 0,
        clicks_email: 2,
      },
    ]);
  });

  it('gives only public cars a history of 90 days, with fewer views than impressions', () => {
    const rows = demoListingStats(cars, [], days, 1);
    expect(new Set(rows.map((row) => row.carIndex))).toEqual(new Set([0, 3]));
    expect(days).toHaveLength(90);
    expect(days.at(-1)).toBe('2026-11-27');
    for (const row of rows) {
      expect(row.views).toBeLessThanOrEqual(row.impressions);
      expect(row.clicks_whatsapp + row.clicks_email + row.clicks_phone).toBeLessThanOrEqual(
        Math.max(row.views, 1),
      );
    }
  });
});
