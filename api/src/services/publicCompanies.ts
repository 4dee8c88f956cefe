import type { QueryBuilder } from 'objection';
import type { CarType, Emirate } from '@core/enums';
import type { Knex } from 'knex';
import { Company, type Car } from '../models';
import type { CarWithCompany } from '../presenters/car';
import { NO_PUBLIC_CARS, type CompanyCarStats, type CompanyFleetRow } from '../presenters/company';
import { publicCarsQuery } from './publicCars';

/**
 * Companies renters may see: not suspended (the same company condition as publicCarsQuery's)
 * and with at least one listing an admin approved. A company that only signed up stays off the
 * public list, its profile and the sitemap, so sign-ups cannot fill the site with empty names.
 * Unverified companies with an approved listing are shown, marked as not verified.
 */
export function whereCompanyIsListed<Q extends Knex.QueryBuilder | QueryBuilder<Company>>(
  qb: Q,
): Q {
  // Both builders take the same where calls; TypeScript cannot unify their overloads.
  (qb as Knex.QueryBuilder)
    .where('companies.status', 'active')
    .whereRaw(
      "exists (select 1 from cars as approved_cars where approved_cars.company_id = companies.id and approved_cars.status = 'approved')",
    );
  return qb;
}

export function publicCompaniesQuery(): QueryBuilder<Company> {
  return whereCompanyIsListed(Company.query());
}

/** Listed companies with the verified badge: the "70+ verified companies" the site quotes. */
export async function countVerifiedCompanies(): Promise<number> {
  const count = await publicCompaniesQuery()
    .where('companies.verification_status', 'verified')
    .resultSize();
  return count;
}

export interface Paging {
  page: number;
  pageSize: number;
}

export interface PagedResult<T> {
  items: T[];
  total: number;
}

export interface CompanyWithStats {
  company: Company;
  stats: CompanyCarStats;
}

const NUMBER_OR_NULL = (value: unknown) =>
  value === null || value === undefined ? null : Number(value);

/** Aggregates of public cars, named so that the model's snake_case mapper reads them back. */
function withCarAggregates(query: QueryBuilder<Car>) {
  return query
    .count('* as car_count')
    .min('cars.price_per_day as price_from')
    .min('cars.security_deposit as min_deposit')
    .max('cars.security_deposit as max_deposit');
}

interface AggregateRow {
  carCount: unknown;
  priceFrom: unknown;
  minDeposit: unknown;
  maxDeposit: unknown;
}

const toStats = (row: AggregateRow): CompanyCarStats => ({
  carCount: Number(row.carCount),
  priceFrom: NUMBER_OR_NULL(row.priceFrom),
  minDeposit: NUMBER_OR_NULL(row.minDeposit),
  maxDeposit: NUMBER_OR_NULL(row.maxDeposit),
});

/**
 * Rental companies that are not suspended: verified first, then by rating, number of reviews
 * and name (id breaks ties, so pages never overlap). Car figures for the page come from one
 * grouped query over the public cars.
 */
export async function listPublicCompanies(
  { page, pageSize }: Paging,
  filter: { emirate?: Emirate } = {},
): Promise<PagedResult<CompanyWithStats>> {
  const query = publicCompaniesQuery().select('companies.*');
  if (filter.emirate) query.where('companies.emirate', filter.emirate);
  const { results, total } = await query
    .orderByRaw("(companies.verification_status = 'verified') desc")
    .orderBy([
      { column: 'companies.rating', order: 'desc' },
      { column: 'companies.review_count', order: 'desc' },
      { column: 'companies.name', order: 'asc' },
      { column: 'companies.id', order: 'asc' },
    ])
    .page(page - 1, pageSize);
  const stats = await publicCarStatsByCompany(results.map((company) => company.id));
  return {
    items: results.map((company) => ({ company, stats: stats.get(company.id) ?? NO_PUBLIC_CARS })),
    total: Number(total),
  };
}

/** company id → figures of its public cars, for the given companies, in one grouped query. */
export async function publicCarStatsByCompany(
  companyIds: number[],
): Promise<Map<number, CompanyCarStats>> {
  if (companyIds.length === 0) return new Map();
  const rows = (await withCarAggregates(
    publicCarsQuery()
      .whereIn('cars.company_id', companyIds)
      .groupBy('cars.company_id')
      .select('cars.company_id'),
  )) as unknown as (AggregateRow & { companyId: number })[];
  return new Map(rows.map((row) => [Number(row.companyId), toStats(row)]));
}

/** A company renters may see, or undefined (unknown or suspended). */
export async function findPublicCompany(id: number): Promise<Company | undefined> {
  return publicCompaniesQuery().findById(id);
}

/** A company's public cars by car type, each with its figures (one grouped query). */
export async function publicFleetOf(companyId: number): Promise<CompanyFleetRow[]> {
  const rows = (await withCarAggregates(
    publicCarsQuery()
      .where('cars.company_id', companyId)
      .groupBy('cars.car_type')
      .select('cars.car_type'),
  )) as unknown as (AggregateRow & { carType: CarType })[];
  return rows.map((row) => ({ carType: row.carType, ...toStats(row) }));
}

/**
 * The ids of a page of a company's public cars, newest first, and their number: the API loads
 * the cars from the car cards or in one statement (routes/companies.ts); `listCompanyCars` is the
 * reference its test holds the answer to.
 */
export async function companyCarIds(
  companyId: number,
  { page, pageSize }: Paging,
): Promise<{ ids: number[]; total: number }> {
  const { results, total } = await publicCarsQuery()
    .where('cars.company_id', companyId)
    .select('cars.id')
    .orderBy([
      { column: 'cars.created_at', order: 'desc' },
      { column: 'cars.id', order: 'desc' },
    ])
    .page(page - 1, pageSize);
  return { ids: results.map((car) => car.id), total: Number(total) };
}

/** A company's public cars, newest first, with company and images for presentCar. */
export async function listCompanyCars(
  companyId: number,
  { page, pageSize }: Paging,
): Promise<PagedResult<CarWithCompany>> {
  const { results, total } = await publicCarsQuery()
    .where('cars.company_id', companyId)
    .select('cars.*')
    .withGraphFetched('[company, images(ordered)]')
    .modifiers({ ordered: (qb) => qb.orderBy('position') })
    .orderBy([
      { column: 'cars.created_at', order: 'desc' },
      { column: 'cars.id', order: 'desc' },
    ])
    .page(page - 1, pageSize);
  return { items: results as CarWithCompany[], total: Number(total) };
}
