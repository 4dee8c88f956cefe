/**
 * Rental companies as renters see them (spec: home 'Top Rental Companies', /companies,
 * /companies/{id}/cars). Public reads; only companies that are not suspended, and only their
 * public cars. A malformed id (not a whole number from 1 to 2147483647) is a 400 naming `id`;
 * an unknown or suspended company is a 404.
 */
import { z } from 'zod';
import { CARS_PAGE_SIZE } from '@core/constants';
import { ALL } from '@core/enums';
import { emirateSchema } from '@core/schemas/enums';
import { idSchema } from '@core/schemas/common';
import { COMPANIES_PAGE_SIZE } from '@core/schemas/company';
import { companyPolicy } from '../policies/companies';
import { presentCarIn } from '../presenters/car';
import { pageLanguageQuerySchema } from '@core/i18n/companyTexts';
import { presentCompany, presentCompanyProfile } from '../presenters/company';
import { DEFAULT_LANGUAGE } from '@core/i18n/languages';
import { loadCars } from '../services/carSearch';
import {
  companyCarIds,
  findPublicCompany,
  listPublicCompanies,
  publicFleetOf,
} from '../services/publicCompanies';
import type { ApiRouter } from './apiRouter';
import { cacheKey, cachedJson, JsonText } from './cachedJson';

/** Deep pages beyond this are refused rather than sent to the database as huge offsets. */
const MAX_PAGE = 10_000;

const pageParam = z.coerce.number().int().min(1).max(MAX_PAGE).default(1);
const pageSizeParam = ({ default: fallback, max }: { default: number; max: number }) =>
  z.coerce.number().int().min(1).max(max).default(fallback);

const companiesQuerySchema = z.object({
  page: pageParam,
  pageSize: pageSizeParam(COMPANIES_PAGE_SIZE),
  emirate: z.union([emirateSchema, z.literal(ALL)]).optional(),
});

const companyCarsQuerySchema = z
  .object({
    page: pageParam,
    pageSize: pageSizeParam(CARS_PAGE_SIZE),
  })
  .extend(pageLanguageQuerySchema.shape);

const companyParamsSchema = z.object({ id: idSchema });

export function companyRoutes(api: ApiRouter) {
  // GET /api/companies: not suspended, verified first, then rating, reviews, name; paged.
  api.add({
    method: 'get',
    path: '/companies',
    policy: companyPolicy.browse,
    query: companiesQuerySchema,
    cache: 'unset',
    // Three queries, on every home page render: kept with the other catalogue answers.
    inProcess: true,
    handler: ({ deps, query: { page, pageSize, emirate } }) =>
      cachedJson(deps, cacheKey('companies', { page, pageSize, emirate }), async () => {
        const { items, total } = await listPublicCompanies(
          { page, pageSize },
          { ...(emirate && emirate !== ALL ? { emirate } : {}) },
        );
        return {
          items: items.map(({ company, stats }) => presentCompany(company, stats)),
          total,
          page,
          pageSize,
        };
      }),
  });

  // GET /api/companies/:id: the profile, with its fleet by car type and lowest day price.
  api.add({
    method: 'get',
    path: '/companies/:id',
    policy: companyPolicy.browse,
    params: companyParamsSchema,
    // The company's description in the page's language where written (core i18n/companyTexts).
    query: pageLanguageQuerySchema,
    cache: 'unset',
    inProcess: true,
    handler: ({ deps, params: { id }, query: { language } }) =>
      cachedJson(
        deps,
        cacheKey('company', { id, language }),
        async () => {
          const company = await findPublicCompany(id);
          return company
            ? presentCompanyProfile(company, await publicFleetOf(company.id), language)
            : null;
        },
        'Company not found',
      ),
  });

  // GET /api/companies/:id/cars: its public cars, newest first; paged.
  api.add({
    method: 'get',
    path: '/companies/:id/cars',
    policy: companyPolicy.browse,
    params: companyParamsSchema,
    query: companyCarsQuerySchema,
    cache: 'unset',
    inProcess: true,
    handler: ({ deps, params: { id }, query: { page, pageSize, language } }) =>
      cachedJson(
        deps,
        cacheKey('company-cars', { id, page, pageSize, language }),
        async () => {
          const company = await findPublicCompany(id);
          if (!company) return null;
          const { ids, total } = await companyCarIds(company.id, { page, pageSize });
          // In English each car is its card (presentCar's JSON, kept in memory); in another
          // language its texts come in that language, the cars loaded in one statement.
          if (language === DEFAULT_LANGUAGE) {
            const cards = await deps.catalogue.cards.get(deps.knex, ids);
            const rest = JSON.stringify({ total, page, pageSize });
            return new JsonText(
              `{"items":[${cards.map((card) => card.json).join(',')}],${rest.slice(1)}`,
            );
          }
          const items = (await loadCars(deps.knex, ids)).map(presentCarIn(language));
          return { items, total, page, pageSize };
        },
        'Company not found',
      ),
  });
}
