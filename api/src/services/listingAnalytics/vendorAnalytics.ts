/**
 * GET /api/vendor/analytics: a company's listing counts over the last 7, 30 or 90 UAE days
 * (today included), per day and per car, its leads, and its day prices against the market.
 * Only the company's own cars are read (the route passes the actor's company).
 */
import type { Knex } from 'knex';
import { CONTACT_METHODS } from '@core/enums';
import type {
  AnalyticsPeriod,
  Clicks,
  ListingCounts,
  VendorAnalytics,
} from '@core/schemas/listingAnalytics';
import { uaeInstant } from '@core/rules/uaeTime';
import { uaeToday } from '@core/rules/uaeTime';
import { notFound } from '../../errors';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last `count` UAE days, oldest first, today included. */
export function uaeDaysBack(now: Date, count: number): string[] {
  const todayNoon = uaeInstant(`${uaeToday(now)}T12:00:00`).getTime();
  return Array.from({ length: count }, (_, i) =>
    uaeToday(new Date(todayNoon - (count - 1 - i) * DAY_MS)),
  );
}

interface Tally {
  impressions: number;
  views: number;
  clicks: Clicks;
  leads: number;
}

const emptyTally = (): Tally => ({
  impressions: 0,
  views: 0,
  clicks: { whatsapp: 0, email: 0, phone: 0, total: 0 },
  leads: 0,
});

function add(into: Tally, from: Tally) {
  into.impressions += from.impressions;
  into.views += from.views;
  for (const method of CONTACT_METHODS) into.clicks[method] += from.clicks[method];
  into.clicks.total += from.clicks.total;
  into.leads += from.leads;
}

const withRate = (tally: Tally): ListingCounts => ({
  ...tally,
  clicks: { ...tally.clicks },
  conversionRate: tally.views > 0 ? tally.leads / tally.views : null,
});

/** The counts of one car and day, as `listing_daily_stats` keeps them. */
export interface DailyStatsCounts {
  impressions: number;
  views: number;
  clicks_whatsapp: number;
  clicks_email: number;
  clicks_phone: number;
}

interface StatsRow extends DailyStatsCounts {
  car_id: number;
  day: string;
}

interface CarRow {
  id: number;
  title: string;
  status: string;
  active: boolean;
  car_type: VendorAnalytics['prices'][number]['carType'];
  emirate: VendorAnalytics['prices'][number]['emirate'];
  price_per_day: number;
  market_median: string | number | null;
  similar_cars: string | number;
}

export async function vendorAnalytics(
  knex: Knex,
  companyId: number,
  days: AnalyticsPeriod,
  carId?: number,
  now = new Date(),
): Promise<VendorAnalytics> {
  const dayList = uaeDaysBack(now, days);
  const from = dayList[0]!;
  const to = dayList.at(-1)!;
  const since = uaeInstant(`${from}T00:00:00`);
  const onlyCar = (qb: Knex.QueryBuilder, column: string) => {
    if (carId !== undefined) void qb.where(column, carId);
  };

  // Each car with the median day price of other companies' public cars of its type and emirate.
  const carsQuery = knex('cars as c')
    .where('c.company_id', companyId)
    .modify(onlyCar, 'c.id')
    .joinRaw(
      `cross join lateral (
         select percentile_cont(0.5) within group (order by p.price_per_day) as market_median,
                count(*) as similar_cars
         from cars p join companies pc on pc.id = p.company_id
         where p.status = 'approved' and p.active and pc.status = 'active'
           and p.car_type = c.car_type and p.emirate = c.emirate and p.company_id <> c.company_id
       ) market`,
    )
    .select(
      'c.id',
      'c.title',
      'c.status',
      'c.active',
      'c.car_type',
      'c.emirate',
      'c.price_per_day',
      'market.market_median',
      'market.similar_cars',
    )
    .orderBy('c.id');
  const statsQuery = knex('listing_daily_stats as s')
    .join('cars as c', 'c.id', 's.car_id')
    .where('c.company_id', companyId)
    .where('s.day', '>=', from)
    .modify(onlyCar, 'c.id')
    .select(
      's.car_id',
      knex.raw(`to_char(s.day, 'YYYY-MM-DD') as day`),
      's.impressions',
      's.views',
      's.clicks_whatsapp',
      's.clicks_email',
      's.clicks_phone',
    );
  const leadsQuery = knex('leads')
    .where('company_id', companyId)
    .where('created_at', '>=', since)
    .whereNotNull('car_id')
    .modify(onlyCar, 'car_id')
    .select(
      'car_id',
      knex.raw(
        `to_char((created_at at time zone 'UTC') + interval '4 hours', 'YYYY-MM-DD') as day`,
      ),
    )
    .count('* as n')
    .groupBy('car_id', 'day');

  const [cars, stats, leads] = (await Promise.all([carsQuery, statsQuery, leadsQuery])) as [
    CarRow[],
    StatsRow[],
    { car_id: number; day: string; n: string | number }[],
  ];
  if (carId !== undefined && cars.length === 0) throw notFound('No such car');

  const byDay = new Map(dayList.map((day) => [day, emptyTally()]));
  const byCar = new Map(cars.map((car) => [car.id, emptyTally()]));
  const tallyOf = (row: StatsRow): Tally => ({
    impressions: row.impressions,
    views: row.views,
    clicks: {
      whatsapp: row.clicks_whatsapp,
      email: row.clicks_email,
      phone: row.clicks_phone,
      total: row.clicks_whatsapp + row.clicks_email + row.clicks_phone,
    },
    leads: 0,
  });
  const count = (carIdOf: number, day: string, tally: Tally) => {
    const dayTally = byDay.get(day);
    const carTally = byCar.get(carIdOf);
    if (!dayTally || !carTally) return;
    add(dayTally, tally);
    add(carTally, tally);
  };
  for (const row of stats) count(row.car_id, row.day, tallyOf(row));
  for (const row of leads) count(row.car_id, row.day, { ...emptyTally(), leads: Number(row.n) });

  const totals = emptyTally();
  for (const tally of byDay.values()) add(totals, tally);

  return {
    days,
    from,
    to,
    carId: carId ?? null,
    totals: withRate(totals),
    series: dayList.map((day) => ({ day, ...withRate(byDay.get(day)!) })),
    cars: cars
      .map((car) => ({
        carId: car.id,
        title: car.title,
        status: car.status,
        active: car.active,
        ...withRate(byCar.get(car.id)!),
      }))
      .sort((a, b) => b.views - a.views || b.leads - a.leads || a.carId - b.carId),
    prices: cars.map((car) => {
      const median = car.market_median === null ? null : Number(car.market_median);
      return {
        carId: car.id,
        title: car.title,
        carType: car.car_type,
        emirate: car.emirate,
        pricePerDay: car.price_per_day,
        marketMedian: median,
        similarCars: Number(car.similar_cars),
        difference: median ? (car.price_per_day - median) / median : null,
      };
    }),
  };
}
