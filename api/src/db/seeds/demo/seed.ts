/** The vendor workspace of the demo companies: a plan that fits each fleet, how it is paid, and the documents behind each verified badge (checked outside the product: no stored file). */
import type { Knex } from 'knex';
import { hashPassword } from '../../../services/passwords';
import { seedDemoBlog } from '../demoBlog';
import { uaeDaysBack } from '../../../services/listingAnalytics/vendorAnalytics';
import { DAY_MS } from './generator';
import { DEMO_STATS_DAYS, demoListingStats } from './listingStats';
import { generateDemoMarket } from './market';
import { seedDemoSearches } from './searchHistory';
import type { DemoCounts, DemoMarket } from './rows';
import { DEFAULT_DEMO_SEED, DEMO_ACCOUNTS, demoBaseDate } from './rows';

/** Plan limits as the plans migration wrote them (ids and listing limits). */
const DEMO_PLAN_LIMITS = [
  ['free', 5],
  ['pro', 50],
  ['premium', 250],
] as const;

/** The smallest plan that leaves room for at least 10 more listings. */
export function demoPlanFor(fleetSize: number): string {
  return (DEMO_PLAN_LIMITS.find(([, limit]) => limit >= fleetSize + 10) ?? DEMO_PLAN_LIMITS[2])[0];
}

const REQUIRED_DEMO_DOCUMENTS = ['trade_licence', 'rta_permit', 'insurance'] as const;

async function seedVendorWorkspace(
  trx: Knex.Transaction,
  market: DemoMarket,
  companyIds: readonly number[],
  baseDate: Date,
): Promise<void> {
  const periodStart = new Date(baseDate.getTime() - 10 * DAY_MS);
  const periodEnd = new Date(periodStart);
  periodEnd.setUTCMonth(periodEnd.getUTCMonth() + 1);
  for (const [index, company] of market.companies.entries()) {
    const companyId = idAt(companyIds, index, 'company');
    const fleet = market.cars.filter((car) => car.companyIndex === index).length;
    const planId = demoPlanFor(fleet);
    let paymentMethodId: number | null = null;
    if (planId !== 'free') {
      const [row] = (await trx('payment_methods')
        .insert({
          company_id: companyId,
          kind: 'invoice',
          provider: 'manual',
          is_default: true,
          created_at: periodStart,
          updated_at: periodStart,
        })
        .returning('id')) as Array<{ id: number }>;
      paymentMethodId = row!.id;
    }
    await trx('subscriptions').insert({
      company_id: companyId,
      plan_id: planId,
      status: 'active',
      current_period_start: periodStart,
      current_period_end: planId === 'free' ? null : periodEnd,
      payment_method_id: paymentMethodId,
      created_at: periodStart,
      updated_at: periodStart,
    });
    if (company.verification_status !== 'verified' || !company.verified_at) continue;
    const expires = new Date(baseDate.getTime() + (300 + index * 7) * DAY_MS);
    await trx('vendor_documents').insert(
      REQUIRED_DEMO_DOCUMENTS.map((kind) => ({
        company_id: companyId,
        kind,
        storage_key: null,
        original_name: `${kind.replace('_', '-')}.pdf`,
        mime: 'application/pdf',
        size: 0,
        expires_on: expires.toISOString().slice(0, 10),
        status: 'approved',
        reviewed_at: company.verified_at,
        created_at: company.created_at,
        updated_at: company.verified_at,
      })),
    );
  }
}

/**
 * A demo placement runs 7 to 30 days from the day the demo is seeded (not from the demo's base
 * date: a demo seeded later would otherwise start with every placement over).
 */
function placementEnd(carIndex: number): Date {
  return new Date(Date.now() + (7 + (carIndex % 24)) * DAY_MS);
}

/** Each company keeps only as many featured cars as its plan has slots (its first ones). */
async function keepPlacementsWithinSlots(trx: Knex.Transaction): Promise<void> {
  await trx.raw(`
    with ranked as (
      select cars.id,
             row_number() over (partition by cars.company_id order by cars.id) as n,
             plans.featured_slots as slots
        from cars
        join subscriptions on subscriptions.company_id = cars.company_id
                          and subscriptions.status <> 'cancelled'
        join plans on plans.id = subscriptions.plan_id
       where cars.featured)
    update cars set featured = false, featured_until = null
      from ranked
     where cars.id = ranked.id and ranked.n > ranked.slots`);
}

const CHUNK = 500;

async function insertChunked<T extends object>(
  trx: Knex.Transaction,
  table: string,
  rows: readonly T[],
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const inserted = (await trx(table)
      .insert(rows.slice(i, i + CHUNK))
      .returning('id')) as Array<{ id: number }>;
    for (const row of inserted) ids.push(row.id);
  }
  return ids;
}

function idAt(ids: readonly number[], index: number, what: string): number {
  const id = ids[index];
  if (id === undefined) throw new Error(`Demo seed: no ${what} id for index ${index}`);
  return id;
}

/**
 * Insert the demo market into an empty database in one transaction. The demo password is hashed
 * once (argon2id is deliberately slow) and shared by every demo account.
 */
export async function seedDemoData(
  knex: Knex,
  options: { demoPassword: string; seed?: number; baseDate?: Date },
): Promise<DemoCounts> {
  const baseDate = options.baseDate ?? demoBaseDate();
  const market = generateDemoMarket(options.seed ?? DEFAULT_DEMO_SEED, baseDate);
  const passwordHash = await hashPassword(options.demoPassword);
  await knex.transaction(async (trx) => {
    const userIds = await insertChunked(
      trx,
      'users',
      market.users.map((u) => ({ ...u, password_hash: passwordHash, demo: true })),
    );
    const companyIds = await insertChunked(
      trx,
      'companies',
      market.companies.map(({ ownerIndex, ...c }) => ({
        ...c,
        owner_id: idAt(userIds, ownerIndex, 'user'),
      })),
    );
    // Each company's owner account is its team's first owner (core/schemas/team.ts).
    await trx.batchInsert(
      'company_members',
      market.companies.map(({ ownerIndex }, i) => ({
        company_id: idAt(companyIds, i, 'company'),
        user_id: idAt(userIds, ownerIndex, 'user'),
        role: 'owner',
      })),
      CHUNK,
    );
    const carIds = await insertChunked(
      trx,
      'cars',
      market.cars.map(({ companyIndex, ...c }, index) => ({
        ...c,
        company_id: idAt(companyIds, companyIndex, 'company'),
        featured_until: c.featured ? placementEnd(index) : null,
      })),
    );
    await insertChunked(
      trx,
      'car_images',
      market.images.map(({ carIndex, ...image }) => ({
        ...image,
        car_id: idAt(carIds, carIndex, 'car'),
      })),
    );
    await insertChunked(
      trx,
      'leads',
      market.leads.map(({ carIndex, companyIndex, ...lead }) => {
        const carId = idAt(carIds, carIndex, 'car');
        const companyId = idAt(companyIds, companyIndex, 'company');
        return {
          ...lead,
          car_id: carId,
          company_id: companyId,
          source_page: lead.source_page
            .replace('{carId}', String(carId))
            .replace('{companyId}', String(companyId)),
        };
      }),
    );
    // The 90 days up to today (the day of seeding), like the placements' ends.
    await trx.batchInsert(
      'listing_daily_stats',
      demoListingStats(
        market.cars,
        market.leads,
        uaeDaysBack(new Date(), DEMO_STATS_DAYS),
        options.seed ?? DEFAULT_DEMO_SEED,
      ).map(({ carIndex, ...row }) => ({ ...row, car_id: idAt(carIds, carIndex, 'car') })),
      CHUNK,
    );
    await seedVendorWorkspace(trx, market, companyIds, baseDate);
    await keepPlacementsWithinSlots(trx);
    await seedDemoSearches(trx, new Date());
    const userIdOf = (email: string) =>
      idAt(
        userIds,
        market.users.findIndex((u) => u.email === email),
        'user',
      );
    await seedDemoBlog(trx, {
      adminId: userIdOf(DEMO_ACCOUNTS.admin.email),
      writerId: userIdOf(DEMO_ACCOUNTS.writer.email),
      baseDate,
    });
  });
  return {
    users: market.users.length,
    companies: market.companies.length,
    cars: market.cars.length,
    images: market.images.length,
    leads: market.leads.length,
  };
}
