/**
 * The data each page needs, for the server renderer only (the browser routes without it, see
 * ClientRoutes): a route's `handle.queries` are the same query option builders the page uses,
 * fetched before rendering; `isNotFound` makes the answer a 404; `search` is the part of the query
 * string the page reads (the server renders and caches the page for that alone). Keyed by the route table's paths;
 * `withRouteData` puts them on the routes as react-router `handle`s.
 */
import type { RouteObject } from 'react-router';
import {
  WITH_DRIVER_PARAMS,
  resultsPageOptions,
  cheapestCarOptions,
  landingSearchParams,
  pageFromSearch as landingPageFromSearch,
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
import type { PageQueryContext, RouteHandle } from './api/pageQueries';
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
  queries: ({ params, searchParams }: PageQueryContext) => [
    blogPostsQuery(blogFilterOf(kind, params, searchParams)),
    blogCategoriesQuery(),
  ],
  search: pageSearch(blogPageFromSearch),
});

const ROUTE_DATA: Record<string, RouteHandle> = {
  '/': {
    queries: () => [
      featuredCarsQuery(CATEGORY_GRID_DEFAULT_EMIRATE),
      categoryCountsQuery(CATEGORY_GRID_DEFAULT_EMIRATE),
      companiesQuery(1, HOME_COMPANIES),
      catalogueStatsQuery(),
    ],
  },
  '/about': { queries: () => [catalogueStatsQuery()] },
  '/cars': {
    queries: ({ searchParams }) => [resultsPageOptions(listingParams(searchParams))],
    search: (searchParams) => carSearchQuery(listingParams(searchParams)),
  },
  '/cars/with-driver': {
    queries: ({ searchParams }) => [
      resultsPageOptions(landingSearchParams(WITH_DRIVER_PARAMS, searchParams)),
      cheapestCarOptions(WITH_DRIVER_PARAMS),
    ],
    search: pageSearch(landingPageFromSearch),
  },
  '/cars/:id': { queries: ({ params }) => [carDetailQuery(params.id)] },
  '/category/:slug': {
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
    search: pageSearch(landingPageFromSearch),
  },
  '/location/:slug': {
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
    search: pageSearch(landingPageFromSearch),
  },
  '/companies': {
    queries: ({ searchParams }) => [companiesQuery(pageFromSearch(searchParams))],
    search: pageSearch(pageFromSearch),
  },
  '/companies/:id/cars': {
    queries: ({ params, searchParams }) => {
      const id = companyIdFromParam(params.id);
      return id === null
        ? []
        : [companyQuery(id), companyCarsQuery(id, pageFromSearch(searchParams))];
    },
    search: pageSearch(pageFromSearch),
  },
  '/blog': blogListHandle('all'),
  '/blog/category/:slug': blogListHandle('category'),
  '/blog/tag/:slug': blogListHandle('tag'),
  '/blog/:slug': { queries: ({ params }) => [blogPostQuery(params.slug ?? '')] },
};

/** The route table with each page's data as its `handle`. */
export function withRouteData(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => ({
    ...route,
    ...(route.path !== undefined && ROUTE_DATA[route.path] && { handle: ROUTE_DATA[route.path] }),
    ...(route.children && { children: withRouteData(route.children) }),
  })) as RouteObject[];
}
