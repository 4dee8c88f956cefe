/** The demo market's fixed points (seed, base date, accounts) and the shapes of its rows. */
import type {
  Brand,
  CarType,
  CompanyStatus,
  ContactMethod,
  Emirate,
  LeadStatus,
  ListingStatus,
  Role,
  Service,
  Transmission,
  VerificationStatus,
} from '@core/enums';

export const DEFAULT_DEMO_SEED = 20261121;
const HOUR_MS = 3_600_000;

/**
 * The demo's base date: every demo date is this moment minus a seeded offset. It is the hour the
 * demo is seeded in (UTC, rounded down), so a demo started any day has this week's leads, a
 * queue waiting days rather than years, and posts of the last weeks; everything else about the
 * demo is the seed's alone.
 */
export function demoBaseDate(seededAt: Date = new Date()): Date {
  return new Date(Math.floor(seededAt.getTime() / HOUR_MS) * HOUR_MS);
}

export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@demo.ae', role: 'admin', name: 'Amira Haddad' },
  writer: { email: 'writer@demo.ae', role: 'writer', name: 'Daniel Whitfield' },
  vendor: { email: 'vendor@demo.ae', role: 'vendor', name: 'Rashid Al Marri' },
} as const satisfies Record<string, { email: string; role: Role; name: string }>;

export const DEMO_VENDOR_COMPANY_SLUG = 'demo-drive';

// Row shapes (snake_case, as inserted). References between rows are indexes into the arrays.

export interface DemoUserRow {
  email: string;
  role: Role;
  name: string;
  status: 'active';
  created_at: Date;
  updated_at: Date;
}

export interface DemoCompanyRow {
  ownerIndex: number;
  name: string;
  slug: string;
  logo_url: string;
  description: string;
  /** In Arabic (issue #21): a few companies write it (demo/arabicTexts.ts), else null. */
  description_ar: string | null;
  emirate: Emirate;
  area: string;
  address: string;
  phone: string;
  whatsapp: string;
  email: string;
  website: null;
  verification_status: VerificationStatus;
  status: CompanyStatus;
  rating: number;
  review_count: number;
  minimum_driver_age: number;
  deposit_policy: string;
  /** Structured trip terms as JSON (core rules/tripTerms.ts). */
  trip_terms: string;
  licences_accepted: string;
  verified_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface DemoCarRow {
  companyIndex: number;
  title: string;
  description: string;
  /** In Arabic: the cars of the companies that write in Arabic (demo/arabicTexts.ts), else null. */
  title_ar: string | null;
  description_ar: string | null;
  brand: Brand;
  model: string;
  year: number;
  car_type: CarType;
  emirate: Emirate;
  color: string;
  price_per_day: number;
  price_per_week: number | null;
  price_per_month: number | null;
  horsepower: number;
  seats: number;
  transmission: Transmission;
  with_driver: boolean;
  services: Service[];
  security_deposit: number;
  km_per_day: number;
  km_per_month: number;
  extra_km_charge: number;
  minimum_driver_age: number;
  salik_charge: number;
  insurance_included: boolean;
  status: ListingStatus;
  rejection_reason: string | null;
  featured: boolean;
  active: boolean;
  approved_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface DemoImageRow {
  carIndex: number;
  url: string;
  width: number;
  height: number;
  position: number;
  created_at: Date;
}

export interface DemoLeadRow {
  carIndex: number;
  companyIndex: number;
  car_title: string;
  method: ContactMethod;
  name: string;
  email: string;
  phone: string;
  status: LeadStatus;
  /** `{carId}` and `{companyId}` are replaced by the inserted ids. */
  source_page: string;
  created_at: Date;
  updated_at: Date;
}

export interface DemoMarket {
  users: DemoUserRow[];
  companies: DemoCompanyRow[];
  cars: DemoCarRow[];
  images: DemoImageRow[];
  leads: DemoLeadRow[];
}

export interface DemoCounts {
  users: number;
  companies: number;
  cars: number;
  images: number;
  leads: number;
}
