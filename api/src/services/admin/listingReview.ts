/**
 * Listing review: the queue and the named decisions (approve, reject, bulk approve). Each
 * decision locks the listing, checks the move, writes it and its audit event in one
 * transaction. The queue holds new listings and the changes waiting on approved ones
 * (core rules/listingStatus): approving applies the revision, rejecting it keeps the approved
 * version public. The route tells the catalogue afterwards (an approval makes a car public, a
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
import { HttpError, invalidTransition, notFound } from '../../errors';
import { listingMoveProblem } from '@core/rules/listingTransitions';
import { ERROR_CODES } from '@core/schemas/error';
import { raw } from 'objection';
import { Car, CarImage } from '../../models';
import type { Storage } from '../../storage';
import { deletePhotoFiles, discardWaitingChanges } from '../carImages';
import { publicPhotoIds } from '../vendorCars';
import { hasWaitingChanges } from '../../policies/admin';
import type { Actor } from '../../policies/policy';
import type { CarWithCompany } from '../../presenters/car';
import { presentAdminListing } from '../../presenters/admin';
import { recordAudit } from './audit';
import { escapeLike } from '../../db/like';
import { enqueueListingDecisionMail } from '../../mail/listingDecisionMail';
import { transaction } from '../../db/transaction';

/** Since when a listing waits: its waiting changes, else its last change (a pending one). */
export const WAITING_SINCE = raw(
  'coalesce(cars.changes_submitted_at, cars.updated_at) as waiting_since',
);

/** The review queue: pending listings and approved ones whose changes wait for review. */
export function listingsWaitingForReview<Q extends QueryBuilder<Car, unknown>>(qb: Q): Q {
  return qb.where((inner) =>
    inner
      .where('cars.status', 'pending')
      .orWhere((changed) =>
        changed.where('cars.status', 'approved').whereNotNull('cars.changes_submitted_at'),
      ),
  ) as Q;
}

function searched<Q extends QueryBuilder<Car, unknown>>(qb: Q, q: string | undefined): Q {
  qb.join('companies', 'companies.id', 'cars.company_id');
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    qb.where((inner) =>
      inner
        .where('cars.title', 'ilike', pattern)
        .orWhere('cars.model', 'ilike', pattern)
        .orWhereRaw("cars.pending_changes->>'title' ilike ?", [pattern])
        .orWhere('companies.name', 'ilike', pattern),
    );
  }
  return qb;
}

const withStatus = <Q extends QueryBuilder<Car, unknown>>(qb: Q, status: ListingStatus): Q =>
  status === 'pending' ? listingsWaitingForReview(qb) : (qb.where('cars.status', status) as Q);

/**
 * Listings of one status with counts per status. `pending` is the review queue: pending
 * listings and approved ones with changes waiting, waiting longest first.
 */
export async function listListingsForReview(
  query: AdminListingsQuery,
  actor: Actor,
): Promise<AdminListingPage> {
  const { page, pageSize, status, q } = query;
  const order = status === 'pending' ? 'asc' : 'desc';
  const [items, total, rows, changes] = await Promise.all([
    withStatus(searched(Car.query(), q), status)
      .select('cars.*')
      .withGraphFetched('[company, images(ordered)]')
      .modifiers({ ordered: (images) => images.orderBy(['position', 'id']) })
      .orderByRaw(`coalesce(cars.changes_submitted_at, cars.updated_at) ${order}, cars.id ${order}`)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    withStatus(searched(Car.query(), q), status).resultSize(),
    searched(Car.query(), q)
      .select('cars.status as key')
      .count('* as n')
      .groupBy('cars.status')
      .castTo<{ key: ListingStatus; n: number | string }[]>(),
    searched(Car.query(), q)
      .where('cars.status', 'approved')
      .whereNotNull('cars.changes_submitted_at')
      .resultSize(),
  ]);
  const counts = Object.fromEntries(LISTING_STATUSES.map((s) => [s, 0])) as Record<
    ListingStatus,
    number
  >;
  for (const row of rows) counts[row.key] = Number(row.n);
  // The queue's count holds the approved listings whose changes wait.
  counts.pending += changes;
  return {
    items: (items as CarWithCompany[]).map((car) => presentAdminListing(car, actor)),
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

async function listingView(trx: Knex.Transaction, id: number, actor: Actor): Promise<AdminListing> {
  const car = await Car.query(trx)
    .findById(id)
    .withGraphFetched('[company, images(ordered)]')
    .modifiers({ ordered: (images) => images.orderBy('position') });
  return presentAdminListing(car as CarWithCompany, actor);
}

const refused = (message: string) => new HttpError(409, ERROR_CODES.conflict, message);

/** 409 `invalid_transition` when core's table does not allow the act from the status. */
function mustMove(act: 'approve' | 'reject', car: Car) {
  const problem = listingMoveProblem(act, car.status);
  if (problem) throw invalidTransition(problem);
}

/** A decision naming a revision the vendor has changed since is refused, nothing applied. */
function assertRevisionSeen(car: Car, revision: number | undefined) {
  if (revision !== undefined && revision !== car.changesRevision) {
    throw refused(
      'The rental company changed this listing since you opened it. Review the new changes.',
    );
  }
}

async function approveLocked(
  trx: Knex.Transaction,
  actor: Actor,
  car: Car,
  action: 'listing.approve' | 'listing.bulk_approve',
  now: Date,
) {
  await Car.query(trx)
    .patch({
      status: 'approved',
      approvedAt: now,
      rejectionReason: null,
      reviewedPrices: {
        pricePerDay: car.pricePerDay,
        pricePerWeek: car.pricePerWeek,
        pricePerMonth: car.pricePerMonth,
      },
    })
    .where('id', car.id);
  await recordAudit(trx, actor, {
    action,
    subjectType: 'listing',
    subjectId: car.id,
    before: { status: car.status, rejectionReason: car.rejectionReason },
    after: { status: 'approved', rejectionReason: null },
  });
}

/**
 * Applies the waiting revision of an approved listing to its public version: the fields, the
 * photos (added ones made public, removed ones deleted, the new order). Answers the photos
 * whose files can go once the transaction is kept.
 */
async function approveChangesLocked(
  trx: Knex.Transaction,
  actor: Actor,
  car: Car,
  action: 'listing.approve_changes' | 'listing.bulk_approve',
  now: Date,
): Promise<CarImage[]> {
  const { photos, ...fields } = car.pendingChanges ?? {};
  const values = fields as Partial<Car>;
  const photosBefore = photos ? await publicPhotoIds(trx, car.id) : undefined;
  const prices = { ...car, ...values };
  await Car.query(trx)
    .patch({
      ...values,
      pendingChanges: null,
      changesSubmittedAt: null,
      changesRevision: car.changesRevision + 1,
      changesRejectionReason: null,
      changesRejectedAt: null,
      approvedAt: now,
      reviewedPrices: {
        pricePerDay: prices.pricePerDay,
        pricePerWeek: prices.pricePerWeek,
        pricePerMonth: prices.pricePerMonth,
      },
    })
    .where('id', car.id);
  let removed: CarImage[] = [];
  const order = photos as number[] | undefined;
  if (order) {
    removed = await CarImage.query(trx).where('car_id', car.id).whereNotIn('id', order);
    if (removed.length)
      await CarImage.query(trx)
        .whereIn(
          'id',
          removed.map((i) => i.id),
        )
        .delete();
    for (const [position, id] of order.entries()) {
      await CarImage.query(trx).patch({ position, pending: false }).where({ id, car_id: car.id });
    }
  }
  const before: Record<string, unknown> = {};
  for (const key of Object.keys(values)) before[key] = car[key as keyof Car];
  await recordAudit(trx, actor, {
    action,
    subjectType: 'listing',
    subjectId: car.id,
    before: photosBefore ? { ...before, photos: photosBefore } : before,
    after: order ? { ...values, photos: order } : values,
  });
  return removed;
}

export interface ListingDecisionOptions {
  /** The waiting changes' revision the admin reviewed (`pendingChanges.revision`). */
  revision?: number;
  /** Where photo files live: a decision may remove some. */
  storage?: Storage;
  now?: Date;
  /** PUBLIC_URL, for the link in the vendor's decision mail; without it no mail is queued. */
  publicUrl?: string;
}

/**
 * Makes a pending (or earlier rejected) listing public, or applies the changes waiting on an
 * approved one. 409 for a draft, an approved listing with nothing waiting, or changes the
 * vendor made after the revision named.
 */
export async function approveListing(
  knex: Knex,
  actor: Actor,
  id: number,
  { revision, storage, now = new Date(), publicUrl }: ListingDecisionOptions = {},
): Promise<AdminListing> {
  const { view, removed } = await transaction(async (trx) => {
    const car = await lockedListing(trx, id);
    let removed: CarImage[] = [];
    if (hasWaitingChanges(car)) {
      assertRevisionSeen(car, revision);
      removed = await approveChangesLocked(trx, actor, car, 'listing.approve_changes', now);
    } else {
      mustMove('approve', car);
      await approveLocked(trx, actor, car, 'listing.approve', now);
      if (publicUrl) {
        await enqueueListingDecisionMail(trx, car, 'approved', { publicUrl, decidedAt: now });
      }
    }
    return { view: await listingView(trx, id, actor), removed };
  }, knex);
  if (storage && removed.length) await deletePhotoFiles(storage, removed);
  return view;
}

/**
 * Refuses a pending listing or takes down an approved one; the vendor reads the reason. When
 * changes wait on an approved listing, those are refused instead: the approved version stays
 * public, the photos that waited are deleted, and the vendor reads the reason beside it.
 */
export async function rejectListing(
  knex: Knex,
  actor: Actor,
  id: number,
  reason: string,
  { revision, storage, now = new Date(), publicUrl }: ListingDecisionOptions = {},
): Promise<AdminListing> {
  const { view, dropped } = await transaction(async (trx) => {
    const car = await lockedListing(trx, id);
    if (hasWaitingChanges(car)) {
      assertRevisionSeen(car, revision);
      const dropped = await discardWaitingChanges(trx, car, { reason, at: now });
      await recordAudit(trx, actor, {
        action: 'listing.reject_changes',
        subjectType: 'listing',
        subjectId: car.id,
        before: { pendingChanges: car.pendingChanges },
        after: { pendingChanges: null },
        reason,
      });
      return { view: await listingView(trx, id, actor), dropped };
    }
    mustMove('reject', car);
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
    if (publicUrl) {
      await enqueueListingDecisionMail(trx, car, 'rejected', { reason, publicUrl, decidedAt: now });
    }
    return { view: await listingView(trx, id, actor), dropped: [] as CarImage[] };
  }, knex);
  if (storage && dropped.length) await deletePhotoFiles(storage, dropped);
  return view;
}

/**
 * Approves every listing of `ids` that waits for review (pending, or approved with changes
 * waiting), in one transaction; the others are reported as skipped (approved meanwhile,
 * rejected, unknown), never changed.
 */
export async function bulkApproveListings(
  knex: Knex,
  actor: Actor,
  ids: readonly number[],
  { storage, now = new Date() }: ListingDecisionOptions = {},
): Promise<BulkApproveResult> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  const { result, removed } = await transaction(async (trx) => {
    const cars = await Car.query(trx).whereIn('id', unique).orderBy('id').forUpdate();
    const byId = new Map(cars.map((car) => [car.id, car]));
    const result: BulkApproveResult = { approved: [], skipped: [] };
    const removed: CarImage[] = [];
    for (const id of unique) {
      const car = byId.get(id);
      if (!car) result.skipped.push({ id, reason: 'Listing not found' });
      else if (hasWaitingChanges(car)) {
        removed.push(...(await approveChangesLocked(trx, actor, car, 'listing.bulk_approve', now)));
        result.approved.push(id);
      } else if (car.status !== 'pending') {
        // Bulk approval empties the queue: a rejected listing is approved one by one.
        result.skipped.push({ id, reason: `The listing is ${car.status}, not pending` });
      } else {
        await approveLocked(trx, actor, car, 'listing.bulk_approve', now);
        result.approved.push(id);
      }
    }
    return { result, removed };
  }, knex);
  if (storage && removed.length) await deletePhotoFiles(storage, removed);
  return result;
}
