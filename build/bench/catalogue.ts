import type { Knex } from 'knex';
import { seedDemoData } from '../../api/src/db/seeds/demoData';

/** The demo market, grown (copies with varied prices and dates) or cut to `size` cars. */
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
  await knex.raw('ANALYZE');
  const [{ total }] = (await knex('cars').count('* as total')) as [{ total: number }];
  return Number(total);
}
