/**
 * A rental company's own listings (the vendor workspace): list, create, edit, delete. Every
 * lookup is scoped by the company: another company's car is not found (404), never forbidden.
 * What an edit does to the review status is core's rule (core/rules/listingStatus).
 */
import { escapeLike } from '../db/like';
import type { Knex } from 'knex';
import type { QueryBuilder } from 'objection';
import { LISTING_STATUSES, type ListingStatus } from '@core/enums';
import { statusAfterEdit } from '@core/rules/listingStatus';
import type {
  CarInput,
  CarPatch,
  RentalTerms,
  VendorCarSort,
  VendorCarsQuery,
} from '@core/schemas/car';
import { conflict, notFound } from '../errors';
import { Car } from '../models';
import { carPolicy } from '../policies/cars';
import type { Actor } from '../policies/policy';
import type { CarWithCompany } from '../presenters/car';
import { ownCompanyId } from './ownCompany';
import { assertRoomForListing } from './plans';
import { transaction } from '../db/transaction';

type CarColumns = Partial<Omit<Car, 'company' | 'images'>>;

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
    qb.where((inner) =>
      inner.where('cars.title', 'ilike', pattern).orWhere('cars.model', 'ilike', pattern),
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
  const { terms, color, ...fields } = input;
  const columns: CarColumns = { ...fields, ...(terms ? termColumns(terms) : {}) };
  if (color !== undefined) columns.color = color === '' ? null : color;
  return columns;
}

/**
 * A new listing of the vendor's company: always `pending` until an admin approves it. Refused
 * with 422 `plan_limit_reached` (and nothing stored) when the company's plan is full.
 */
export async function createCompanyCar(actor: Actor, input: CarInput): Promise<CarWithCompany> {
  const companyId = ownCompanyId(actor);
  const car = await transaction(async (trx) => {
    await assertRoomForListing(companyId, trx);
    return Car.query(trx).insert({
      ...carColumns(input),
      color: input.color ? input.color : null,
      companyId,
      status: 'pending',
      rejectionReason: null,
      approvedAt: null,
      featured: false,
    });
  });
  return findOwnCar(actor, car.id);
}

const sameValue = (a: unknown, b: unknown) => {
  if (Array.isArray(a) || Array.isArray(b)) return JSON.stringify(a) === JSON.stringify(b);
  if (typeof a === 'number' || typeof b === 'number') {
    return a !== null && b !== null && Number(a) === Number(b);
  }
  return a === b;
};

export interface EditResult {
  car: CarWithCompany;
  /** Was the car public before or after? Then renters' catalogue has changed. */
  publicChange: boolean;
}

/**
 * Applies the fields sent to one of the vendor's cars. A material edit of an approved listing
 * or any edit of a rejected one sends it to review (core/rules/listingStatus).
 */
export async function editCompanyCar(
  actor: Actor,
  id: number,
  patch: CarPatch,
): Promise<EditResult> {
  const car = await findOwnCar(actor, id);
  const columns = carColumns(patch);
  const changed = (Object.keys(columns) as (keyof CarColumns)[]).filter(
    (key) => !sameValue(car[key], columns[key]),
  );
  if (changed.length === 0) return { car, publicChange: false };

  const update: CarColumns = {};
  for (const key of changed) Object.assign(update, { [key]: columns[key] });
  const status = await saveListingEdit(car, changed, update);
  return {
    car: await findOwnCar(actor, car.id),
    publicChange: car.status === 'approved' || status === 'approved',
  };
}

/**
 * Saves an edit of a listing (the changed fields' new values) and moves its review status by
 * core's rule (rules/listingStatus). Only from the status just read: an admin's decision in the
 * meantime is not overwritten (409). Answers the listing's status after the edit.
 */
export async function saveListingEdit(
  car: Car,
  changedFields: readonly string[],
  values: Partial<Car>,
  trx?: Knex.Transaction,
): Promise<ListingStatus> {
  const status = statusAfterEdit(car.status, changedFields);
  const update: Partial<Car> = { ...values };
  if (status !== car.status) {
    update.status = status;
    if (car.status === 'approved') update.approvedAt = null;
    if (car.status === 'rejected') update.rejectionReason = null;
  }
  if (Object.keys(update).length === 0) return status;
  const count = await Car.query(trx).patch(update).where({ id: car.id, status: car.status });
  if (count === 0) {
    throw conflict('This listing was changed in the meantime. Reload it and try again.');
  }
  return status;
}

/** Deletes one of the vendor's cars (its images go with it); says whether it was public. */
export async function deleteCompanyCar(actor: Actor, id: number): Promise<{ wasPublic: boolean }> {
  const car = await findOwnCar(actor, id);
  await Car.query().deleteById(car.id);
  return { wasPublic: car.status === 'approved' };
}
