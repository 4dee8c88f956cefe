import { demoTripTerms } from './tripTerms';
import { ARABIC_COMPANY_DESCRIPTIONS, arabicCarTexts } from './arabicTexts';
import { slugify } from '@core/rules/slug';
import { EMIRATE_LABELS, type Role } from '@core/enums';
import {
  CAR_COLORS,
  DEMO_IMAGE_SIZE,
  LOGO_COLORS,
  demoCarImageUrl,
  demoLogoUrl,
} from '../../../media/demoArt';
import {
  LEAD_ORDER,
  LICENCE_TEXTS,
  METHOD_ORDER,
  buildCar,
  buildLead,
  companyDescription,
  demoVendorStatuses,
  depositPolicy,
  ensureFeaturedInEveryType,
  pickModel,
} from './buildRows';
import type { Profile } from './companies';
import { ADDRESSES, COMPANIES, DEMO_COMPANY, PROFILES } from './companies';
import { DAY_MS, Generator, areaOf } from './generator';
import { list } from './people';
import type {
  DemoCarRow,
  DemoCompanyRow,
  DemoImageRow,
  DemoLeadRow,
  DemoMarket,
  DemoUserRow,
} from './rows';
import { DEFAULT_DEMO_SEED, DEMO_ACCOUNTS, DEMO_VENDOR_COMPANY_SLUG, demoBaseDate } from './rows';

/**
 * When a demo company awaiting verification asked for it: 1 to 9 days and a few hours before the
 * base date, by its place in the list (no draw of the seed's, so every other row stays as it is).
 */
function askedForVerification(baseDate: Date, index: number): Date {
  return new Date(baseDate.getTime() - (1 + (index % 9)) * DAY_MS - (index % 7) * 3_600_000);
}

/** Every row of the demo market: the seed decides all but the base date (rows.ts `demoBaseDate`). */
export function generateDemoMarket(
  seed: number = DEFAULT_DEMO_SEED,
  baseDate: Date = demoBaseDate(),
): DemoMarket {
  const g = new Generator(seed, baseDate);
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
      description_ar: ARABIC_COMPANY_DESCRIPTIONS[spec.name] ?? null,
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
      trip_terms: JSON.stringify(demoTripTerms(spec.profile, area.emirate)),
      licences_accepted: g.pick(LICENCE_TEXTS),
      verified_at:
        verification === 'verified' ? new Date(created.getTime() + g.int(3, 20) * DAY_MS) : null,
      created_at: created,
      // A company awaiting verification asked for it lately (it is the admin queue's "waiting
      // since"), however long ago it signed up: days, not the years since its sign-up.
      updated_at: verification === 'pending' ? askedForVerification(baseDate, index) : created,
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
      if (company.description_ar) Object.assign(car, arabicCarTexts(car));
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
