import { z } from 'zod';
import { CATEGORY_GRID_TILES, categoryTileParams } from '@core/catalogue/categories';
import { emirateSchema } from '@core/schemas/enums';
import { CARS_MAX_OFFSET, CARS_PAGE_SIZE } from '@core/constants';
import { carFilterFromParams, withoutEmptyParams } from '@core/rules/carSearchParams';
import { carPolicies } from '@core/rules/rentalTerms';
import { carSearchParamsSchema } from '@core/schemas/carSearchParams';
import type { Car as PublicCar, CarDetail } from '@core/schemas/car';
import { DEFAULT_LANGUAGE } from '@core/i18n/languages';
import { effectiveTripTerms } from '@core/rules/tripTerms';
import { quoteQuerySchema, type Quote } from '@core/schemas/trip';
import {
  quoteCar,
  searchTrip,
  searchTripDays,
  tripRangeOr400,
  type TripRange,
} from '../services/quotes';
import type { CarSearchResult, CatalogueStats, CategoryCounts } from '@core/schemas/carSearch';
import { badRequest, notFound, parseInput } from '../errors';
import { carPolicy } from '../policies/cars';
import { presentCarIn } from '../presenters/car';
import { pageLanguageQuerySchema } from '@core/i18n/companyTexts';
import type { CarCard } from '../services/carCards';
import { loadCars } from '../services/carSearch';
import type { IndexAnswer } from '../services/searchIndex/catalogueIndex';
import { findPublicCar, findSimilarCars } from '../services/publicCars';
import { NO_PUBLIC_CARS, presentCompany } from '../presenters/company';
import { presentCompanyContact } from '../presenters/lead';
import { countVerifiedCompanies, publicCarStatsByCompany } from '../services/publicCompanies';
import { ids, type ApiRouter } from './apiRouter';
import { cacheKey, cachedJson, JsonText } from './cachedJson';
import { recordImpressions } from './listingEvents';

const featuredQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(48),
  // The home page's emirate choice: its carousels show that emirate's cars (absent: the UAE's).
  emirate: emirateSchema.optional(),
});

const carId = ids({ id: 'No such car' });

/** How the answer of a search that found nothing starts (the items, then `total`). */
const NOTHING_FOUND = '{"items":[],"total":0,';

/** A car card's JSON with the trip's days and total added (with the car's weekend and season rates). */
function withTrip(card: CarCard, range: TripRange, rates: IndexAnswer['rates']): string {
  const carRates = rates?.get(card.id);
  if (!carRates) return card.json;
  return `${card.json.slice(0, -1)},"trip":${JSON.stringify(searchTrip(range, carRates))}}`;
}

const categoryCountsQuerySchema = z.object({ emirate: emirateSchema });

export function carRoutes(api: ApiRouter) {
  // The spec's call (section 7): approved, active cars, featured first. (docs/product.md#car-carousels)
  // No impressions: a carousel shows a few of its cars at a time, so the site reports the cards
  // seen (public-site/src/api/seenImpressions.ts).
  api.add({
    method: 'get',
    path: '/cars/featured',
    policy: carPolicy.browse,
    query: featuredQuerySchema,
    cache: 'unset',
    inProcess: true,
    // The search index's relevance order is the carousels' (featured first, then newest, then
    // highest id) and the car cards are presentCar's JSON (publicCars.ts `listFeaturedCars` is
    // the SQL of the same answer): no SQL once the cars' cards are in memory.
    handler: ({ deps, query: { limit, emirate } }) =>
      cachedJson(deps, cacheKey('featured', { limit, emirate: emirate ?? 'all' }), async () => {
        const { knex, catalogue } = deps;
        const { ids } = await catalogue.facets.search({
          filter: emirate ? { emirate } : {},
          sort: 'relevance',
          page: 1,
          pageSize: limit,
        });
        const cards = await catalogue.cards.get(knex, ids);
        return new JsonText(
          `[${cards.map((card) => card.json).join(',')}]`,
          cards.map((card) => card.id),
        );
      }),
  });

  // The home grid's live counts: each tile counted with exactly the /cars parameters it links to.
  api.add({
    method: 'get',
    path: '/cars/category-counts',
    policy: carPolicy.browse,
    query: categoryCountsQuerySchema,
    cache: 'unset',
    inProcess: true,
    handler: ({ deps, query: { emirate } }) =>
      cachedJson(deps, cacheKey('category-counts', emirate), async () => {
        const { catalogue } = deps;
        const counts: CategoryCounts['counts'] = {};
        for (const tile of CATEGORY_GRID_TILES) {
          const params = carSearchParamsSchema.parse(categoryTileParams(tile, emirate));
          counts[tile.key] = (await catalogue.facets.count(carFilterFromParams(params))).total;
        }
        return { emirate, counts } satisfies CategoryCounts;
      }),
  });

  // The live figures the site quotes instead of fixed claims (cleared with the catalogue).
  api.add({
    method: 'get',
    path: '/catalogue/stats',
    policy: carPolicy.browse,
    cache: 'unset',
    inProcess: true,
    handler: ({ deps }) =>
      cachedJson(deps, cacheKey('stats', {}), async () => {
        const [verifiedCompanies, cars] = await Promise.all([
          countVerifiedCompanies(),
          deps.catalogue.facets.count({}),
        ]);
        return { verifiedCompanies, cars: cars.total } satisfies CatalogueStats;
      }),
  });

  // The listing: every /cars parameter of the site, with facets of the whole result.
  api.add({
    method: 'get',
    path: '/cars',
    policy: carPolicy.browse,
    query: (raw) => parseInput(carSearchParamsSchema, withoutEmptyParams(raw as never), 'query'),
    cache: 'unset',
    inProcess: true,
    handler: async ({ deps, query: params }) => {
      const { knex, catalogue } = deps;
      const page = params.page ?? 1;
      const pageSize = params.pageSize ?? CARS_PAGE_SIZE.default;
      if ((page - 1) * pageSize >= CARS_MAX_OFFSET) {
        const message = `Results stop after ${CARS_MAX_OFFSET.toLocaleString('en')} cars: refine the search`;
        throw badRequest(`Invalid page: ${message}`, { page: message });
      }
      const range = tripRangeOr400(params.from, params.to, params);
      const query = {
        filter: carFilterFromParams(params),
        sort: params.sort ?? 'relevance',
        page,
        pageSize,
        ...(range ? { tripDays: searchTripDays(range) } : {}),
      };
      const answer = async () => {
        // The index answers which cars, in which order, and the facets; the cars' JSON comes from
        // memory (carCards.ts), and one query loads the ones not there.
        const { ids, total, facets, rates } = await catalogue.facets.search(query);
        const found = ids.length > 0 ? await catalogue.cards.get(knex, ids) : [];
        // With dates, each car's trip (priced from the index's rates) is written into its card.
        const cards = found.map((card) => (range ? withTrip(card, range, rates) : card.json));
        // CarSearchResult, written as text around the cards' ready JSON.
        const rest = JSON.stringify({ total, page, pageSize, facets } satisfies Omit<
          CarSearchResult,
          'items'
        >);
        return new JsonText(`{"items":[${cards.join(',')}],${rest.slice(1)}`, ids);
      };
      // With dates, the range is part of the key: a block added or removed anywhere clears the
      // cached answers (Catalogue.availabilityChanged), here and in the other processes.
      return cachedJson(deps, cacheKey('search', range ? { ...query, range } : query), answer);
    },
    // A visitor's search, counted for the admin's overview (services/searchStats/). Only page 1
    // is counted, so an empty list of items there means the search found nothing. A HEAD (a
    // link checker) reads no results. Its cars' listing impressions for their vendors.
    answered: (answer, input) => {
      recordImpressions(answer, input);
      const { deps, query, ctx } = input;
      if (ctx.method !== 'GET') return;
      deps.searches.record(query, answer.json.startsWith(NOTHING_FOUND), ctx.get('user-agent'));
    },
  });

  // A trip's true total in one public car (docs/api.md): 200 with `available: false` when the
  // car is blocked on a day of it; 400 naming `from` or `to` for dates that cannot be a trip.
  api.add({
    method: 'get',
    path: '/cars/:id/quote',
    policy: carPolicy.browse,
    params: carId,
    query: quoteQuerySchema,
    cache: 'no-store',
    handler: async ({ deps, params: { id }, query }): Promise<Quote> => {
      const car = await findPublicCar(id);
      if (!car) throw notFound('No such car');
      return quoteCar(deps.knex, car, query);
    },
  });

  // One public car with its images and company, and up to 8 similar cars; the company's texts in
  // the page's language where written (`?language=ar`, core i18n/companyTexts), else as written.
  api.add({
    method: 'get',
    path: '/cars/:id',
    policy: carPolicy.browse,
    params: carId,
    query: pageLanguageQuerySchema,
    cache: 'unset',
    inProcess: true,
    handler: ({ deps, params: { id }, query: { language } }) =>
      cachedJson(
        deps,
        cacheKey('car', { id, language }),
        async () => {
          const car = await findPublicCar(id);
          if (!car) return null;
          const [similarIds, stats] = await Promise.all([
            findSimilarCars(car, 8),
            publicCarStatsByCompany([car.companyId]),
          ]);
          // In English a similar car is its card (presentCar's JSON, kept in memory).
          const similar =
            language === DEFAULT_LANGUAGE
              ? (await deps.catalogue.cards.get(deps.knex, similarIds)).map(
                  (card) => JSON.parse(card.json) as PublicCar,
                )
              : (await loadCars(deps.knex, similarIds)).map(presentCarIn(language));
          const company = presentCompany(
            car.company,
            stats.get(car.companyId) ?? NO_PUBLIC_CARS,
            language,
          );
          const shown = presentCarIn(language)(car);
          return {
            ...shown,
            company: {
              ...company,
              // The car's own terms win over the company's defaults (one answer per term).
              policies: carPolicies(shown.terms, company.policies),
              // The same details a lead answers: the site hands the renter over with them when
              // recording the lead fails (the renter is never blocked).
              contact: presentCompanyContact(car.company),
            },
            // The car page's delivery choices: the car's own over its company's.
            deliveryFees: effectiveTripTerms(car.tripTerms, car.company.tripTerms).deliveryFees,
            similar,
          } satisfies CarDetail;
        },
        'No such car',
      ),
  });
}
