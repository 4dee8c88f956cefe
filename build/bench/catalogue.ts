import type { Knex } from 'knex';
import { seedDemoData } from '../../api/src/db/seeds/demoData';

/**
 * The demo market, grown (copies with varied prices and dates) or cut to `size` cars, with two
 * blocked periods a car on average within the next year (1 to 10 days; one in twenty 32 to 60
 * days: a holiday, a monthly rental), which searches with dates leave out.
 */
export async function fillCatalogue(knex: Knex, size: number) {
  await seedDemoData(knex, { demoPassword: 'bench-password' });
  const [{ n }] = (await knex('cars').count('* as n')) as [{ n: number }];
  if (size < n) {
    await knex.raw('DELETE FROM cars WHERE id IN (SELECT id FROM cars ORDER BY id OFFSET ?)', [
      size,
    ]);
  }
  let count = Math.min(n, size);
  while (count < size) {
    const batch = Math.min(count, size - count);
    await knex.raw(
      `INSERT INTO cars (company_id, title, description, brand, model, year, car_type, emirate, color,
         price_per_day, price_per_week, price_per_month, horsepower, seats, transmission, with_driver,
         services, security_deposit, km_per_day, km_per_month, extra_km_charge, minimum_driver_age,
         salik_charge, insurance_included, status, featured, active, approved_at, created_at, updated_at)
       SELECT company_id, title, description, brand, model, year, car_type, emirate, color,
         greatest(1, (price_per_day * (0.85 + (id % 31) / 100.0))::int), price_per_week, price_per_month,
         horsepower, seats, transmission, with_driver, services, security_deposit, km_per_day,
         km_per_month, extra_km_charge, minimum_driver_age, salik_charge, insurance_included, status,
         false, active, approved_at, created_at - ((id % 400) || ' hours')::interval, updated_at
       FROM cars ORDER BY id LIMIT ?`,
      [batch],
    );
    count += batch;
  }
  await knex.raw(
    `INSERT INTO car_images (car_id, url, width, height, position)
     SELECT c.id, '/media/demo/cars/' || c.car_type || '-white.svg', 800, 500, 0 FROM cars c
     WHERE NOT EXISTS (SELECT 1 FROM car_images i WHERE i.car_id = c.id)`,
  );
  // In bigint: c.id × 7919 passes int4's range past 271,000 cars (the 1,000,000-car run).
  await knex.raw(
    `INSERT INTO car_blocks (car_id, starts_on, ends_on, reason)
     SELECT c.id, start, start + CASE WHEN n % 20 = 0 THEN 32 + n % 29 ELSE n % 10 END, 'maintenance'
     FROM cars c, generate_series(1, 2) k,
       LATERAL (SELECT ((c.id::bigint * 7919 + k * 104729) % 1000)::int AS n) r,
       LATERAL (SELECT current_date + ((c.id::bigint * 31 + k * 173) % 365)::int AS start) s`,
  );
  await knex.raw('ANALYZE');
  const [{ total }] = (await knex('cars').count('* as total')) as [{ total: number }];
  return Number(total);
}
