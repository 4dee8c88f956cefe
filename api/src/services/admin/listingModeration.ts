/**
 * Listing review: the queue and the named decisions (approve, reject, bulk approve). Each
 * decision locks the listing, checks the move, writes it and its audit event in one
 * transaction. The route tells the catalogue afterwards (an approval makes a car public, a
 * rejection of an approved one takes it down).
 */
import type { Knex } from 'knex';
import type { QueryBuilder } from 'objection';
import { LISTING_STATUSES, type ListingStatus } from '@core/enums';
import type {
  AdminListing,
  AdminListingPage,
  AdminListingsQuery,
  BulkApproveResult,
} from '@core/schemas/admin';
import { HttpError, notFound } from '../../errors';
import { ERROR_CODES } from '@core/schemas/error';
import { Car } from '../../models';
import type { Actor } from '../../policies/policy';
import type { CarWithCompany } from '../../presenters/car';
import { presentAdminListing } from '../../presenters/admin';
import { recordAudit } from './audit';
import { escapeLike } from '../../db/like';
import { transaction } from '../../db/transaction';

function searched<Q extends QueryBuilder<Car, unknown>>(qb: Q, q: string | undefined): Q {
  qb.join('companies', 'companies.id', 'cars.company_id');
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    qb.where((inner) =>
      inner
        .where('cars.title', 'ilike', pattern)
        .orWhere('cars.model', 'ilike', pattern)
        .orWhere('companies.name', 'ilike', pattern),
    );
  }
  return qb;
}

/** Listings of one status (pending: the queue, waiting longest first), with counts per status. */
export async function listListingsForReview(query: AdminListingsQuery): Promise<AdminListingPage> {
  const { page, pageSize, status, q } = query;
  const order = status === 'pending' ? 'asc' : 'desc';
  const [items, total, rows] = await Promise.all([
    searched(Car.query(), q)
      .where('cars.status', status)
      .select('cars.*')
      .withGraphFetched('[company, images(ordered)]')
      .modifiers({ ordered: (images) => images.orderBy('position') })
      .orderBy([
        { column: 'cars.updated_at', order },
        { column: 'cars.id', order },
      ])
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    searched(Car.query(), q).where('cars.status', status).resultSize(),
    searched(Car.query(), q)
      .select('cars.status as key')
      .count('* as n')
      .groupBy('cars.status')
      .castTo<{ key: ListingStatus; n: number | string }[]>(),
  ]);
  const counts = Object.fromEntries(LISTING_STATUSES.map((s) => [s, 0])) as Record<
    ListingStatus,
    number
  >;
  for (const row of rows) counts[row.key] = Number(row.n);
  return {
    items: (items as CarWithCompany[]).map(presentAdminListing),
    total,
    page,
    pageSize,
    counts,
  };
}

async function lockedListing(trx: Knex.Transaction, id: number): Promise<Car> {
  const car = await Car.query(trx).findById(id).forUpdate();
  if (!car) throw notFound('Listing not found');
  return car;
}

async function listingView(trx: Knex.Transaction, id: number): Promise<AdminListing> {
  const car = await Car.query(trx)
    .findById(id)
    .withGraphFetched('[company, images(ordered)]')
    .modifiers({ ordered: (images) => images.orderBy('position') });
  return presentAdminListing(car as CarWithCompany);
}

const refused = (message: string) => new HttpError(409, ERROR_CODES.conflict, message);

/** Statuses a listing may be approved from: waiting, or refused earlier (a change of mind). */
const APPROVABLE: readonly ListingStatus[] = ['pending', 'rejected'];
/** Statuses a listing may be rejected from: waiting, or public (taken down). */
const REJECTABLE: readonly ListingStatus[] = ['pending', 'approved'];

async function approveLocked(
  trx: Knex.Transaction,
  actor: Actor,
  car: Car,
  action: 'listing.approve' | 'listing.bulk_approve',
  now: Date,
) {
  await Car.query(trx)
    .patch({ status: 'approved', approvedAt: now, rejectionReason: null })
    .where('id', car.id);
  await recordAudit(trx, actor, {
    action,
    subjectType: 'listing',
    subjectId: car.id,
    before: { status: car.status, rejectionReason: car.rejectionReason },
    after: { status: 'approved', rejectionReason: null },
  });
}

/** Makes a pending (or earlier rejected) listing public. 409 for a draft or an approved one. */
export async function approveListing(
  knex: Knex,
  actor: Actor,
  id: number,
  now = new Date(),
): Promise<AdminListing> {
  return transaction(async (trx) => {
    const car = await lockedListing(trx, id);
    if (!APPROVABLE.includes(car.status)) {
      throw refused(
        car.status === 'approved'
          ? 'This listing is already approved'
          : 'A draft has not been sent for review',
      );
    }
    await approveLocked(trx, actor, car, 'listing.approve', now);
    return listingView(trx, id);
  }, knex);
}

/** Refuses a pending listing or takes down an approved one; the vendor reads the reason. */
export async function rejectListing(
  knex: Knex,
  actor: Actor,
  id: number,
  reason: string,
): Promise<AdminListing> {
  return transaction(async (trx) => {
    const car = await lockedListing(trx, id);
    if (!REJECTABLE.includes(car.status)) {
      throw refused(
        car.status === 'rejected'
          ? 'This listing is already rejected'
          : 'A draft has not been sent for review',
      );
    }
    await Car.query(trx)
      .patch({ status: 'rejected', rejectionReason: reason, approvedAt: null })
      .where('id', car.id);
    await recordAudit(trx, actor, {
      action: 'listing.reject',
      subjectType: 'listing',
      subjectId: car.id,
      before: { status: car.status, rejectionReason: car.rejectionReason },
      after: { status: 'rejected', rejectionReason: reason },
      reason,
    });
    return listingView(trx, id);
  }, knex);
}

/**
 * Approves every listing of `ids` that is still pending, in one transaction; the others are
 * reported as skipped (approved meanwhile, rejected, unknown), never changed.
 */
export async function bulkApproveListings(
  knex: Knex,
  actor: Actor,
  ids: readonly number[],
  now = new Date(),
): Promise<BulkApproveResult> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  return transaction(async (trx) => {
    const cars = await Car.query(trx).whereIn('id', unique).orderBy('id').forUpdate();
    const byId = new Map(cars.map((car) => [car.id, car]));
    const result: BulkApproveResult = { approved: [], skipped: [] };
    for (const id of unique) {
      const car = byId.get(id);
      if (!car) result.skipped.push({ id, reason: 'Listing not found' });
      else if (car.status !== 'pending') {
        result.skipped.push({ id, reason: `The listing is ${car.status}, not pending` });
      } else {
        await approveLocked(trx, actor, car, 'listing.bulk_approve', now);
        result.approved.push(id);
      }
    }
    return result;
  }, knex);
}
