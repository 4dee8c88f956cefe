import { SERVICE_LABELS, SERVICES, type Service } from '../enums';
import { LOCATION_PLACES } from './locationPlaces';

/**
 * Header and footer menus (spec section 2, "Header" and "Footer"). Icons are names the apps map
 * to their icon set; hrefs are site paths (category, location and /cars search links).
 * (docs/product.md#header-and-footer)
 */
export interface MenuItem {
  label: string;
  /** An icon name, e.g. 'car', 'calendar', 'book', 'user-tie', 'info'. */
  icon?: string;
  href: string;
  groups?: MenuGroup[];
}

export interface MenuGroup {
  title: string;
  items: MenuItem[];
}

const categoryHref = (slug: string) => `/category/${slug}`;
const locationHref = (slug: string) => `/location/${slug}`;

/** The desktop "By Location" dropdown shows the first 6 locations; the mobile panel all 10. */
export const DESKTOP_LOCATION_MENU_LIMIT = 6;

export const WITH_DRIVER_HREF = '/cars/with-driver';

const BY_VEHICLE_TYPE: MenuGroup = {
  title: 'By Vehicle Type',
  items: [
    { label: 'Luxury Cars', icon: 'gem', href: categoryHref('luxury-car-rental-dubai') },
    { label: 'SUVs', icon: 'car', href: categoryHref('suv-rental-dubai') },
    { label: 'Sports Cars', icon: 'gauge', href: categoryHref('sports-car-rental-dubai') },
    { label: 'Supercars', icon: 'zap', href: categoryHref('supercar-rental-dubai') },
    { label: 'Convertibles', icon: 'sun', href: categoryHref('convertible-car-rental-dubai') },
    { label: 'Electric Cars', icon: 'plug', href: categoryHref('electric-car-rental-dubai') },
    { label: '7 Seaters', icon: 'users', href: categoryHref('7-seater-car-rental-dubai') },
    { label: 'Vans', icon: 'bus', href: categoryHref('van-rental-dubai') },
    { label: 'Sedans', icon: 'car', href: '/cars?type=sedan' },
    { label: 'Economy Cars', icon: 'car', href: '/cars?type=economy' },
  ],
};

const BY_BUDGET: MenuGroup = {
  title: 'By Budget',
  items: [
    { label: 'Cheap Car Rental', icon: 'tag', href: categoryHref('cheap-car-rental-dubai') },
    { label: 'Under AED 150 / day', icon: 'wallet', href: '/cars?budget=150' },
    { label: 'Under AED 300 / day', icon: 'wallet', href: '/cars?budget=300' },
    { label: 'Under AED 500 / day', icon: 'wallet', href: '/cars?budget=500' },
    { label: 'Luxury Car Rental', icon: 'gem', href: categoryHref('luxury-car-rental-dubai') },
  ],
};

const BY_LOCATION: MenuGroup = {
  title: 'By Location',
  items: LOCATION_PLACES.map((page) => ({
    label: page.name,
    icon: 'map-pin',
    href: locationHref(page.slug),
  })),
};

const SERVICE_ICONS: Record<Service, string> = {
  airport: 'plane',
  transfer: 'route',
  safe: 'shield',
  hourly: 'clock',
  valet: 'key',
};

const DUBAI_SERVICES: MenuGroup = {
  title: 'Dubai Services',
  items: [
    { label: 'Private Chauffeur', icon: 'user-tie', href: WITH_DRIVER_HREF },
    ...SERVICES.map((service) => ({
      label: SERVICE_LABELS[service],
      icon: SERVICE_ICONS[service],
      href: `/cars?service=${service}`,
    })),
  ],
};

export const HEADER_MENU: readonly MenuItem[] = [
  {
    label: 'Rent a Car',
    icon: 'car',
    href: '/cars',
    groups: [BY_VEHICLE_TYPE, BY_BUDGET, BY_LOCATION],
  },
  { label: 'Long-Term Rental', icon: 'calendar', href: '/cars?type=long-term' },
  { label: 'Blog', icon: 'book', href: '/blog' },
  {
    label: 'Chauffeur Service',
    icon: 'user-tie',
    href: WITH_DRIVER_HREF,
    groups: [DUBAI_SERVICES],
  },
  { label: 'About Us', icon: 'info', href: '/about' },
];

/** Header actions (spec section 2): logged out, and logged in. (docs/product.md#header-and-footer) */
export const HEADER_ACTIONS = {
  boostRentals: { label: 'Boost Your Rentals', href: '/register' },
  registerBusiness: { label: 'Register Your Business', href: '/register' },
  login: { label: 'Login', href: '/login' },
  dashboard: { label: 'Dashboard' },
  logout: { label: 'Logout' },
} as const;

// Each role's home in the console: its own module, so the console does not load the site's menus.
export { dashboardHref } from './dashboardHref';

/** Footer link groups (spec section 2, "Footer"). The footer uses the alias category slugs. (docs/product.md#header-and-footer) */
export const FOOTER_GROUPS: readonly MenuGroup[] = [
  {
    title: 'Quick Links',
    items: [
      { label: 'Home', href: '/' },
      { label: 'Browse Cars', href: '/cars' },
      { label: 'How It Works', href: '/#how-it-works' },
      { label: 'For Rental Companies', href: '/register' },
      { label: 'About Us', href: '/about' },
      { label: 'Admin Login', href: '/admin' },
    ],
  },
  {
    title: 'Popular Categories',
    items: [
      { label: 'Luxury Car Rental', href: categoryHref('luxury-car-rental-dubai') },
      { label: 'Sports Car Rental', href: categoryHref('sports-car-rental-dubai') },
      { label: 'Supercar Rental', href: categoryHref('supercar-rental-dubai') },
      { label: 'SUV Car Rental', href: categoryHref('suv-car-rental-dubai') },
      { label: 'Convertible Car Rental', href: categoryHref('convertible-car-rental-dubai') },
      { label: 'Electric Car Rental', href: categoryHref('electric-car-rental-dubai') },
      { label: 'Cheap Car Rental', href: categoryHref('cheap-car-rental-dubai') },
      { label: 'Monthly Car Rental', href: categoryHref('monthly-car-rental-dubai') },
    ],
  },
  {
    title: 'Rental Services',
    items: [
      { label: 'Car with Driver', href: WITH_DRIVER_HREF },
      { label: 'SUV Rentals', href: '/cars?type=suv' },
      { label: 'Sports Cars', href: '/cars?type=sports' },
      { label: 'Electric Cars', href: '/cars?type=electric' },
    ],
  },
];

/**
 * Legal links. The spec gives them no target; these are ours, and the site serves them
 * (see OWN_PUBLIC_PATHS).
 */
export const FOOTER_LEGAL_LINKS: readonly MenuItem[] = [
  { label: 'Privacy Policy', href: '/privacy' },
  { label: 'Terms of Service', href: '/terms' },
  { label: 'Sitemap', href: '/sitemap' },
];

/** Public pages that are ours, beyond the spec's route table. (docs/product.md#public-pages) */
export const OWN_PUBLIC_PATHS = ['/privacy', '/terms', '/sitemap'] as const;

/** The marketplace's own support contact (footer, mobile header call link). */
export const SUPPORT_CONTACT = {
  address: 'Office 1402, Business Bay, Dubai, United Arab Emirates',
  phone: '+971 4 000 0000',
  /** The marketplace's own WhatsApp support line (the chat widget; VITE_SUPPORT_WHATSAPP overrides it). */
  whatsapp: '+971 50 000 0000',
  email: 'support@uaecarrental.ae',
} as const;

/** Every href of the header and footer menus, sub-groups included (for tests and sitemaps). */
export function allMenuHrefs(): string[] {
  const hrefs: string[] = [];
  const visit = (items: readonly MenuItem[]) => {
    for (const item of items) {
      hrefs.push(item.href);
      for (const group of item.groups ?? []) visit(group.items);
    }
  };
  visit(HEADER_MENU);
  for (const group of FOOTER_GROUPS) visit(group.items);
  visit(FOOTER_LEGAL_LINKS);
  return hrefs;
}
