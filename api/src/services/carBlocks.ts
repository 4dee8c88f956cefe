/**
 * A car's blocked days (issue 20): the vendor's blocks (maintenance, rented elsewhere, a
 * holiday) and the days of a lead marked won. Both ends are whole UAE days, included. A search
 * with dates leaves out every car with a block overlapping them (`blockedCarIds`, one SQL
 * statement per search); the quote answers `available: false` for them.
 */
import type { Knex } from 'knex';
import type { CarBlock as CarBlockView, CarBlockInput, FleetBlockResult } from '@core/schemas/trip';
import { conflict, notFound } from '../errors';
import { Car, CarBlock, type Lead } from '../models';
import type { Actor } from '../policies/policy';
import { carPolicy } from '../policies/cars';
import { transaction } from '../db/transaction';
import { lockOwnCar } from './vendorCars';
import { ownCompanyId } from './ownCompany';
import { dateText } from './verification';

export interface DayRange {
  from: string;
  to: string;
}

/** Blocks of one car or all overlapping a range: a block's first day ≤ to and last day ≥ from. */
const overlapping = (qb: Knex.QueryBuilder, range: DayRange) =>
  qb.where('car_blocks.starts_on', '<=', range.to).where('car_blocks.ends_on', '>=', range.from);

/** Ids of the cars blocked on any day of the range (the search leaves them out). */
export async function blockedCarIds(knex: Knex, range: DayRange): Promise<number[]> {
  const rows = (await overlapping(knex('car_blocks').distinct('car_id'), range)) as {
    car_id: number;
  }[];
  return rows.map((row) => row.car_id);
}

/** Is the car free on every day of the range? */
export async function isCarFree(knex: Knex, carId: number, range: DayRange): Promise<boolean> {
  const row = await overlapping(knex('car_blocks').where('car_id', carId), range).first('id');
  return row === undefined;
}

export const presentCarBlock = (block: CarBlock): CarBlockView => ({
  id: block.id,
  carId: block.carId,
  from: dateText(block.startsOn)!,
  to: dateText(block.endsOn)!,
  reason: block.reason,
  note: block.note,
  leadId: block.leadId,
  createdAt: new Date(block.createdAt).toISOString(),
});

/** The vendor's own car (another company's: 404, as every vendor route answers). */
async function ownCar(actor: Actor, carId: number): Promise<Car> {
  const car = await Car.query().findById(carId).select('id', 'company_id');
  if (!car || !carPolicy.canManage(actor, car)) throw notFound('Listing not found');
  return car;
}

/** A car's blocks, the earliest first. */
export async function listCarBlocks(actor: Actor, carId: number): Promise<CarBlock[]> {
  await ownCar(actor, carId);
  return CarBlock.query()
    .where('car_id', carId)
    .orderBy([{ column: 'starts_on' }, 'id']);
}

/**
 * Blocks days of the vendor's car. The car row is locked first, so of two overlapping blocks
 * sent at once exactly one is stored; the other is a 409 naming `from`.
 */
export async function createCarBlock(
  actor: Actor,
  carId: number,
  input: CarBlockInput,
): Promise<CarBlock> {
  return transaction(async (trx) => {
    await lockOwnCar(trx, actor, carId);
    const clash = await overlapping(trx('car_blocks').where('car_id', carId), input).first(
      trx.raw('starts_on::text AS starts_on'),
      trx.raw('ends_on::text AS ends_on'),
    );
    if (clash) {
      const message = `These days overlap a block from ${clash.starts_on} to ${clash.ends_on}`;
      throw conflict(message, { from: message });
    }
    return CarBlock.query(trx).insertAndFetch({
      carId,
      startsOn: input.from,
      endsOn: input.to,
      reason: input.reason,
      note: input.note || null,
      createdBy: actor.id,
    });
  });
}

/** Rows a single insert carries (6 columns each, far below PostgreSQL's 65,535 parameters). */
const INSERT_CHUNK = 1000;

/**
 * Blocks the days on every car of the vendor's company (a holiday), in one transaction. A car with
 * a block overlapping them keeps it and is skipped. The company's car rows are locked first, in id
 * order (as createCarBlock locks one), so two such requests at once, or one beside a car's own
 * block, never both store overlapping blocks on a car: the second sees the first's and skips.
 */
export async function blockFleet(actor: Actor, input: CarBlockInput): Promise<FleetBlockResult> {
  const companyId = ownCompanyId(actor);
  return transaction(async (trx) => {
    const cars = (await trx('cars')
      .where('company_id', companyId)
      .orderBy('id')
      .forUpdate()
      .select('id')) as { id: number }[];
    if (cars.length === 0) return { blocked: [], skipped: [] };
    // Per car, its earliest block overlapping the days (cars join their company's lock above).
    const clashes = (await overlapping(
      trx('car_blocks')
        .join('cars', 'cars.id', 'car_blocks.car_id')
        .where('cars.company_id', companyId),
      input,
    )
      .distinctOn('car_blocks.car_id')
      .orderBy([{ column: 'car_blocks.car_id' }, { column: 'car_blocks.starts_on' }])
      .select(
        'car_blocks.car_id as carId',
        trx.raw('car_blocks.starts_on::text as "from"'),
        trx.raw('car_blocks.ends_on::text as "to"'),
      )) as FleetBlockResult['skipped'];
    const skippedIds = new Set(clashes.map((clash) => clash.carId));
    const blocked = cars.map((car) => car.id).filter((id) => !skippedIds.has(id));
    const rows = blocked.map((carId) => ({
      car_id: carId,
      starts_on: input.from,
      ends_on: input.to,
      reason: input.reason,
      note: input.note || null,
      created_by: actor.id,
    }));
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      await trx('car_blocks').insert(rows.slice(i, i + INSERT_CHUNK));
    }
    return { blocked, skipped: clashes };
  });
}

/** Removes one block of the vendor's car; 404 when the car or the block is not theirs. */
export async function deleteCarBlock(actor: Actor, carId: number, blockId: number) {
  await ownCar(actor, carId);
  const removed = await CarBlock.query().delete().where({ id: blockId, car_id: carId });
  if (removed === 0) throw notFound('No such block');
}

/**
 * A lead marked won with dates books its car on those days (once per lead). A booking is a fact:
 * it is stored even where a block of the vendor's overlaps.
 */
export async function blockBookedLead(trx: Knex.Transaction, lead: Lead): Promise<void> {
  if (!lead.carId || !lead.tripFrom || !lead.tripTo) return;
  await trx('car_blocks')
    .insert({
      car_id: lead.carId,
      starts_on: dateText(lead.tripFrom),
      ends_on: dateText(lead.tripTo),
      reason: 'booked',
      lead_id: lead.id,
    })
    .onConflict(trx.raw('(lead_id) where lead_id is not null'))
    .ignore();
}
