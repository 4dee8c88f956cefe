/**
 * Demo market: a believable UAE car rental marketplace for development and demonstrations.
 *
 * `generateDemoMarket(seed)` is a pure function (seeded Faker, a fixed base date, no clock, no
 * Math.random) that returns every row; `seedDemoData` hashes the demo password once and inserts
 * the rows in one transaction. The caller decides whether the database is empty and whether
 * seeding is allowed at all (never in production).
 */
import { slugify } from '@core/rules/slug';
import { Faker, en } from '@faker-js/faker';
import type { Knex } from 'knex';
import {
  BRAND_LABELS,
  EMIRATE_LABELS,
  SERVICES,
  type Brand,
  type CarType,
  type CompanyStatus,
  type ContactMethod,
  type Emirate,
  type LeadStatus,
  type ListingStatus,
  type Role,
  type Service,
  type Transmission,
  type VerificationStatus,
} from '@core/enums';
import { AREAS, type Area } from '@core/catalogue/areas';
import { hashPassword } from '../../services/passwords';
import { seedDemoBlog } from './demoBlog';
import {
  CAR_COLORS,
  DEMO_IMAGE_SIZE,
  LOGO_COLORS,
  demoCarImageUrl,
  demoLogoUrl,
  type CarColorSlug,
} from '../../media/demoArt';

export const DEFAULT_DEMO_SEED = 20261121;
/** Every demo date is this moment minus a seeded offset. */
export const DEMO_BASE_DATE = new Date('2026-11-20T06:00:00.000Z');

export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@demo.ae', role: 'admin', name: 'Amira Haddad' },
  writer: { email: 'writer@demo.ae', role: 'writer', name: 'Daniel Whitfield' },
  vendor: { email: 'vendor@demo.ae', role: 'vendor', name: 'Rashid Al Marri' },
} as const satisfies Record<string, { email: string; role: Role; name: string }>;

export const DEMO_VENDOR_COMPANY_SLUG = 'demo-drive';

// ---------------------------------------------------------------------------------------------
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
  licences_accepted: string;
  verified_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface DemoCarRow {
  companyIndex: number;
  title: string;
  description: string;
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

// ---------------------------------------------------------------------------------------------
// The model catalogue: what UAE rental companies actually rent, with believable figures.

type Tier = 'budget' | 'mid' | 'premium' | 'exotic';

interface ModelSpec {
  brand: Brand;
  model: string;
  /** [trim, horsepower]; the trim may be empty. */
  trims: ReadonlyArray<readonly [string, number]>;
  seats: number;
  /** AED per day, inclusive. */
  price: readonly [number, number];
  tier: Tier;
  /** How common the model is in rental fleets (relative). */
  weight: number;
  fromYear?: number;
  manual?: boolean;
}

const m = (
  brand: Brand,
  model: string,
  trims: ReadonlyArray<readonly [string, number]>,
  seats: number,
  price: readonly [number, number],
  tier: Tier,
  weight: number,
  extra: Partial<Pick<ModelSpec, 'fromYear' | 'manual'>> = {},
): ModelSpec => ({ brand, model, trims, seats, price, tier, weight, ...extra });

// prettier-ignore
export const DEMO_MODELS: Record<CarType, readonly ModelSpec[]> = {
  economy: [
    m('nissan', 'Sunny', [['S', 118], ['SV', 118], ['SL', 118]], 5, [80, 130], 'budget', 10, { manual: true }),
    m('toyota', 'Yaris', [['SE', 106], ['Y', 106]], 5, [90, 140], 'budget', 8),
    m('hyundai', 'Accent', [['Smart', 121], ['Comfort', 121]], 5, [90, 140], 'budget', 7),
    m('kia', 'Pegas', [['LX', 94], ['EX', 94]], 5, [80, 115], 'budget', 7),
    m('mitsubishi', 'Attrage', [['GLX', 78], ['GLS', 78]], 5, [80, 110], 'budget', 7, { manual: true }),
    m('suzuki', 'Swift', [['GL', 82], ['GLX', 82]], 5, [85, 130], 'budget', 5, { manual: true }),
    m('suzuki', 'Dzire', [['GL', 82], ['GLX', 82]], 5, [80, 120], 'budget', 5, { manual: true }),
    m('honda', 'City', [['LX', 119], ['EX', 119]], 5, [100, 160], 'budget', 5),
    m('kia', 'Picanto', [['LX', 83]], 4, [80, 110], 'budget', 4),
    m('nissan', 'Kicks', [['S', 122], ['SV', 122]], 5, [130, 200], 'budget', 4),
    m('mazda', '2', [['S', 108]], 5, [100, 150], 'budget', 2),
  ],
  sedan: [
    m('toyota', 'Camry', [['SE', 203], ['Grande', 203], ['Limited', 301]], 5, [150, 260], 'mid', 10),
    m('toyota', 'Corolla', [['XLI', 139], ['GLI', 169]], 5, [130, 180], 'mid', 9),
    m('nissan', 'Altima', [['SV', 182], ['SL', 182]], 5, [140, 220], 'mid', 7),
    m('honda', 'Accord', [['LX', 192], ['Sport', 192]], 5, [160, 260], 'mid', 5),
    m('hyundai', 'Sonata', [['Smart', 191], ['Limited', 191]], 5, [140, 220], 'mid', 5),
    m('hyundai', 'Elantra', [['Smart', 147]], 5, [130, 170], 'mid', 6),
    m('kia', 'K5', [['LX', 191], ['GT-Line', 191]], 5, [140, 220], 'mid', 5),
    m('kia', 'Cerato', [['LX', 147]], 5, [130, 170], 'mid', 5),
    m('mazda', '6', [['S', 187], ['Signature', 250]], 5, [150, 230], 'mid', 4),
    m('volkswagen', 'Passat', [['SE', 174]], 5, [150, 240], 'mid', 3),
    m('lexus', 'ES', [['ES 250', 203], ['ES 350', 302]], 5, [280, 400], 'premium', 4),
    m('infiniti', 'Q50', [['Luxe', 300], ['Red Sport', 400]], 5, [250, 380], 'premium', 3),
  ],
  suv: [
    m('nissan', 'Patrol', [['SE', 400], ['LE Platinum', 400], ['Nismo', 428]], 7, [450, 850], 'mid', 10),
    m('toyota', 'Land Cruiser', [['GXR', 409], ['VXR', 409]], 7, [500, 950], 'mid', 8),
    m('toyota', 'Fortuner', [['EXR', 164], ['VXR', 235]], 7, [280, 420], 'mid', 6),
    m('toyota', 'RAV4', [['LE', 203], ['Adventure', 203]], 5, [250, 350], 'mid', 7),
    m('mitsubishi', 'Pajero', [['GLS', 178]], 7, [250, 350], 'mid', 5),
    m('kia', 'Sportage', [['LX', 187], ['GT-Line', 187]], 5, [250, 320], 'mid', 6),
    m('kia', 'Sorento', [['EX', 191]], 7, [300, 420], 'mid', 4),
    m('kia', 'Telluride', [['EX', 291], ['SX', 291]], 8, [350, 500], 'mid', 3),
    m('hyundai', 'Tucson', [['Smart', 187]], 5, [250, 330], 'mid', 6),
    m('hyundai', 'Santa Fe', [['Smart', 277]], 7, [300, 420], 'mid', 4),
    m('hyundai', 'Palisade', [['Limited', 291]], 8, [380, 520], 'mid', 3),
    m('ford', 'Explorer', [['XLT', 300], ['Limited', 300]], 7, [320, 480], 'mid', 3),
    m('ford', 'Expedition', [['Limited', 400]], 8, [500, 800], 'mid', 2),
    m('chevrolet', 'Tahoe', [['LT', 355], ['Z71', 355]], 7, [450, 800], 'mid', 4),
    m('land-rover', 'Range Rover', [['Vogue HSE', 395], ['Autobiography', 523]], 5, [1200, 1800], 'premium', 4),
    m('land-rover', 'Range Rover Sport', [['HSE', 395]], 5, [900, 1300], 'premium', 3),
    m('land-rover', 'Defender', [['110 S', 296], ['110 X', 395]], 7, [700, 1000], 'premium', 3),
    m('mercedes', 'G 63', [['AMG', 577]], 5, [1800, 2800], 'exotic', 3),
    m('mercedes', 'GLE', [['450 4MATIC', 362]], 5, [650, 900], 'premium', 2),
    m('bmw', 'X5', [['xDrive40i', 375], ['M Competition', 617]], 5, [600, 950], 'premium', 3),
    m('bmw', 'X7', [['xDrive40i', 375], ['M60i', 523]], 7, [900, 1300], 'premium', 2),
    m('audi', 'Q7', [['55 TFSI quattro', 335]], 7, [600, 850], 'premium', 2),
    m('audi', 'Q8', [['55 TFSI', 335], ['RS Q8', 591]], 5, [750, 1100], 'premium', 2),
    m('lexus', 'LX', [['LX 600', 409]], 7, [900, 1400], 'premium', 2),
    m('porsche', 'Cayenne', [['', 348], ['Turbo GT', 631]], 5, [800, 1200], 'premium', 2),
    m('lamborghini', 'Urus', [['S', 657], ['Performante', 657]], 5, [2800, 4000], 'exotic', 3),
    m('bentley', 'Bentayga', [['V8', 542], ['Speed', 626]], 5, [2500, 3500], 'exotic', 2),
    m('rolls-royce', 'Cullinan', [['', 563], ['Black Badge', 592]], 5, [3500, 4500], 'exotic', 2),
  ],
  sports: [
    m('ford', 'Mustang', [['EcoBoost', 315], ['GT', 480]], 4, [450, 700], 'mid', 8),
    m('chevrolet', 'Camaro', [['RS', 335], ['SS', 455]], 4, [450, 650], 'mid', 6),
    m('nissan', 'Z', [['Performance', 400]], 2, [600, 800], 'mid', 3, { fromYear: 2023 }),
    m('chevrolet', 'Corvette', [['Stingray', 495], ['Z06', 670]], 2, [1200, 1600], 'premium', 4),
    m('nissan', 'GT-R', [['Premium', 565], ['Nismo', 600]], 4, [1500, 2000], 'premium', 3),
    m('porsche', '718 Cayman', [['GTS 4.0', 394]], 2, [900, 1200], 'premium', 3),
    m('porsche', '911', [['Carrera S', 443], ['Turbo S', 640]], 4, [1500, 2200], 'premium', 5),
    m('bmw', 'M4', [['Competition', 503]], 4, [1000, 1400], 'premium', 4),
    m('audi', 'R8', [['V10 performance', 602]], 2, [2000, 2800], 'exotic', 3),
    m('ferrari', '296 GTB', [['', 819]], 2, [3500, 4500], 'exotic', 2, { fromYear: 2022 }),
    m('ferrari', 'F8 Tributo', [['', 710]], 2, [3200, 4000], 'exotic', 3),
    m('ferrari', 'Roma', [['', 612]], 4, [2500, 3300], 'exotic', 3),
    m('lamborghini', 'Huracán', [['EVO', 631], ['Tecnica', 631], ['STO', 631]], 2, [2800, 3800], 'exotic', 5),
  ],
  luxury: [
    m('mercedes', 'E-Class', [['E 300', 255], ['E 450', 375]], 5, [550, 800], 'premium', 8),
    m('mercedes', 'S-Class', [['S 500', 429], ['S 580', 496]], 5, [1000, 1600], 'premium', 8),
    m('mercedes', 'Maybach S-Class', [['S 580', 496], ['S 680', 621]], 4, [2200, 3200], 'exotic', 4),
    m('bmw', '7 Series', [['740i', 375], ['760i xDrive', 536]], 5, [1000, 1500], 'premium', 5),
    m('audi', 'A8', [['L 55 TFSI', 335]], 5, [900, 1300], 'premium', 3),
    m('lexus', 'LS', [['LS 500', 416]], 5, [700, 1000], 'premium', 3),
    m('bentley', 'Flying Spur', [['V8', 542], ['W12', 626]], 5, [2500, 3500], 'exotic', 3),
    m('bentley', 'Continental GT', [['V8', 542], ['Speed', 650]], 4, [2500, 3300], 'exotic', 3),
    m('rolls-royce', 'Ghost', [['', 563]], 5, [3000, 4000], 'exotic', 3),
    m('rolls-royce', 'Phantom', [['', 563]], 5, [4000, 5500], 'exotic', 2),
  ],
  convertible: [
    m('ford', 'Mustang Convertible', [['EcoBoost', 315], ['GT', 480]], 4, [450, 650], 'mid', 8),
    m('chevrolet', 'Camaro Convertible', [['RS', 335]], 4, [450, 600], 'mid', 4),
    m('bmw', '4 Series Convertible', [['430i', 255], ['M440i', 382]], 4, [650, 900], 'premium', 5),
    m('mercedes', 'E-Class Cabriolet', [['E 450', 362]], 4, [700, 1000], 'premium', 4),
    m('porsche', '911 Cabriolet', [['Carrera', 379], ['Carrera S', 443]], 4, [1800, 2500], 'premium', 3),
    m('rolls-royce', 'Dawn', [['', 563]], 4, [3000, 3500], 'exotic', 3),
    m('ferrari', 'Portofino M', [['', 612]], 4, [2800, 3500], 'exotic', 3),
    m('lamborghini', 'Huracán Spyder', [['EVO', 631]], 2, [3000, 3500], 'exotic', 3),
  ],
  electric: [
    m('tesla', 'Model 3', [['Standard Range', 283], ['Long Range', 425], ['Performance', 510]], 5, [250, 350], 'mid', 10),
    m('tesla', 'Model Y', [['Long Range', 425], ['Performance', 456]], 5, [300, 400], 'mid', 9),
    m('hyundai', 'Ioniq 5', [['Standard', 225], ['AWD', 320]], 5, [250, 350], 'mid', 4, { fromYear: 2022 }),
    m('kia', 'EV6', [['GT-Line', 320]], 5, [250, 350], 'mid', 4, { fromYear: 2022 }),
    m('tesla', 'Model S', [['Long Range', 670], ['Plaid', 1020]], 5, [600, 900], 'premium', 4),
    m('tesla', 'Model X', [['Long Range', 670], ['Plaid', 1020]], 7, [700, 1000], 'premium', 3),
    m('bmw', 'iX', [['xDrive50', 516]], 5, [700, 1000], 'premium', 2),
    m('bmw', 'i7', [['xDrive60', 536], ['M70', 650]], 5, [1200, 1800], 'premium', 2, { fromYear: 2023 }),
    m('porsche', 'Taycan', [['4S', 522], ['Turbo', 670], ['Turbo S', 750]], 4, [1000, 1600], 'premium', 3),
    m('mercedes', 'EQS', [['580 4MATIC', 516]], 5, [1000, 1500], 'premium', 2),
    m('audi', 'e-tron GT', [['quattro', 522], ['RS', 637]], 4, [900, 1400], 'premium', 2),
  ],
  van: [
    m('toyota', 'HiAce', [['Standard Roof', 150], ['High Roof', 150]], 13, [300, 450], 'mid', 8, { manual: true }),
    m('hyundai', 'H1', [['GL', 173]], 12, [250, 350], 'mid', 6),
    m('hyundai', 'Staria', [['Premium', 272]], 11, [300, 450], 'mid', 4, { fromYear: 2022 }),
    m('kia', 'Carnival', [['EX', 290], ['SX', 290]], 8, [350, 550], 'mid', 6),
    m('mercedes', 'V-Class', [['V 250', 211]], 7, [600, 700], 'premium', 4),
    m('nissan', 'Urvan', [['NV350', 150]], 14, [280, 400], 'mid', 4, { manual: true }),
    m('chevrolet', 'Express', [['Passenger 3500', 401]], 12, [450, 650], 'mid', 2),
  ],
};

// ---------------------------------------------------------------------------------------------
// Companies: hand-written names (unique, believable), the area they trade from and their profile.

type Profile =
  | 'budget'
  | 'general'
  | 'premium'
  | 'supercar'
  | 'chauffeur'
  | 'monthly'
  | 'ev'
  | 'offroad'
  | 'vans';

interface ProfileSpec {
  types: Partial<Record<CarType, number>>;
  tiers: readonly Tier[];
  fleet: readonly [number, number];
  minimumAge: number;
  withDriver: number;
  monthlyShare: number;
}

const PROFILES: Record<Profile, ProfileSpec> = {
  budget: {
    types: { economy: 45, sedan: 25, suv: 20, van: 10 },
    tiers: ['budget', 'mid'],
    fleet: [20, 34],
    minimumAge: 21,
    withDriver: 0,
    monthlyShare: 0.5,
  },
  general: {
    types: {
      economy: 18,
      sedan: 20,
      suv: 26,
      luxury: 7,
      sports: 9,
      convertible: 5,
      electric: 8,
      van: 7,
    },
    tiers: ['budget', 'mid', 'premium'],
    fleet: [22, 36],
    minimumAge: 21,
    withDriver: 0,
    monthlyShare: 0.4,
  },
  premium: {
    types: { suv: 32, luxury: 24, sports: 18, convertible: 12, electric: 14 },
    tiers: ['premium', 'exotic'],
    fleet: [18, 30],
    minimumAge: 23,
    withDriver: 0,
    monthlyShare: 0.35,
  },
  supercar: {
    types: { sports: 40, suv: 20, convertible: 20, luxury: 20 },
    tiers: ['exotic'],
    fleet: [14, 24],
    minimumAge: 25,
    withDriver: 0,
    monthlyShare: 0.2,
  },
  chauffeur: {
    types: { luxury: 45, suv: 30, van: 25 },
    tiers: ['mid', 'premium', 'exotic'],
    fleet: [12, 20],
    minimumAge: 21,
    withDriver: 0.85,
    monthlyShare: 0.2,
  },
  monthly: {
    types: { economy: 35, sedan: 35, suv: 24, electric: 6 },
    tiers: ['budget', 'mid'],
    fleet: [24, 36],
    minimumAge: 21,
    withDriver: 0,
    monthlyShare: 0.85,
  },
  ev: {
    types: { electric: 75, sedan: 10, suv: 15 },
    tiers: ['mid', 'premium'],
    fleet: [12, 20],
    minimumAge: 21,
    withDriver: 0,
    monthlyShare: 0.5,
  },
  offroad: {
    types: { suv: 75, sedan: 10, van: 15 },
    tiers: ['mid', 'premium'],
    fleet: [16, 26],
    minimumAge: 21,
    withDriver: 0,
    monthlyShare: 0.35,
  },
  vans: {
    types: { van: 65, suv: 15, economy: 20 },
    tiers: ['budget', 'mid', 'premium'],
    fleet: [12, 20],
    minimumAge: 21,
    withDriver: 0.35,
    monthlyShare: 0.6,
  },
};

interface CompanySpec {
  name: string;
  area: string;
  profile: Profile;
  verification?: VerificationStatus;
  suspended?: boolean;
  slug?: string;
}

const DEMO_COMPANY: CompanySpec = {
  name: 'Demo Drive Rent a Car',
  area: 'al-barsha',
  profile: 'general',
  slug: DEMO_VENDOR_COMPANY_SLUG,
};

const COMPANIES: readonly CompanySpec[] = [
  // Dubai
  { name: 'Marina Star Car Rental', area: 'dubai-marina', profile: 'general' },
  { name: 'Blue Marina Rent a Car', area: 'dubai-marina', profile: 'budget' },
  { name: 'Marina Crown Luxury Cars', area: 'dubai-marina', profile: 'premium' },
  { name: 'JBR Walk Rent a Car', area: 'dubai-marina', profile: 'general' },
  { name: 'Seven Seas Chauffeur Services', area: 'dubai-marina', profile: 'chauffeur' },
  { name: 'Al Barsha Prestige Cars', area: 'al-barsha', profile: 'premium' },
  { name: 'Barsha Heights Rent a Car', area: 'al-barsha', profile: 'budget' },
  { name: 'Al Waha Car Rental', area: 'al-barsha', profile: 'general' },
  { name: 'Al Barsha Monthly Cars', area: 'al-barsha', profile: 'monthly' },
  { name: 'Oasis Tech Rent a Car', area: 'silicon-oasis', profile: 'general' },
  { name: 'Silicon Oasis Car Rental', area: 'silicon-oasis', profile: 'budget' },
  { name: 'Falcon Drive Rent a Car', area: 'silicon-oasis', profile: 'monthly' },
  { name: 'Green Volt EV Rental', area: 'silicon-oasis', profile: 'ev' },
  { name: 'Desert Rose Rent a Car', area: 'deira', profile: 'budget' },
  { name: 'Creekside Rent a Car', area: 'deira', profile: 'budget' },
  { name: 'Port Saeed Car Rental', area: 'deira', profile: 'monthly' },
  { name: 'Al Rigga Rent a Car', area: 'deira', profile: 'general' },
  { name: 'Dhow Harbour Car Rental', area: 'deira', profile: 'budget', suspended: true },
  { name: 'Bay Avenue Luxury Cars', area: 'business-bay', profile: 'premium' },
  { name: 'Canal View Rent a Car', area: 'business-bay', profile: 'general' },
  { name: 'Executive Chauffeurs Dubai', area: 'business-bay', profile: 'chauffeur' },
  { name: 'Business Bay Supercars', area: 'business-bay', profile: 'supercar' },
  { name: 'Al Quoz Auto Rental', area: 'al-quoz', profile: 'budget' },
  { name: 'Sheikh Zayed Road Car Rental', area: 'al-quoz', profile: 'general' },
  { name: 'Dune Riders 4x4 Rental', area: 'al-quoz', profile: 'offroad' },
  { name: 'Gold Line Van Rental', area: 'al-quoz', profile: 'vans' },
  { name: 'Jumeirah Royal Car Rental', area: 'jumeirah', profile: 'premium' },
  { name: 'Beach Road Convertibles', area: 'jumeirah', profile: 'premium' },
  { name: 'Al Wasl Rent a Car', area: 'jumeirah', profile: 'general' },
  { name: 'Palm Crescent Exotic Rentals', area: 'jumeirah', profile: 'supercar' },
  { name: 'Boulevard Elite Car Rental', area: 'downtown-dubai', profile: 'supercar' },
  { name: 'Downtown Prestige Rent a Car', area: 'downtown-dubai', profile: 'premium' },
  { name: 'Skyline Chauffeur Dubai', area: 'downtown-dubai', profile: 'chauffeur' },
  { name: 'Fountain View Car Rental', area: 'downtown-dubai', profile: 'general' },
  { name: 'Lakeside Rent a Car', area: 'jlt', profile: 'budget' },
  { name: 'JLT Express Car Rental', area: 'jlt', profile: 'monthly' },
  { name: 'Almas Car Rental', area: 'jlt', profile: 'general' },
  { name: 'Cluster Drive Rent a Car', area: 'jlt', profile: 'budget', verification: 'pending' },
  { name: 'Al Qusais Budget Cars', area: 'al-qusais', profile: 'budget' },
  { name: 'Damascus Street Car Rental', area: 'al-qusais', profile: 'monthly' },
  { name: 'Airport Road Rent a Car', area: 'al-qusais', profile: 'general' },
  { name: 'Al Twar Car Rental', area: 'al-qusais', profile: 'budget', suspended: true },
  // Abu Dhabi, with Al Ain
  { name: 'Corniche Car Rental Abu Dhabi', area: 'al-khalidiyah', profile: 'general' },
  { name: 'Al Khalidiya Luxury Cars', area: 'al-khalidiyah', profile: 'premium' },
  { name: 'Capital Chauffeur Services', area: 'al-khalidiyah', profile: 'chauffeur' },
  { name: 'Mussafah Rent a Car', area: 'mussafah', profile: 'budget' },
  { name: 'Mussafah Van & Bus Rental', area: 'mussafah', profile: 'vans' },
  { name: 'Liwa Desert 4x4 Rental', area: 'mussafah', profile: 'offroad' },
  { name: 'Reem Island Car Rental', area: 'al-reem-island', profile: 'general' },
  {
    name: 'Saadiyat Prestige Cars',
    area: 'al-reem-island',
    profile: 'premium',
    verification: 'pending',
  },
  { name: 'Al Ain Oasis Rent a Car', area: 'al-ain-city', profile: 'budget' },
  { name: 'Jebel Hafeet Car Rental', area: 'al-ain-city', profile: 'general' },
  { name: 'Garden City Rent a Car', area: 'al-ain-city', profile: 'monthly' },
  { name: 'Al Jimi Rent a Car', area: 'al-ain-city', profile: 'budget', verification: 'pending' },
  // Sharjah
  { name: 'Al Majaz Rent a Car', area: 'al-majaz', profile: 'budget' },
  { name: 'Buhaira Car Rental', area: 'al-majaz', profile: 'general' },
  { name: 'Sharjah Pearl Rent a Car', area: 'al-majaz', profile: 'monthly' },
  { name: 'Al Noor & Sons Car Rental', area: 'al-majaz', profile: 'general' },
  { name: 'Al Nahda Express Rent a Car', area: 'al-nahda-sharjah', profile: 'budget' },
  { name: 'Sahara Drive Car Rental', area: 'al-nahda-sharjah', profile: 'monthly' },
  {
    name: 'Emirates Link Rent a Car',
    area: 'al-nahda-sharjah',
    profile: 'budget',
    verification: 'unverified',
  },
  // Ajman
  { name: 'Ajman Corniche Rent a Car', area: 'al-nuaimiya', profile: 'budget' },
  { name: 'Al Nuaimiya Car Rental', area: 'al-nuaimiya', profile: 'monthly' },
  {
    name: 'Pearl Coast Rent a Car',
    area: 'al-nuaimiya',
    profile: 'budget',
    verification: 'pending',
  },
  {
    name: 'Ajman Falcon Cars',
    area: 'al-nuaimiya',
    profile: 'general',
    verification: 'unverified',
  },
  // Ras Al Khaimah
  { name: 'Jebel Jais Car Rental', area: 'al-nakheel', profile: 'offroad' },
  { name: 'Ras Al Khaimah Rent a Car', area: 'al-nakheel', profile: 'budget' },
  { name: 'Al Hamra Luxury Cars', area: 'al-nakheel', profile: 'premium' },
  // Fujairah
  { name: 'Fujairah Coast Rent a Car', area: 'fujairah-city', profile: 'budget' },
  { name: 'Al Aqah Beach Car Rental', area: 'fujairah-city', profile: 'general' },
  { name: 'East Coast Drive Rent a Car', area: 'fujairah-city', profile: 'monthly' },
  // Umm Al Quwain
  { name: 'Umm Al Quwain Rent a Car', area: 'umm-al-quwain-city', profile: 'budget' },
  {
    name: 'Al Salam Car Rental',
    area: 'umm-al-quwain-city',
    profile: 'general',
    verification: 'unverified',
  },
];

/** Streets and buildings by area, `|`-separated. */
const ADDRESSES: Record<string, string> = {
  'dubai-marina':
    'Marina Walk|Al Marsa Street|King Salman Bin Abdulaziz Al Saud Street|Al Sufouh Road',
  'al-barsha':
    'Al Barsha 1, near Mall of the Emirates|Hessa Street|Al Barsha Road|Umm Suqeim Street',
  'silicon-oasis':
    'Dubai Silicon Oasis HQ Building|Cedre Villas Shopping Centre|Silicon Oasis Boulevard',
  deira: 'Al Maktoum Road|Al Rigga Road|Abu Baker Al Siddique Road|Port Saeed, Al Garhoud Road',
  'business-bay': 'Bay Square|Al Abraj Street|Marasi Drive|Al Khail Road',
  'al-quoz': 'Al Quoz Industrial Area 3|Al Khail Road|4th Street, Al Quoz 1|Al Manara Road',
  jumeirah: 'Jumeirah Beach Road|Al Wasl Road|Jumeirah 1, Al Hudaiba Street',
  'downtown-dubai':
    'Mohammed Bin Rashid Boulevard|Emaar Square|Burj Views Podium|Sheikh Zayed Road',
  jlt: 'Cluster D, Jumeirah Lake Towers|Cluster T, Jumeirah Lake Towers|Almas Tower, Cluster I',
  'al-qusais': 'Damascus Street|Al Qusais Industrial Area 4|Amman Street|Airport Road',
  'al-khalidiyah': 'Khalidiya Street|Corniche Road West|Zayed the First Street',
  mussafah: 'Mussafah M-10|Mussafah Industrial Area, 16th Street|Shabiya 9',
  'al-reem-island': 'Shams Boutik|Gate Towers Podium|Najmat Abu Dhabi',
  'al-ain-city': 'Khalifa Street|Al Jimi, Hessa Bint Mohammed Street|Zayed Bin Sultan Street',
  'al-majaz': 'Jamal Abdul Nasser Street, Al Majaz 2|Buhaira Corniche|Al Qasba Road',
  'al-nahda-sharjah': 'Al Nahda Street|near Sahara Centre|Al Taawun Road',
  'al-nuaimiya': 'Sheikh Khalifa Bin Zayed Street|Al Nuaimiya 2|Ajman Corniche Road',
  'al-nakheel': 'Al Muntasir Road|Oman Street|Al Nakheel Road',
  'fujairah-city': 'Hamad Bin Abdullah Road|Corniche Road|Al Faseel Road',
  'umm-al-quwain-city': 'King Faisal Road|Al Salam Street|Al Ittihad Road',
};

// ---------------------------------------------------------------------------------------------
// People: renters and company owners from the UAE's mix of nationalities.

interface Origin {
  weight: number;
  male: readonly string[];
  female: readonly string[];
  last: readonly string[];
  femaleLast?: (last: string) => string;
  /** Share of people with a UAE mobile number (residents). */
  resident: number;
  /** Country code and a national mobile number pattern ('#' = any digit). */
  home: readonly [string, string];
  domains?: readonly string[];
}

const list = (text: string): readonly string[] => text.split('|');

const ORIGINS: Record<string, Origin> = {
  emirati: {
    weight: 12,
    male: list('Ahmed|Mohammed|Khalid|Saeed|Hamdan|Rashid|Sultan|Omar|Majid|Obaid'),
    female: list('Fatima|Mariam|Aisha|Noura|Hessa|Shamma|Latifa|Maitha|Alyazia'),
    last: list(
      'Al Mansoori|Al Nuaimi|Al Shamsi|Al Ketbi|Al Falasi|Al Mazrouei|Al Suwaidi|Al Hashemi|Al Dhaheri|Al Zaabi|Al Mheiri',
    ),
    resident: 1,
    home: ['971', '5#########'],
  },
  indian: {
    weight: 22,
    male: list('Rahul|Arjun|Vikram|Anil|Suresh|Mohammed|Rohan|Kiran|Deepak|Sanjay|Nikhil'),
    female: list('Priya|Sneha|Divya|Anjali|Lakshmi|Meera|Kavya|Pooja'),
    last: list('Sharma|Nair|Menon|Iyer|Kumar|Patel|Reddy|Pillai|Thomas|Varghese|Gupta|Shetty'),
    resident: 0.75,
    home: ['91', '9#########'],
  },
  filipino: {
    weight: 12,
    male: list('John|Mark|Christian|Paolo|Carlo|Jerome|Rafael'),
    female: list('Maria|Angelica|Jasmine|Kristine|Joy|Camille|Patricia'),
    last: list('Santos|Reyes|Cruz|Bautista|Dela Cruz|Garcia|Mendoza|Ramos|Aquino|Villanueva'),
    resident: 0.85,
    home: ['63', '9#########'],
  },
  british: {
    weight: 9,
    male: list('James|Oliver|Thomas|Harry|Daniel|George|William'),
    female: list('Emily|Olivia|Charlotte|Sophie|Hannah|Lucy|Grace'),
    last: list('Whitaker|Bennett|Clarke|Hughes|Turner|Walsh|Harrison|Fletcher|Shaw|Morgan'),
    resident: 0.5,
    home: ['44', '7#########'],
  },
  russian: {
    weight: 10,
    male: list('Dmitry|Sergei|Alexei|Ivan|Nikita|Andrei|Mikhail'),
    female: list('Anastasia|Ekaterina|Olga|Maria|Yulia|Daria|Elena'),
    last: list('Ivanov|Petrov|Smirnov|Volkov|Kuznetsov|Sokolov|Popov|Morozov|Lebedev'),
    femaleLast: (last) => `${last}a`,
    resident: 0.35,
    home: ['7', '9#########'],
    domains: ['mail.ru', 'yandex.ru', 'gmail.com'],
  },
  pakistani: {
    weight: 8,
    male: list('Usman|Bilal|Hamza|Imran|Faisal|Asad'),
    female: list('Ayesha|Sana|Hira|Zainab|Mahnoor'),
    last: list('Tariq|Siddiqui|Qureshi|Malik|Chaudhry|Butt|Sheikh'),
    resident: 0.8,
    home: ['92', '3#########'],
  },
  egyptian: {
    weight: 6,
    male: list('Omar|Mostafa|Karim|Youssef|Ahmed|Tamer'),
    female: list('Nour|Yasmin|Mona|Salma|Dina'),
    last: list('Hassan|El Sayed|Mahmoud|Fathy|Abdelrahman|Farouk'),
    resident: 0.7,
    home: ['20', '10########'],
  },
  lebanese: {
    weight: 5,
    male: list('Karim|Rami|Georges|Fadi|Tarek|Ziad'),
    female: list('Rania|Maya|Lea|Nadine|Joelle|Carla'),
    last: list('Haddad|Khoury|Nassar|Saliba|Aoun|Frem|Azar'),
    resident: 0.6,
    home: ['961', '3######'],
  },
  german: {
    weight: 4,
    male: list('Lukas|Jonas|Felix|Maximilian|Tobias'),
    female: list('Lena|Hannah|Laura|Sophie|Anna'),
    last: list('Becker|Schmidt|Wagner|Hoffmann|Schneider|Keller'),
    resident: 0.3,
    home: ['49', '15#########'],
    domains: ['gmx.de', 'web.de', 'gmail.com'],
  },
  chinese: {
    weight: 5,
    male: list('Wei|Hao|Jun|Lei|Chen'),
    female: list('Na|Xin|Mei|Yan|Ying'),
    last: list('Zhang|Wang|Li|Liu|Chen|Huang|Zhou'),
    resident: 0.4,
    home: ['86', '13#########'],
    domains: ['qq.com', '163.com', 'gmail.com'],
  },
  saudi: {
    weight: 7,
    male: list('Abdullah|Faisal|Turki|Nasser|Fahad'),
    female: list('Reem|Sara|Lama|Nouf'),
    last: list('Al Qahtani|Al Otaibi|Al Harbi|Al Ghamdi|Al Dosari|Al Shehri'),
    resident: 0.2,
    home: ['966', '5########'],
  },
};

const EMAIL_DOMAINS = [
  'gmail.com',
  'gmail.com',
  'gmail.com',
  'outlook.com',
  'hotmail.com',
  'yahoo.com',
  'icloud.com',
];

const REJECTION_REASONS = [
  'The photos show a different car from the one described. Please upload photos of this vehicle.',
  'The day price looks wrong for this model. Please check the price and submit again.',
  'The model year does not match the registration card. Please correct the year.',
  'Please remove the phone number from the description: contact details come from your company profile.',
];

// ---------------------------------------------------------------------------------------------

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const UAE_MOBILE_PREFIXES = ['50', '52', '54', '55', '56', '58'];

const asciiWord = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');

function roundPrice(value: number): number {
  if (value < 300) return Math.max(5, Math.round(value / 5) * 5);
  if (value < 1000) return Math.round(value / 10) * 10;
  return Math.round(value / 50) * 50;
}

function formatAed(value: number): string {
  return value.toLocaleString('en-US');
}

function areaOf(slug: string): Area {
  const area = AREAS.find((a) => a.slug === slug);
  if (!area) throw new Error(`Unknown area ${slug}`);
  return area;
}

class Generator {
  private readonly f: Faker;
  private readonly phones = new Set<string>();

  constructor(seed: number) {
    this.f = new Faker({ locale: [en], seed });
  }

  int(min: number, max: number): number {
    return this.f.number.int({ min, max });
  }

  chance(probability: number): boolean {
    return this.f.datatype.boolean({ probability });
  }

  pick<T>(items: readonly T[]): T {
    return this.f.helpers.arrayElement(items);
  }

  shuffle<T>(items: readonly T[]): T[] {
    return this.f.helpers.shuffle([...items]);
  }

  weighted<T>(items: ReadonlyArray<readonly [T, number]>): T {
    return this.f.helpers.weightedArrayElement(
      items.filter(([, w]) => w > 0).map(([value, weight]) => ({ value, weight })),
    );
  }

  digits(pattern: string): string {
    return pattern.replace(/#/g, () => String(this.int(0, 9)));
  }

  uaeMobile(): string {
    return `+971${this.pick(UAE_MOBILE_PREFIXES)}${this.digits('#######')}`;
  }

  uniqueUaeMobile(): string {
    for (;;) {
      const phone = this.uaeMobile();
      if (!this.phones.has(phone)) {
        this.phones.add(phone);
        return phone;
      }
    }
  }

  person(originWeights?: Partial<Record<string, number>>) {
    const key = this.weighted(
      Object.entries(ORIGINS).map(
        ([k, o]) => [k, originWeights ? (originWeights[k] ?? 0) : o.weight] as const,
      ),
    );
    const origin = ORIGINS[key] as Origin;
    const female = this.chance(0.42);
    const first = this.pick(female ? origin.female : origin.male);
    const baseLast = this.pick(origin.last);
    const last = female && origin.femaleLast ? origin.femaleLast(baseLast) : baseLast;
    const resident = this.chance(origin.resident);
    const phone = resident ? this.uaeMobile() : `+${origin.home[0]}${this.digits(origin.home[1])}`;
    const domain = this.pick(origin.domains ?? EMAIL_DOMAINS);
    const a = asciiWord(first);
    const b = asciiWord(last);
    const local = this.weighted([
      [`${a}.${b}`, 4],
      [`${a}${b}${this.int(1, 99)}`, 3],
      [`${a.charAt(0)}${b}`, 2],
      [`${a}_${b}${this.int(80, 99)}`, 1],
    ]);
    return { name: `${first} ${last}`, email: `${local}@${domain}`, phone };
  }

  /** A moment `daysAgo` (fractional allowed) before the base date, at a business-ish hour. */
  daysAgo(days: number): Date {
    const day = Math.floor(days);
    const hour = this.int(4, 18); // 08:00–22:00 in the UAE (UTC+4)
    const minute = this.int(0, 59);
    const base = DEMO_BASE_DATE.getTime() - day * DAY_MS;
    const dayStart = base - (base % DAY_MS);
    const at = dayStart + hour * HOUR_MS + minute * 60_000;
    // Never after the base date: a moment later "today" moves to the day before.
    return new Date(at > DEMO_BASE_DATE.getTime() ? at - DAY_MS : at);
  }
}

interface CarDraft {
  type: CarType;
  spec: ModelSpec;
}

// prettier-ignore
const COLOR_WEIGHTS: Record<'plain' | 'suv' | 'luxury' | 'sporty' | 'electric', Partial<Record<CarColorSlug, number>>> = {
  plain: { white: 35, silver: 18, grey: 12, black: 10, blue: 6, red: 6, beige: 6, brown: 3, burgundy: 2, green: 1, orange: 1 },
  suv: { white: 30, black: 25, grey: 12, silver: 10, beige: 8, blue: 5, brown: 4, green: 3, burgundy: 2, red: 1 },
  luxury: { black: 40, white: 25, silver: 10, grey: 10, burgundy: 8, blue: 5, beige: 2 },
  sporty: { red: 18, yellow: 14, orange: 12, black: 14, white: 12, blue: 10, green: 8, grey: 8, silver: 4 },
  electric: { white: 35, black: 20, grey: 15, silver: 10, blue: 12, red: 8 },
};

function palette(type: CarType) {
  const key =
    type === 'suv'
      ? 'suv'
      : type === 'luxury'
        ? 'luxury'
        : type === 'sports' || type === 'convertible'
          ? 'sporty'
          : type === 'electric'
            ? 'electric'
            : 'plain';
  return Object.entries(COLOR_WEIGHTS[key]) as Array<[CarColorSlug, number]>;
}

const TYPE_SENTENCES: Record<CarType, readonly string[]> = {
  economy: [
    'An easy, fuel-efficient car for getting around {place}, simple to park and cool inside even in August.',
    'Economical and reliable: the {model} is a favourite for daily commutes and errands around {place}.',
    'Low running costs, cold air conditioning and room for four adults make it a smart everyday choice.',
  ],
  sedan: [
    'A comfortable {seats}-seat sedan for business trips, airport runs and family drives around {place}.',
    'Smooth on Sheikh Zayed Road and quiet in traffic, with space for luggage in a large boot.',
    'Apple CarPlay, cruise control and a roomy back seat make long drives between the emirates easy.',
  ],
  suv: [
    '{seats} seats and plenty of room for luggage: ideal for family trips and weekend drives to Hatta or Jebel Jais.',
    'High driving position, strong air conditioning and {hp} hp for confident drives in the city and beyond.',
    'A capable SUV for the school run, the mall and the desert road alike.',
  ],
  sports: [
    '{hp} hp for an unforgettable drive along Sheikh Zayed Road or up Jebel Jais.',
    'Pure driving pleasure: sharp handling, a soundtrack to match and heads turning on every boulevard.',
    'Make the weekend special in a car built for the driver, delivered to your hotel or home.',
  ],
  luxury: [
    'Arrive in style: a hand-finished cabin, massaging seats and a whisper-quiet ride.',
    'The choice for VIP guests, weddings and business meetings, with every comfort on board.',
    'First-class comfort for the back seat and effortless power for the driver.',
  ],
  convertible: [
    'Roof down along Jumeirah Beach Road: made for the cooler months and evening drives in {place}.',
    'Open-top driving with {hp} hp and four seats, perfect for a weekend on the coast.',
    'The roof folds away in seconds, turning every drive into a sightseeing tour.',
  ],
  electric: [
    'Fully electric: silent, instant torque and free charging at many malls across the UAE.',
    'Zero emissions and low running costs, delivered fully charged with a charging card on request.',
    'Autopilot-style driver assistance and a quiet cabin make city driving relaxing.',
  ],
  van: [
    '{seats} seats for groups, airport runs, events and staff transport.',
    'Plenty of room for passengers and luggage, with air conditioning for every row.',
    'A practical people carrier for family holidays and corporate shuttles around {place}.',
  ],
};

/** Build every row of the demo market. Pure: the same seed always gives the same rows. */
export function generateDemoMarket(seed: number = DEFAULT_DEMO_SEED): DemoMarket {
  const g = new Generator(seed);
  const users: DemoUserRow[] = [];
  const companies: DemoCompanyRow[] = [];
  const cars: DemoCarRow[] = [];
  const images: DemoImageRow[] = [];
  const leads: DemoLeadRow[] = [];

  const addUser = (email: string, role: Role, name: string, createdAt: Date): number => {
    users.push({
      email,
      role,
      name,
      status: 'active',
      created_at: createdAt,
      updated_at: createdAt,
    });
    return users.length - 1;
  };

  addUser(DEMO_ACCOUNTS.admin.email, 'admin', DEMO_ACCOUNTS.admin.name, g.daysAgo(720));
  addUser(DEMO_ACCOUNTS.writer.email, 'writer', DEMO_ACCOUNTS.writer.name, g.daysAgo(400));
  const demoVendorIndex = addUser(
    DEMO_ACCOUNTS.vendor.email,
    'vendor',
    DEMO_ACCOUNTS.vendor.name,
    g.daysAgo(365),
  );

  const ownerOrigins = {
    emirati: 20,
    indian: 18,
    pakistani: 10,
    lebanese: 8,
    egyptian: 6,
    british: 4,
    russian: 2,
  };
  const specs = [DEMO_COMPANY, ...COMPANIES];
  const fleetProfiles: Profile[] = [];

  specs.forEach((spec, index) => {
    const area = areaOf(spec.area);
    const profile = PROFILES[spec.profile];
    const emirateLabel = EMIRATE_LABELS[area.emirate];
    const isDemo = spec === DEMO_COMPANY;
    const slug = spec.slug ?? slugify(spec.name);
    const domain = slug.replace(/-/g, '');
    const created = g.daysAgo(isDemo ? 360 : g.int(60, 1000));
    const ownerIndex = isDemo
      ? demoVendorIndex
      : addUser(`owner@${domain}.ae`, 'vendor', g.person(ownerOrigins).name, created);
    const verification = spec.verification ?? 'verified';
    const phone = g.uniqueUaeMobile();
    const minimumAge = spec.profile === 'premium' ? g.pick([21, 23, 23]) : profile.minimumAge;
    const place = area.name === emirateLabel ? emirateLabel : `${area.name}, ${emirateLabel}`;
    companies.push({
      ownerIndex,
      name: spec.name,
      slug,
      logo_url: demoLogoUrl(spec.name, g.int(0, LOGO_COLORS.length - 1)),
      description: companyDescription(g, spec, area, emirateLabel),
      emirate: area.emirate,
      area: area.slug,
      address: `${g.pick(['Shop', 'Office', 'Unit', 'Showroom'])} ${g.int(1, 40)}, ${g.pick(list(ADDRESSES[area.slug] ?? 'Main Road'))}, ${place}`,
      phone,
      whatsapp: g.chance(0.7) ? phone : g.uniqueUaeMobile(),
      email: `bookings@${domain}.ae`,
      website: null,
      verification_status: verification,
      status: spec.suspended ? 'suspended' : 'active',
      rating: g.int(38, 50) / 10,
      review_count: g.int(10, 900),
      minimum_driver_age: minimumAge,
      deposit_policy: depositPolicy(g, spec.profile),
      licences_accepted: g.pick(LICENCE_TEXTS),
      verified_at:
        verification === 'verified' ? new Date(created.getTime() + g.int(3, 20) * DAY_MS) : null,
      created_at: created,
      updated_at: created,
    });
    fleetProfiles[index] = spec.profile;
  });

  // Cars
  companies.forEach((company, companyIndex) => {
    const profileName = fleetProfiles[companyIndex] as Profile;
    const profile = PROFILES[profileName];
    const isDemo = company.slug === DEMO_VENDOR_COMPANY_SLUG;
    const size = isDemo ? 25 : g.int(profile.fleet[0], profile.fleet[1]);
    const demoStatuses = isDemo ? demoVendorStatuses() : [];
    const area = areaOf(company.area);
    for (let i = 0; i < size; i++) {
      const draft = pickModel(g, profile);
      const forced = demoStatuses[i];
      const car = buildCar(g, draft, company, companyIndex, profile, profileName, area, forced);
      cars.push(car);
      const carIndex = cars.length - 1;
      const imageCount = g.weighted([
        [1, 65],
        [2, 20],
        [3, 15],
      ] as const);
      const colorSlug = CAR_COLORS.find((c) => c.label === car.color)?.slug ?? 'white';
      const others = g.shuffle(CAR_COLORS.map((c) => c.slug).filter((slug) => slug !== colorSlug));
      [colorSlug, ...others].slice(0, imageCount).forEach((slug, position) => {
        images.push({
          carIndex,
          url: demoCarImageUrl(car.car_type, slug),
          width: DEMO_IMAGE_SIZE.width,
          height: DEMO_IMAGE_SIZE.height,
          position,
          created_at: car.created_at,
        });
      });
    }
  });

  ensureFeaturedInEveryType(g, cars, companies);

  // Leads: about 40 for the demo vendor (every status and method), 260 across the market.
  const publicCars = cars
    .map((car, index) => ({ car, index }))
    .filter(
      ({ car }) =>
        car.status === 'approved' &&
        car.active &&
        companies[car.companyIndex]?.status === 'active' &&
        companies[car.companyIndex]?.slug !== DEMO_VENDOR_COMPANY_SLUG,
    );
  const demoCompanyIndex = companies.findIndex((c) => c.slug === DEMO_VENDOR_COMPANY_SLUG);
  const demoCars = cars
    .map((car, index) => ({ car, index }))
    .filter(({ car }) => car.companyIndex === demoCompanyIndex && car.status === 'approved');
  for (let i = 0; i < 40; i++) {
    const pickCar = g.pick(demoCars);
    const combo = i < 12 ? { status: LEAD_ORDER[i % 4], method: METHOD_ORDER[i % 3] } : null;
    leads.push(buildLead(g, pickCar.car, pickCar.index, combo));
  }
  for (let i = 0; i < 260; i++) {
    const pickCar = g.pick(publicCars);
    leads.push(buildLead(g, pickCar.car, pickCar.index, null));
  }
  leads.sort((a, b) => a.created_at.getTime() - b.created_at.getTime());

  return { users, companies, cars, images, leads };
}

const LEAD_ORDER: readonly LeadStatus[] = ['new', 'contacted', 'won', 'lost'];
const METHOD_ORDER: readonly ContactMethod[] = ['whatsapp', 'email', 'phone'];

const LICENCE_TEXTS = [
  'UAE driving licence; GCC licences; visitors from the US, UK, EU, Canada, Australia and Japan with their home licence; others with an international driving permit.',
  'UAE licence for residents; home licence plus an international driving permit for visitors.',
  'UAE and GCC licences; tourists with an international driving permit, passport and visit visa.',
  'UAE driving licence held for at least one year; visitors with a home licence and international driving permit.',
];

function depositPolicy(g: Generator, profile: Profile): string {
  switch (profile) {
    case 'budget':
    case 'monthly':
      return g.pick([
        'No deposit on economy cars; AED 1,000 refundable deposit on SUVs and vans, returned within 14 days.',
        'AED 500–1,000 refundable deposit by card pre-authorisation; no deposit on monthly contracts.',
        'No deposit for UAE residents; visitors pay AED 1,000, refunded 14 days after return.',
      ]);
    case 'premium':
      return 'AED 3,000–5,000 refundable deposit by credit card pre-authorisation, released 21 days after return to cover Salik and fines.';
    case 'supercar':
      return 'AED 5,000–15,000 refundable deposit by credit card, released 21–30 days after return once traffic fines are cleared.';
    case 'chauffeur':
      return 'No deposit for chauffeur-driven bookings; self-drive cars need a refundable AED 2,000 deposit.';
    case 'ev':
      return 'AED 1,500 refundable deposit; no deposit on monthly plans.';
    case 'offroad':
      return 'AED 2,000 refundable deposit. Off-road damage is not covered by the insurance.';
    case 'vans':
      return 'AED 1,000 refundable deposit; none for corporate monthly contracts.';
    default:
      return 'Refundable deposit from AED 1,000 (economy) to AED 5,000 (sports cars) by card pre-authorisation, released 14–21 days after return.';
  }
}

function companyDescription(g: Generator, spec: CompanySpec, area: Area, emirate: string): string {
  const { name } = spec;
  const where = area.name === emirate ? emirate : `${area.name}, ${emirate}`;
  switch (spec.profile) {
    case 'budget':
      return `${name} rents affordable, well-maintained cars from its office in ${where}. Choose from economy sedans, family SUVs and minivans by the day, week or month, with insurance included and no hidden fees.${g.chance(0.5) ? ` Free delivery anywhere in ${emirate}.` : ''}`;
    case 'general':
      return `${name} is a family-run rental company in ${where} with a fleet that runs from everyday sedans to sports cars and SUVs. We deliver to hotels, homes and the airport across ${emirate}, and every car comes with comprehensive insurance and 24/7 roadside assistance.`;
    case 'premium':
      return `${name} offers premium and luxury cars in ${where}: Range Rover, Mercedes-Benz, BMW, Porsche and more, none older than three years. Delivery and collection are free anywhere in ${emirate}, with a personal handover by our team.`;
    case 'supercar':
      return `${name} specialises in supercars and exotic cars: Lamborghini, Ferrari, Rolls-Royce and Porsche, kept in showroom condition in ${where}. Drivers must be 25 or older, and the refundable deposit is released after the return once fines are cleared.`;
    case 'chauffeur':
      return `${name} provides chauffeur-driven cars in ${emirate}: airport transfers, hourly hire and event transport in luxury saloons, SUVs and vans. Our drivers are licensed, multilingual and know the city inside out.`;
    case 'monthly':
      return `${name} focuses on long-term rental for residents of ${emirate}, with monthly prices that include insurance, maintenance and a replacement car. Based in ${where}, we also rent by the day and the week.`;
    case 'ev':
      return `${name} is a specialist in electric car rental, from the Tesla Model 3 to the Porsche Taycan. Every car is delivered fully charged from our base in ${where}, and we show you how to use public chargers across the UAE.`;
    case 'offroad':
      return `${name} rents 4x4s and large SUVs ready for the desert and the mountains, from the Nissan Patrol to the Land Rover Defender. Recovery gear is available on request, with delivery across ${emirate}.`;
    case 'vans':
      return `${name} rents passenger vans and minibuses for groups, staff transport and events, with or without a driver. Monthly contracts for companies are available across ${emirate}.`;
  }
}

/** The demo vendor's 25 listings: mostly approved, some pending, one each rejected/draft/inactive. */
function demoVendorStatuses(): Array<{ status: ListingStatus; active: boolean }> {
  const statuses: Array<{ status: ListingStatus; active: boolean }> = [];
  for (let i = 0; i < 25; i++) statuses.push({ status: 'approved', active: true });
  statuses[3] = { status: 'pending', active: true };
  statuses[9] = { status: 'pending', active: true };
  statuses[17] = { status: 'pending', active: true };
  statuses[12] = { status: 'rejected', active: true };
  statuses[21] = { status: 'draft', active: true };
  statuses[6] = { status: 'approved', active: false };
  return statuses;
}

function pickModel(g: Generator, profile: ProfileSpec): CarDraft {
  const type = g.weighted(Object.entries(profile.types) as Array<[CarType, number]>);
  const all = DEMO_MODELS[type];
  const allowed = all.filter((s) => profile.tiers.includes(s.tier));
  const spec = g.weighted((allowed.length > 0 ? allowed : all).map((s) => [s, s.weight] as const));
  return { type, spec };
}

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
}

function buildCar(
  g: Generator,
  { type, spec }: CarDraft,
  company: DemoCompanyRow,
  companyIndex: number,
  profile: ProfileSpec,
  profileName: Profile,
  area: Area,
  forced: { status: ListingStatus; active: boolean } | undefined,
): DemoCarRow {
  const [trim, hp] = g.pick(spec.trims);
  const year = g.weighted(
    [2021, 2022, 2023, 2024, 2025, 2026]
      .filter((y) => y >= (spec.fromYear ?? 2021))
      .map((y) => [y, y <= 2022 ? 1 : y === 2026 ? 2 : 3] as const),
  );
  const brandLabel = BRAND_LABELS[spec.brand];
  const name = [brandLabel, spec.model, trim].filter(Boolean).join(' ');
  const title = g.chance(0.7) ? `${year} ${name}` : `${brandLabel} ${spec.model} ${year}`;
  const exotic = spec.tier === 'exotic';
  const performance = exotic || type === 'sports' || hp >= 550;

  const day = roundPrice(g.int(spec.price[0], spec.price[1]));
  const week = g.chance(0.6) ? Math.round((day * g.int(55, 65)) / 100) * 10 : null;
  const monthShare = exotic ? Math.min(profile.monthlyShare, 0.25) : profile.monthlyShare;
  const monthStep = day * 20 >= 10_000 ? 100 : 50;
  const month = g.chance(monthShare)
    ? Math.round((day * g.int(18, 22)) / monthStep) * monthStep
    : null;

  const driverChance =
    profile.withDriver > 0
      ? profile.withDriver
      : {
          luxury: 0.42,
          van: 0.45,
          suv: 0.13,
          sedan: 0.06,
          electric: 0.04,
          economy: 0.01,
          sports: 0,
          convertible: 0.02,
        }[type];
  const withDriver = g.chance(driverChance);
  const services: Service[] = withDriver
    ? SERVICES.filter((s) =>
        s === 'transfer'
          ? true
          : g.chance(
              {
                airport: 0.7,
                transfer: 1,
                safe: 0.3,
                hourly: 0.6,
                valet: type === 'luxury' ? 0.4 : 0.1,
              }[s],
            ),
      )
    : g.chance(0.25)
      ? ['airport']
      : [];

  const noDeposit = g.chance(exotic ? 0.05 : spec.tier === 'premium' ? 0.2 : 0.42);
  const deposit = noDeposit
    ? 0
    : exotic
      ? g.int(5, 15) * 1000
      : spec.tier === 'premium'
        ? g.int(6, 10) * 500
        : type === 'suv' || type === 'sports' || type === 'convertible'
          ? g.int(3, 6) * 500
          : g.int(2, 6) * 250;
  const kmPerDay = performance
    ? g.pick([150, 200, 200, 250])
    : g.weighted([
        [250, 70],
        [200, 15],
        [300, 15],
      ] as const);
  const kmPerMonth = g.weighted([
    [4500, 70],
    [3000, 15],
    [5000, 15],
  ] as const);
  const extraKm = exotic
    ? g.pick([10, 15, 20, 25])
    : spec.tier === 'premium'
      ? g.pick([2, 3, 4, 5])
      : spec.tier === 'mid'
        ? g.pick([1, 1.5, 2])
        : g.pick([0.5, 0.75, 1]);

  const status: ListingStatus =
    forced?.status ??
    g.weighted([
      ['approved', 920],
      ['pending', 50],
      ['rejected', 15],
      ['draft', 15],
    ] as const);
  const active = forced?.active ?? (status === 'approved' ? g.chance(0.97) : true);
  const ageDays =
    status === 'pending'
      ? g.int(0, 10)
      : status === 'draft'
        ? g.int(0, 20)
        : status === 'rejected'
          ? g.int(5, 40)
          : g.int(
              2,
              Math.max(
                3,
                Math.floor((DEMO_BASE_DATE.getTime() - company.created_at.getTime()) / DAY_MS) - 5,
              ),
            );
  const created = g.daysAgo(ageDays);
  const approvedAt =
    status === 'approved'
      ? new Date(Math.min(created.getTime() + g.int(2, 48) * HOUR_MS, DEMO_BASE_DATE.getTime()))
      : null;
  const color = g.weighted(palette(type));
  const colorLabel = CAR_COLORS.find((c) => c.slug === color)?.label ?? 'White';

  const place = area.name;
  const values = { place, model: `${brandLabel} ${spec.model}`, seats: spec.seats, hp };
  const sentences = [
    fill(g.pick(TYPE_SENTENCES[type]), values),
    deposit === 0
      ? `No security deposit, ${kmPerDay} km a day included${g.chance(0.9) ? ' and comprehensive insurance' : ''}.`
      : `Refundable deposit of AED ${formatAed(deposit)}; ${kmPerDay} km a day included.`,
  ];
  if (withDriver)
    sentences.push(
      'Available with a professional chauffeur for airport transfers and hourly hire.',
    );
  else if (g.chance(0.5))
    sentences.push(`Free delivery anywhere in ${EMIRATE_LABELS[company.emirate]}.`);

  return {
    companyIndex,
    title,
    description: sentences.join(' '),
    brand: spec.brand,
    model: spec.model,
    year,
    car_type: type,
    emirate: company.emirate,
    color: colorLabel,
    price_per_day: day,
    price_per_week: week,
    price_per_month: month,
    horsepower: hp,
    seats: spec.seats,
    transmission: spec.manual && g.chance(0.2) ? 'manual' : 'automatic',
    with_driver: withDriver,
    services,
    security_deposit: deposit,
    km_per_day: kmPerDay,
    km_per_month: kmPerMonth,
    extra_km_charge: extraKm,
    minimum_driver_age: Math.max(company.minimum_driver_age, performance ? 25 : 21),
    salik_charge: g.chance(0.8) ? 5 : 4,
    insurance_included: g.chance(0.92),
    status,
    rejection_reason: status === 'rejected' ? g.pick(REJECTION_REASONS) : null,
    featured: status === 'approved' && active && g.chance(featuredChance(type, profileName)),
    active,
    approved_at: approvedAt,
    created_at: created,
    updated_at: approvedAt ?? created,
  };
}

function featuredChance(type: CarType, profile: Profile): number {
  const base = {
    luxury: 0.14,
    sports: 0.14,
    convertible: 0.12,
    electric: 0.1,
    suv: 0.08,
    van: 0.05,
    sedan: 0.05,
    economy: 0.05,
  }[type];
  return (profile === 'supercar' || profile === 'premium' ? 1.4 : 1.2) * base;
}

function ensureFeaturedInEveryType(g: Generator, cars: DemoCarRow[], companies: DemoCompanyRow[]) {
  const types = new Set(cars.filter((c) => c.featured).map((c) => c.car_type));
  for (const type of Object.keys(DEMO_MODELS) as CarType[]) {
    if (types.has(type)) continue;
    const candidates = cars.filter(
      (c) =>
        c.car_type === type &&
        c.status === 'approved' &&
        c.active &&
        companies[c.companyIndex]?.status === 'active',
    );
    if (candidates.length > 0) g.pick(candidates).featured = true;
  }
}

function buildLead(
  g: Generator,
  car: DemoCarRow,
  carIndex: number,
  combo: { status: LeadStatus | undefined; method: ContactMethod | undefined } | null,
): DemoLeadRow {
  const ageDays = g.int(0, 48);
  const created = g.daysAgo(ageDays);
  const status =
    combo?.status ??
    (ageDays < 2
      ? g.weighted([
          ['new', 85],
          ['contacted', 15],
        ] as const)
      : ageDays < 8
        ? g.weighted([
            ['new', 30],
            ['contacted', 50],
            ['won', 10],
            ['lost', 10],
          ] as const)
        : g.weighted([
            ['new', 8],
            ['contacted', 30],
            ['won', 35],
            ['lost', 27],
          ] as const));
  const method =
    combo?.method ??
    g.weighted([
      ['whatsapp', 55],
      ['phone', 25],
      ['email', 20],
    ] as const);
  const person = g.person();
  const source = g.weighted([
    ['/cars/{carId}', 65],
    ['/cars', 10],
    ['/', 8],
    ['/companies/{companyId}/cars', 7],
    [
      car.emirate === 'dubai' ? `/category/${categoryFor(car)}` : `/cars?emirate=${car.emirate}`,
      10,
    ],
  ] as const);
  const handled = status === 'new' ? 0 : Math.min(ageDays * 24, g.int(1, 30));
  return {
    carIndex,
    companyIndex: car.companyIndex,
    car_title: car.title,
    method,
    name: person.name,
    email: person.email,
    phone: person.phone,
    status,
    source_page: source,
    created_at: created,
    updated_at: new Date(Math.min(created.getTime() + handled * HOUR_MS, DEMO_BASE_DATE.getTime())),
  };
}

function categoryFor(car: DemoCarRow): string {
  if (car.horsepower >= 550) return 'supercar-rental-dubai';
  if (car.price_per_day <= 200) return 'cheap-car-rental-dubai';
  switch (car.car_type) {
    case 'luxury':
      return 'luxury-car-rental-dubai';
    case 'sports':
      return 'sports-car-rental-dubai';
    case 'electric':
      return 'electric-car-rental-dubai';
    case 'convertible':
      return 'convertible-car-rental-dubai';
    case 'van':
      return 'van-rental-dubai';
    case 'suv':
      return 'suv-rental-dubai';
    default:
      return car.price_per_month ? 'monthly-car-rental-dubai' : 'self-drive-car-rental-dubai';
  }
}

// ---------------------------------------------------------------------------------------------
// The vendor workspace of the demo companies: a plan that fits each fleet, how it is paid, and
// the documents behind each verified badge (checked outside the product: no stored file).

/** Plan limits as the plans migration wrote them (ids and listing limits). */
const DEMO_PLAN_LIMITS = [
  ['free', 5],
  ['pro', 50],
  ['premium', 250],
] as const;

/** The smallest plan that leaves room for at least 10 more listings. */
export function demoPlanFor(fleetSize: number): string {
  return (DEMO_PLAN_LIMITS.find(([, limit]) => limit >= fleetSize + 10) ?? DEMO_PLAN_LIMITS[2])[0];
}

const REQUIRED_DEMO_DOCUMENTS = ['trade_licence', 'rta_permit', 'insurance'] as const;

async function seedVendorWorkspace(
  trx: Knex.Transaction,
  market: DemoMarket,
  companyIds: readonly number[],
): Promise<void> {
  const periodStart = new Date(DEMO_BASE_DATE.getTime() - 10 * DAY_MS);
  const periodEnd = new Date(periodStart);
  periodEnd.setUTCMonth(periodEnd.getUTCMonth() + 1);
  for (const [index, company] of market.companies.entries()) {
    const companyId = idAt(companyIds, index, 'company');
    const fleet = market.cars.filter((car) => car.companyIndex === index).length;
    const planId = demoPlanFor(fleet);
    let paymentMethodId: number | null = null;
    if (planId !== 'free') {
      const [row] = (await trx('payment_methods')
        .insert({
          company_id: companyId,
          kind: 'invoice',
          provider: 'manual',
          is_default: true,
          created_at: periodStart,
          updated_at: periodStart,
        })
        .returning('id')) as Array<{ id: number }>;
      paymentMethodId = row!.id;
    }
    await trx('subscriptions').insert({
      company_id: companyId,
      plan_id: planId,
      status: 'active',
      current_period_start: periodStart,
      current_period_end: planId === 'free' ? null : periodEnd,
      payment_method_id: paymentMethodId,
      created_at: periodStart,
      updated_at: periodStart,
    });
    if (company.verification_status !== 'verified' || !company.verified_at) continue;
    const expires = new Date(DEMO_BASE_DATE.getTime() + (300 + index * 7) * DAY_MS);
    await trx('vendor_documents').insert(
      REQUIRED_DEMO_DOCUMENTS.map((kind) => ({
        company_id: companyId,
        kind,
        storage_key: null,
        original_name: `${kind.replace('_', '-')}.pdf`,
        mime: 'application/pdf',
        size: 0,
        expires_on: expires.toISOString().slice(0, 10),
        status: 'approved',
        reviewed_at: company.verified_at,
        created_at: company.created_at,
        updated_at: company.verified_at,
      })),
    );
  }
}

const CHUNK = 500;

async function insertChunked<T extends object>(
  trx: Knex.Transaction,
  table: string,
  rows: readonly T[],
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const inserted = (await trx(table)
      .insert(rows.slice(i, i + CHUNK))
      .returning('id')) as Array<{ id: number }>;
    for (const row of inserted) ids.push(row.id);
  }
  return ids;
}

function idAt(ids: readonly number[], index: number, what: string): number {
  const id = ids[index];
  if (id === undefined) throw new Error(`Demo seed: no ${what} id for index ${index}`);
  return id;
}

/**
 * Insert the demo market into an empty database in one transaction. The demo password is hashed
 * once (argon2id is deliberately slow) and shared by every demo account.
 */
export async function seedDemoData(
  knex: Knex,
  options: { demoPassword: string; seed?: number },
): Promise<DemoCounts> {
  const market = generateDemoMarket(options.seed ?? DEFAULT_DEMO_SEED);
  const passwordHash = await hashPassword(options.demoPassword);
  await knex.transaction(async (trx) => {
    const userIds = await insertChunked(
      trx,
      'users',
      market.users.map((u) => ({ ...u, password_hash: passwordHash, demo: true })),
    );
    const companyIds = await insertChunked(
      trx,
      'companies',
      market.companies.map(({ ownerIndex, ...c }) => ({
        ...c,
        owner_id: idAt(userIds, ownerIndex, 'user'),
      })),
    );
    // Each company's owner account is its team's first owner (core/schemas/team.ts).
    await trx.batchInsert(
      'company_members',
      market.companies.map(({ ownerIndex }, i) => ({
        company_id: idAt(companyIds, i, 'company'),
        user_id: idAt(userIds, ownerIndex, 'user'),
        role: 'owner',
      })),
      CHUNK,
    );
    const carIds = await insertChunked(
      trx,
      'cars',
      market.cars.map(({ companyIndex, ...c }) => ({
        ...c,
        company_id: idAt(companyIds, companyIndex, 'company'),
      })),
    );
    await insertChunked(
      trx,
      'car_images',
      market.images.map(({ carIndex, ...image }) => ({
        ...image,
        car_id: idAt(carIds, carIndex, 'car'),
      })),
    );
    await insertChunked(
      trx,
      'leads',
      market.leads.map(({ carIndex, companyIndex, ...lead }) => {
        const carId = idAt(carIds, carIndex, 'car');
        const companyId = idAt(companyIds, companyIndex, 'company');
        return {
          ...lead,
          car_id: carId,
          company_id: companyId,
          source_page: lead.source_page
            .replace('{carId}', String(carId))
            .replace('{companyId}', String(companyId)),
        };
      }),
    );
    await seedVendorWorkspace(trx, market, companyIds);
    const userIdOf = (email: string) =>
      idAt(
        userIds,
        market.users.findIndex((u) => u.email === email),
        'user',
      );
    await seedDemoBlog(trx, {
      adminId: userIdOf(DEMO_ACCOUNTS.admin.email),
      writerId: userIdOf(DEMO_ACCOUNTS.writer.email),
      baseDate: DEMO_BASE_DATE,
    });
  });
  return {
    users: market.users.length,
    companies: market.companies.length,
    cars: market.cars.length,
    images: market.images.length,
    leads: market.leads.length,
  };
}
