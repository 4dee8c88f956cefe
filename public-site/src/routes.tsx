/**
 * The site's route table in one place (spec section 2), one entry per route: its path, its page
 * (loaded on demand inside the layout: header, footer, spinner fallback, scroll to top) and the
 * data the page loads (`data`, see api/pageQueries.ts): the same query option builders the page
 * uses, which the server renderer fetches before rendering (entry-server.tsx); `isNotFound` makes
 * the answer a 404; `search` is the part of the query string the page reads (the server renders
 * and caches the page for that alone). The browser routes with the same table and ignores `data`.
 * (docs/product.md#public-pages)
 */
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from './api/pageQueries';
import { Layout } from './components/Layout/Layout';
import { RouteError } from './components/Layout/RouteError';
import { lazyPage } from './components/Layout/lazyPage';
import type { PageDataName } from './pageData';

const HomePage = lazyPage('HomePage', () => import('./pages/HomePage/HomePage'));
const CarsPage = lazyPage('CarsPage', () => import('./pages/CarsPage/CarsPage'));
const WithDriverPage = lazyPage(
  'WithDriverPage',
  () => import('./pages/WithDriverPage/WithDriverPage'),
);
const CarPage = lazyPage('CarPage', () => import('./pages/CarPage/CarPage'));
const CategoryPage = lazyPage('CategoryPage', () => import('./pages/CategoryPage/CategoryPage'));
const LocationPage = lazyPage('LocationPage', () => import('./pages/LocationPage/LocationPage'));
const CompaniesPage = lazyPage(
  'CompaniesPage',
  () => import('./pages/CompaniesPage/CompaniesPage'),
);
const CompanyPage = lazyPage('CompanyPage', () => import('./pages/CompanyPage/CompanyPage'));
const FavouritesPage = lazyPage(
  'FavouritesPage',
  () => import('./pages/FavouritesPage/FavouritesPage'),
);
const AboutPage = lazyPage('AboutPage', () => import('./pages/AboutPage/AboutPage'));
const LegalPage = lazyPage('LegalPage', () => import('./pages/LegalPage/LegalPage'));
const SitemapPage = lazyPage('SitemapPage', () => import('./pages/SitemapPage/SitemapPage'));
const LoginPage = lazyPage('LoginPage', () => import('./pages/LoginPage/LoginPage'));
const RegisterPage = lazyPage('RegisterPage', () => import('./pages/RegisterPage/RegisterPage'));
const VendorRegisterPage = lazyPage(
  'VendorRegisterPage',
  () => import('./pages/VendorRegisterPage/VendorRegisterPage'),
);
const VendorCompanyInfoPage = lazyPage(
  'VendorCompanyInfoPage',
  () => import('./pages/VendorCompanyInfoPage/VendorCompanyInfoPage'),
);
const VendorSuccessPage = lazyPage(
  'VendorSuccessPage',
  () => import('./pages/VendorSuccessPage/VendorSuccessPage'),
);
const BlogPage = lazyPage('BlogPage', () => import('./pages/BlogPage/BlogPage'));
const BlogPostPage = lazyPage('BlogPostPage', () => import('./pages/BlogPostPage/BlogPostPage'));
const NotFoundPage = lazyPage('NotFoundPage', () => import('./pages/NotFoundPage/NotFoundPage'));

/**
 * A route of the site: where, which page, and the data its page loads, named: the loaders are in
 * pageData.ts, which only the server renderer imports (the browser routes without them: they
 * would bring every page's query builders into the entry, about 4 KB gzip, see
 * docs/performance.md); the name is checked against them by the type.
 */
export interface SiteRoute {
  path: string;
  page: ReactElement;
  data?: PageDataName;
}

export const SITE_ROUTES: readonly SiteRoute[] = [
  { path: '/', page: <HomePage />, data: 'home' },
  { path: '/cars', page: <CarsPage />, data: 'cars' },
  { path: '/cars/with-driver', page: <WithDriverPage />, data: 'withDriver' },
  { path: '/cars/:id', page: <CarPage />, data: 'car' },
  { path: '/category/:slug', page: <CategoryPage />, data: 'category' },
  { path: '/location/:slug', page: <LocationPage />, data: 'location' },
  { path: '/companies', page: <CompaniesPage />, data: 'companies' },
  { path: '/companies/:id/cars', page: <CompanyPage />, data: 'company' },
  { path: '/favourites', page: <FavouritesPage /> },
  { path: '/blog', page: <BlogPage kind="all" />, data: 'blogAll' },
  { path: '/blog/category/:slug', page: <BlogPage kind="category" />, data: 'blogCategory' },
  { path: '/blog/tag/:slug', page: <BlogPage kind="tag" />, data: 'blogTag' },
  { path: '/blog/:slug', page: <BlogPostPage />, data: 'blogPost' },
  { path: '/about', page: <AboutPage />, data: 'about' },
  { path: '/privacy', page: <LegalPage document="privacy" /> },
  { path: '/terms', page: <LegalPage document="terms" /> },
  { path: '/sitemap', page: <SitemapPage /> },
  { path: '/login', page: <LoginPage /> },
  { path: '/register', page: <RegisterPage /> },
  { path: '/vendor/register', page: <VendorRegisterPage /> },
  { path: '/vendor/company-info', page: <VendorCompanyInfoPage /> },
  { path: '/vendor/success', page: <VendorSuccessPage /> },
  { path: '*', page: <NotFoundPage /> },
];

/** The table as react-router routes inside the layout; the server passes the loaders (handles). */
export function routeTable(
  loaderOf: (name: PageDataName) => RouteHandle | undefined = () => undefined,
): RouteObject[] {
  return [
    {
      element: <Layout />,
      errorElement: <RouteError />,
      children: SITE_ROUTES.map(({ path, page, data }) => ({
        path,
        element: page,
        handle: data && loaderOf(data),
      })),
    },
  ];
}

/** The browser's routes (no data: pages load their own with TanStack Query). */
export const routes = routeTable();
