/**
 * The site's route table in one place (spec section 2). Every page loads on demand inside the
 * layout (header, footer, spinner fallback, scroll to top). The data each page needs, for the
 * server renderer, is in routeData.ts (the browser's entry does not carry it).
 */
import type { RouteObject } from 'react-router';
import { Layout } from './components/Layout/Layout';
import { RouteError } from './components/Layout/RouteError';
import { lazyPage } from './components/Layout/lazyPage';

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

const pages: RouteObject[] = [
  {
    path: '/',
    element: <HomePage />,
  },
  {
    path: '/cars',
    element: <CarsPage />,
  },
  {
    path: '/cars/with-driver',
    element: <WithDriverPage />,
  },
  {
    path: '/cars/:id',
    element: <CarPage />,
  },
  {
    path: '/category/:slug',
    element: <CategoryPage />,
  },
  {
    path: '/location/:slug',
    element: <LocationPage />,
  },
  {
    path: '/companies',
    element: <CompaniesPage />,
  },
  {
    path: '/companies/:id/cars',
    element: <CompanyPage />,
  },
  { path: '/favourites', element: <FavouritesPage /> },
  { path: '/blog', element: <BlogPage kind="all" /> },
  {
    path: '/blog/category/:slug',
    element: <BlogPage kind="category" />,
  },
  { path: '/blog/tag/:slug', element: <BlogPage kind="tag" /> },
  {
    path: '/blog/:slug',
    element: <BlogPostPage />,
  },
  { path: '/about', element: <AboutPage /> },
  { path: '/privacy', element: <LegalPage document="privacy" /> },
  { path: '/terms', element: <LegalPage document="terms" /> },
  { path: '/sitemap', element: <SitemapPage /> },
  { path: '/login', element: <LoginPage /> },
  { path: '/register', element: <RegisterPage /> },
  { path: '/vendor/register', element: <VendorRegisterPage /> },
  { path: '/vendor/company-info', element: <VendorCompanyInfoPage /> },
  { path: '/vendor/success', element: <VendorSuccessPage /> },
  { path: '*', element: <NotFoundPage /> },
];

export const routes: RouteObject[] = [
  { element: <Layout />, errorElement: <RouteError />, children: pages },
];
