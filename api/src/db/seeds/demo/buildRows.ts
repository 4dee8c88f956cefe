/** The rows of one company, car and lead of the demo market, and their helpers. */
import {
  BRAND_LABELS,
  EMIRATE_LABELS,
  SERVICES,
  type CarType,
  type ContactMethod,
  type LeadStatus,
  type ListingStatus,
  type Service,
} from '@core/enums';
import type { Area } from '@core/catalogue/areas';
import { CAR_COLORS } from '../../../media/demoArt';
import type { CarDraft } from './carTexts';
import { TYPE_SENTENCES, palette } from './carTexts';
import type { CompanySpec, Profile, ProfileSpec } from './companies';
import type { Generator } from './generator';
import { DAY_MS, HOUR_MS, formatAed, roundPrice } from './generator';
import { DEMO_MODELS } from './models';
import { REJECTION_REASONS } from './people';
import type { DemoCarRow, DemoCompanyRow, DemoLeadRow } from './rows';

export const LEAD_ORDER: readonly LeadStatus[] = ['new', 'contacted', 'won', 'lost'];
export const METHOD_ORDER: readonly ContactMethod[] = ['whatsapp', 'email', 'phone'];

export const LICENCE_TEXTS = [
  'UAE driving licence; GCC licences; visitors from the US, UK, EU, Canada, Australia and Japan with their home licence; others with an international driving permit.',
  'UAE licence for residents; home licence plus an international driving permit for visitors.',
  'UAE and GCC licences; tourists with an international driving permit, passport and visit visa.',
  'UAE driving licence held for at least one year; visitors with a home licence and international driving permit.',
];

export function depositPolicy(g: Generator, profile: Profile): string {
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

export function companyDescription(
  g: Generator,
  spec: CompanySpec,
  area: Area,
  emirate: string,
): string {
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
export function demoVendorStatuses(): Array<{ status: ListingStatus; active: boolean }> {
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

export function pickModel(g: Generator, profile: ProfileSpec): CarDraft {
  const type = g.weighted(Object.entries(profile.types) as Array<[CarType, number]>);
  const all = DEMO_MODELS[type];
  const allowed = all.filter((s) => profile.tiers.includes(s.tier));
  const spec = g.weighted((allowed.length > 0 ? allowed : all).map((s) => [s, s.weight] as const));
  return { type, spec };
}

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
}

export function buildCar(
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
                Math.floor((g.baseDate.getTime() - company.created_at.getTime()) / DAY_MS) - 5,
              ),
            );
  const created = g.daysAgo(ageDays);
  const approvedAt =
    status === 'approved'
      ? new Date(Math.min(created.getTime() + g.int(2, 48) * HOUR_MS, g.baseDate.getTime()))
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
    // Filled for the companies that write in Arabic (market.ts, demo/arabicTexts.ts).
    title_ar: null,
    description_ar: null,
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

export function ensureFeaturedInEveryType(
  g: Generator,
  cars: DemoCarRow[],
  companies: DemoCompanyRow[],
) {
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

export function buildLead(
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
    updated_at: new Date(Math.min(created.getTime() + handled * HOUR_MS, g.baseDate.getTime())),
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
