/**
 * A rental company's own listings (the vendor workspace): list, create, edit, delete. Every
 * lookup is scoped by the company: another company's car is not found (404), never forbidden.
 * What an edit does is core's rule (core/rules/listingStatus): an approved listing keeps its
 * approved values public while material changes wait for review on the row (`pending_changes`).
 */
import { escapeLike } from '../db/like';
import { statedTripTerms } from '@core/rules/tripTerms';
import type { Knex } from 'knex';
import type { QueryBuilder } from 'objection';
import { LISTING_STATUSES, type ListingStatus } from '@core/enums';
import {
  planListingEdit,
  type ListingEditPlan,
  type ListingValues,
  type ReviewedPrices,
} from '@core/rules/listingStatus';
import type {
  CarInput,
  CarPatch,
  RentalTerms,
  VendorCarSort,
  VendorCarsQuery,
} from '@core/schemas/car';
import { EMAIL_UNVERIFIED_MESSAGE } from '@core/schemas/account';
import { ERROR_CODES } from '@core/schemas/error';
import { HttpError, invalidTransition, notFound } from '../errors';
import { listingMoveProblem } from '@core/rules/listingTransitions';
import { Car, CarImage } from '../models';
import { carPolicy } from '../policies/cars';
import type { Actor } from '../policies/policy';
import type { CarWithCompany } from '../presenters/car';
import { ownCompanyId } from './ownCompany';
import { assertRoomForListing } from './plans';
import { enqueueLimitReachedMail } from './planMail';
import { enqueueListingChangesMail } from '../mail/listingChangesMail';
import { transaction } from '../db/transaction';

export type CarColumns = Partial<Omit<Car, 'company' | 'images'>>;

const withCompanyAndImages = <Q extends QueryBuilder<Car, unknown>>(qb: Q): Q =>
  qb
    .withGraphFetched('[company, images(ordered)]')
    .modifiers({ ordered: (images) => images.orderBy('position') }) as Q;

interface ListFilters {
  companyId: number;
  status?: ListingStatus;
  query?: string;
}

function applyFilters<Q extends QueryBuilder<Car, unknown>>(qb: Q, filters: ListFilters): Q {
  qb.where('cars.company_id', filters.companyId);
  if (filters.status) qb.where('cars.status', filters.status);
  if (filters.query) {
    // LIKE's wildcards in the vendor's text match themselves (backslash is the escape character).
    const pattern = `%${escapeLike(filters.query)}%`;
    // The vendor reads the titles they last saved, so those waiting for review are found too.
    qb.where((inner) =>
      inner
        .where('cars.title', 'ilike', pattern)
        .orWhere('cars.title_ar', 'ilike', pattern)
        .orWhere('cars.model', 'ilike', pattern)
        .orWhereRaw("cars.pending_changes->>'title' ilike ?", [pattern])
        .orWhereRaw("cars.pending_changes->>'titleAr' ilike ?", [pattern])
        .orWhereRaw("cars.pending_changes->>'model' ilike ?", [pattern]),
    );
  }
  return qb;
}

const SORTS: Record<VendorCarSort, { column: string; order: 'asc' | 'desc' }[]> = {
  newest: [
    { column: 'cars.created_at', order: 'desc' },
    { column: 'cars.id', order: 'desc' },
  ],
  oldest: [
    { column: 'cars.created_at', order: 'asc' },
    { column: 'cars.id', order: 'asc' },
  ],
  price_asc: [
    { column: 'cars.price_per_day', order: 'asc' },
    { column: 'cars.id', order: 'asc' },
  ],
  price_desc: [
    { column: 'cars.price_per_day', order: 'desc' },
    { column: 'cars.id', order: 'desc' },
  ],
  title: [
    { column: 'cars.title', order: 'asc' },
    { column: 'cars.id', order: 'asc' },
  ],
  title_desc: [
    { column: 'cars.title', order: 'desc' },
    { column: 'cars.id', order: 'desc' },
  ],
};

export type ListingCounts = Record<ListingStatus, number>;

export interface VendorCarList {
  items: CarWithCompany[];
  total: number;
  page: number;
  pageSize: number;
  counts: ListingCounts;
}

const zeroCounts = (): ListingCounts =>
  Object.fromEntries(LISTING_STATUSES.map((status) => [status, 0])) as ListingCounts;

/** The company's listings of every status, with counts per status (search applied, not status). */
export async function listOwnCars(
  companyId: number | null,
  query: VendorCarsQuery,
): Promise<VendorCarList> {
  const { page, pageSize } = query;
  // A vendor account without a company has no listings.
  if (companyId === null) return { items: [], total: 0, page, pageSize, counts: zeroCounts() };
  const filters: ListFilters = { companyId, status: query.status, query: query.query };
  const [items, total, rows] = await Promise.all([
    withCompanyAndImages(applyFilters(Car.query(), filters))
      .select('cars.*')
      .orderBy(SORTS[query.sort ?? 'newest'])
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    applyFilters(Car.query(), filters).resultSize(),
    applyFilters(Car.query(), { ...filters, status: undefined })
      .select('cars.status as key')
      .count('* as n')
      .groupBy('cars.status')
      .castTo<{ key: ListingStatus; n: number | string }[]>(),
  ]);
  const counts = zeroCounts();
  for (const row of rows) counts[row.key] = Number(row.n);
  return { items: items as CarWithCompany[], total, page, pageSize, counts };
}

/** One of the vendor's own cars with its company and images; 404 for anyone else's. */
export async function findOwnCar(actor: Actor, id: number): Promise<CarWithCompany> {
  const car = await withCompanyAndImages(Car.query().where('cars.id', id)).first();
  if (!car || !carPolicy.canManage(actor, car)) throw notFound('Listing not found');
  return car as CarWithCompany;
}

function termColumns(terms: Partial<RentalTerms>): CarColumns {
  const columns: CarColumns = {};
  if (terms.securityDepositAed !== undefined) columns.securityDeposit = terms.securityDepositAed;
  if (terms.kmPerDay !== undefined) columns.kmPerDay = terms.kmPerDay;
  if (terms.kmPerMonth !== undefined) columns.kmPerMonth = terms.kmPerMonth;
  if (terms.extraKmChargeAed !== undefined) columns.extraKmCharge = terms.extraKmChargeAed;
  if (terms.minimumDriverAge !== undefined) columns.minimumDriverAge = terms.minimumDriverAge;
  if (terms.salikChargeAed !== undefined) columns.salikCharge = terms.salikChargeAed;
  if (terms.insuranceIncluded !== undefined) columns.insuranceIncluded = terms.insuranceIncluded;
  return columns;
}

/** The columns a (partial) input sets: only the fields it has. */
function carColumns(input: CarPatch): CarColumns {
  const { terms, color, tripTerms, ...fields } = input;
  const columns: CarColumns = { ...fields, ...(terms ? termColumns(terms) : {}) };
  if (color !== undefined) columns.color = color === '' ? null : color;
  // The whole set of the car's own terms: what it no longer states is its company's again.
  if (tripTerms !== undefined) columns.tripTerms = statedTripTerms(tripTerms);
  return columns;
}

/**
 * A new listing of the vendor's company: `pending` until an admin approves it, or a `draft`
 * while the vendor has not confirmed the e-mail address (sent for review later with
 * `submitDraftCar`). Refused with 422 `plan_limit_reached` (and nothing stored) when the
 * company's plan is full.
 */
export async function createCompanyCar(
  actor: Actor,
  input: CarInput,
  publicUrl?: string,
): Promise<CarWithCompany> {
  const companyId = ownCompanyId(actor);
  const car = await transaction(async (trx) => {
    const room = await assertRoomForListing(companyId, trx);
    // The listing that fills the plan: the owner hears of it (once per subscription).
    if (publicUrl) await enqueueLimitReachedMail(trx, companyId, room, publicUrl);
    return Car.query(trx).insert(newListingRow(actor, companyId, input));
  });
  return findOwnCar(actor, car.id);
}

/**
 * The row of a new listing of the company: `pending` review, or a `draft` while the vendor has
 * not confirmed the e-mail address (the form's one listing and the fleet import's many alike).
 */
export function newListingRow(actor: Actor, companyId: number, input: CarInput): CarColumns {
  return {
    ...carColumns(input),
    color: input.color ? input.color : null,
    companyId,
    status: actor.emailVerified ? 'pending' : 'draft',
    rejectionReason: null,
    approvedAt: null,
    featured: false,
  };
}

export interface EditResult {
  car: CarWithCompany;
  /** Did renters' catalogue change (values applied to a public car)? */
  publicChange: boolean;
}

/** One of the vendor's cars, locked for this transaction; 404 for anyone else's. */
export async function lockOwnCar(trx: Knex.Transaction, actor: Actor, id: number): Promise<Car> {
  const car = await Car.query(trx).findById(id).forUpdate();
  if (!car || !carPolicy.canManage(actor, car)) throw notFound('Listing not found');
  return car;
}

/** The ids of the photos renters see, in their order. */
export async function publicPhotoIds(trx: Knex.Transaction, carId: number): Promise<number[]> {
  const rows = await CarImage.query(trx)
    .select('id')
    .where({ car_id: carId, pending: false })
    .orderBy(['position', 'id']);
  return rows.map((row) => row.id);
}

const pricesOf = (car: Car): ReviewedPrices => ({
  pricePerDay: car.pricePerDay,
  pricePerWeek: car.pricePerWeek,
  pricePerMonth: car.pricePerMonth,
});

/**
 * Plans an edit of a locked listing by core's rule (rules/listingStatus `planListingEdit`) and
 * writes it: values that apply now go to the row, the rest into the one waiting revision (merged
 * with what waited). Photos are written by their own service; here only their order may wait.
 * Answers the plan (the caller tells the catalogue when `applyNow` reached a public car).
 */
export async function saveListingEdit(
  trx: Knex.Transaction,
  car: Car,
  edit: ListingValues,
  options: {
    /** A listing not approved has its photos changed directly: their order before that. */
    photosBefore?: number[];
    now?: Date;
    /** The server's: when changes start waiting, the owner is mailed (links need it). */
    publicUrl?: string;
  } = {},
): Promise<ListingEditPlan> {
  const now = options.now ?? new Date();
  // An approved listing's revision is always measured against the photos renters see.
  const photos =
    car.status !== 'approved' && options.photosBefore
      ? options.photosBefore
      : await publicPhotoIds(trx, car.id);
  const plan = planListingEdit({
    status: car.status,
    live: { ...(car as unknown as ListingValues), photos },
    pending: car.status === 'approved' ? car.pendingChanges : null,
    reviewedPrices: car.reviewedPrices,
    edit,
  });
  if (!plan.changed) return plan;
  const { photos: _photos, ...columns } = plan.applyNow;
  const update: Partial<Car> = { ...(columns as Partial<Car>) };
  if (plan.status !== car.status) {
    update.status = plan.status;
    if (car.status === 'rejected') update.rejectionReason = null;
  }
  if (car.status === 'approved') {
    if (JSON.stringify(plan.pending) !== JSON.stringify(car.pendingChanges ?? null)) {
      update.pendingChanges = plan.pending;
      update.changesSubmittedAt = plan.pending ? (car.changesSubmittedAt ?? now) : null;
      update.changesRevision = car.changesRevision + 1;
      if (plan.pending) {
        update.changesRejectionReason = null;
        update.changesRejectedAt = null;
      }
    }
    // Listings approved before prices were anchored: the band starts from what was approved.
    if (!car.reviewedPrices) update.reviewedPrices = pricesOf(car);
  }
  await Car.query(trx).patch(update).where('id', car.id);
  if (options.publicUrl && car.status === 'approved' && plan.pending && !car.pendingChanges) {
    await enqueueListingChangesMail(trx, car, update.changesRevision!, options.publicUrl);
  }
  return plan;
}

/**
 * Applies the fields sent to one of the vendor's cars: a listing not yet approved changes
 * directly (a rejected one is resubmitted); an approved one stays public with its approved
 * values while material changes wait for review (core/rules/listingStatus). The row is locked,
 * so concurrent edits and an admin's decision are applied one after the other, never lost.
 */
export async function editCompanyCar(
  actor: Actor,
  id: number,
  patch: CarPatch,
  publicUrl?: string,
): Promise<EditResult> {
  const { wasPublic, plan } = await transaction(async (trx) => {
    const car = await lockOwnCar(trx, actor, id);
    const plan = await saveListingEdit(trx, car, carColumns(patch) as ListingValues, {
      publicUrl,
    });
    return { wasPublic: car.status === 'approved', plan };
  });
  return {
    car: await findOwnCar(actor, id),
    publicChange: wasPublic && Object.keys(plan.applyNow).length > 0,
  };
}

/**
 * Sends a draft for review (`pending`). Refused with 403 `email_unverified` until the vendor has
 * confirmed the e-mail address (the draft stays as it is), 409 for a listing that is no draft.
 */
export async function submitDraftCar(actor: Actor, id: number): Promise<CarWithCompany> {
  if (!actor.emailVerified) {
    throw new HttpError(403, ERROR_CODES.emailUnverified, EMAIL_UNVERIFIED_MESSAGE);
  }
  await transaction(async (trx) => {
    const car = await lockOwnCar(trx, actor, id);
    const problem = listingMoveProblem('submit', car.status);
    if (problem) throw invalidTransition(problem);
    await Car.query(trx).patch({ status: 'pending' }).where('id', car.id);
  });
  return findOwnCar(actor, id);
}

/** Deletes one of the vendor's cars (its images go with it); says whether it was public. */
export async function deleteCompanyCar(actor: Actor, id: number): Promise<{ wasPublic: boolean }> {
  const car = await findOwnCar(actor, id);
  await Car.query().deleteById(car.id);
  return { wasPublic: car.status === 'approved' };
}
