/**
 * The data each page loads, named by the route table (routes.tsx `data`), for the server renderer
 * only (entry-server.tsx): `queries` are the same query option builders the page uses, fetched
 * before rendering; `isNotFound` makes the answer a 404; `search` is the part of the query string
 * the page reads (the server renders and caches the page for that alone).
 */
import type { PageQueryContext, RouteHandle } from './api/pageQueries';
import {
  WITH_DRIVER_PARAMS,
  resultsPageOptions,
  cheapestCarOptions,
  landingQuery,
  landingSearchParams,
} from './api/carSearch';
import { carDetailQuery } from './api/carDetail';
import {
  blogCategoriesQuery,
  blogFilterOf,
  blogPostQuery,
  blogPostsQuery,
  pageFromSearch as blogPageFromSearch,
  type BlogListKind,
} from './api/blog';
import {
  HOME_COMPANIES,
  companiesQuery,
  companyCarsQuery,
  companyIdFromParam,
  companyQuery,
  pageFromSearch,
} from './api/companies';
import { categoryCountsQuery, featuredCarsQuery } from './api/home';
import { catalogueStatsQuery } from './api/catalogueStats';
import { carSearchQuery } from '@core/rules/carSearchParams';
import { CATEGORY_GRID_DEFAULT_EMIRATE } from '@core/catalogue/categories';
import { categorySearchParams } from './pages/CategoryPage/categorySearch';
import { locationSearchParams } from './pages/LocationPage/locationSearch';
import { listingParams } from './pages/CarsPage/listingFilters';

/** The `search` of a paged list: `page=N` as the page reads it, nothing for page 1. */
const pageSearch =
  (pageOf: (searchParams: URLSearchParams) => number) => (searchParams: URLSearchParams) => {
    const page = pageOf(searchParams);
    return page > 1 ? `page=${page}` : '';
  };

/** The blog list's data: its page of posts (an unknown category or tag answers 404) and the categories. */
const blogListHandle = (kind: BlogListKind): RouteHandle => ({
  queries: ({ params, searchParams, language }: PageQueryContext) => [
    blogPostsQuery(blogFilterOf(kind, params, searchParams), language),
    blogCategoriesQuery(language),
  ],
  search: pageSearch(blogPageFromSearch),
});

export const PAGE_DATA = {
  home: {
    queries: () => [
      featuredCarsQuery(CATEGORY_GRID_DEFAULT_EMIRATE),
      categoryCountsQuery(CATEGORY_GRID_DEFAULT_EMIRATE),
      companiesQuery(1, HOME_COMPANIES),
      catalogueStatsQuery(),
    ],
  },
  about: { queries: () => [catalogueStatsQuery()] },
  cars: {
    queries: ({ searchParams }) => [resultsPageOptions(listingParams(searchParams))],
    search: (searchParams) => carSearchQuery(listingParams(searchParams)),
  },
  withDriver: {
    queries: ({ searchParams }) => [
      resultsPageOptions(landingSearchParams(WITH_DRIVER_PARAMS, searchParams)),
      cheapestCarOptions(WITH_DRIVER_PARAMS),
    ],
    search: landingQuery,
  },
  car: { queries: ({ params, language }) => [carDetailQuery(params.id, language)] },
  category: {
    queries: ({ params, searchParams }) => {
      const filterParams = categorySearchParams(params.slug);
      return filterParams
        ? [
            resultsPageOptions(landingSearchParams(filterParams, searchParams)),
            cheapestCarOptions(filterParams),
          ]
        : [];
    },
    isNotFound: ({ params }) => !categorySearchParams(params.slug),
    search: landingQuery,
  },
  location: {
    queries: ({ params, searchParams }) => {
      const filterParams = locationSearchParams(params.slug);
      return filterParams
        ? [
            resultsPageOptions(landingSearchParams(filterParams, searchParams)),
            cheapestCarOptions(filterParams),
          ]
        : [];
    },
    isNotFound: ({ params }) => !locationSearchParams(params.slug),
    search: landingQuery,
  },
  companies: {
    queries: ({ searchParams }) => [companiesQuery(pageFromSearch(searchParams))],
    search: pageSearch(pageFromSearch),
  },
  company: {
    queries: ({ params, searchParams, language }) => {
      const id = companyIdFromParam(params.id);
      return id === null
        ? []
        : [
            companyQuery(id, language),
            companyCarsQuery(id, language, pageFromSearch(searchParams)),
          ];
    },
    search: pageSearch(pageFromSearch),
  },
  blogAll: blogListHandle('all'),
  blogCategory: blogListHandle('category'),
  blogTag: blogListHandle('tag'),
  blogPost: {
    queries: ({ params, language }) => [blogPostQuery(params.slug ?? '', language)],
  },
} satisfies Record<string, RouteHandle>;

export type PageDataName = keyof typeof PAGE_DATA;

export const pageDataOf = (name: PageDataName): RouteHandle => PAGE_DATA[name];
