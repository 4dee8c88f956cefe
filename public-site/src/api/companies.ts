/**
 * Rental companies as renters see them (GET /api/companies, /api/companies/:id and
 * /api/companies/:id/cars). Option builders, so a route's `handle.queries` and the page use the
 * same keys; the key is the URL (the generic query function fetches it).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Car } from '@core/schemas/car';
import type { CompanyPage, CompanyProfile } from '@core/schemas/company';
import { keptAnswerQuery, withListedCars } from './keptAnswer';
import { languageQuery } from './languageQuery';

/** Companies per /companies page; the home carousel shows the first ones. */
export const COMPANIES_PER_PAGE = 12;
export const HOME_COMPANIES = 10;
/** Cars per page of a company's profile. */
export const COMPANY_CARS_PER_PAGE = 12;

export interface CompanyCarsPage {
  items: Car[];
  total: number;
  page: number;
  pageSize: number;
}

/** `/api/companies?page=2&pageSize=12`: page 1 is left out, so one page has one key. */
function pagedPath(path: string, page: number, pageSize: number): string {
  const params = new URLSearchParams();
  if (page > 1) params.set('page', String(page));
  params.set('pageSize', String(pageSize));
  return `${path}?${params.toString()}`;
}

export const companiesQuery = (page = 1, pageSize = COMPANIES_PER_PAGE) =>
  queryOptions<CompanyPage>({ queryKey: [pagedPath('/api/companies', page, pageSize)] });

/** A company's profile, its description in the page's language where written. */
export const companyQuery = (id: number, language: string) =>
  queryOptions<CompanyProfile>({
    queryKey: [`/api/companies/${id}${languageQuery(language, '?')}`],
  });

/** A page of a company's cars, as cards (keptAnswer.ts), titles in the page's language. */
export const companyCarsQuery = (id: number, language: string, page = 1) =>
  keptAnswerQuery(
    `${pagedPath(`/api/companies/${id}/cars`, page, COMPANY_CARS_PER_PAGE)}${languageQuery(language, '&')}`,
    (answer: CompanyCarsPage) => withListedCars(answer),
  );

export const useCompanies = (page = 1, pageSize = COMPANIES_PER_PAGE) =>
  useQuery(companiesQuery(page, pageSize));

/** A company's profile; `enabled` false until the renter asks for it (the home dialog). */
export const useCompany = (id: number, language: string, enabled = true) =>
  useQuery({ ...companyQuery(id, language), enabled });

export const useCompanyCars = (id: number, language: string, page: number, enabled = true) =>
  useQuery({ ...companyCarsQuery(id, language, page), enabled });

/** A page number from `?page=`: a whole number from 1, else 1. */
export function pageFromSearch(searchParams: URLSearchParams): number {
  const page = Number(searchParams.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** A company id from the path, or null when it is not a whole number from 1. */
export function companyIdFromParam(value: string | undefined): number | null {
  const id = Number(value);
  return /^[1-9][0-9]{0,9}$/.test(value ?? '') && id <= 2_147_483_647 ? id : null;
}
