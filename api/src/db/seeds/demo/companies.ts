/** Companies: hand-written names (unique, believable), the area they trade from and their profile. */
import type { CarType, VerificationStatus } from '@core/enums';
import type { Tier } from './models';
import { DEMO_VENDOR_COMPANY_SLUG } from './rows';

export type Profile =
  | 'budget'
  | 'general'
  | 'premium'
  | 'supercar'
  | 'chauffeur'
  | 'monthly'
  | 'ev'
  | 'offroad'
  | 'vans';

export interface ProfileSpec {
  types: Partial<Record<CarType, number>>;
  tiers: readonly Tier[];
  fleet: readonly [number, number];
  minimumAge: number;
  withDriver: number;
  monthlyShare: number;
}

export const PROFILES: Record<Profile, ProfileSpec> = {
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

export interface CompanySpec {
  name: string;
  area: string;
  profile: Profile;
  verification?: VerificationStatus;
  suspended?: boolean;
  slug?: string;
}

export const DEMO_COMPANY: CompanySpec = {
  name: 'Demo Drive Rent a Car',
  area: 'al-barsha',
  profile: 'general',
  slug: DEMO_VENDOR_COMPANY_SLUG,
};

export const COMPANIES: readonly CompanySpec[] = [
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
export const ADDRESSES: Record<string, string> = {
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
