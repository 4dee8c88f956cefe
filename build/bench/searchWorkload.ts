/**
 * The long tail of catalogue searches, for `npm run bench:search`: thousands of distinct /cars
 * searches drawn with a fixed seed from core's enums and catalogue (types, emirates, brands,
 * services, budgets, landing pages, locations, deposits, driver ages, every sort, deep pages),
 * free text with typos and prefixes, and some that find nothing; one in five with trip dates
 * (`from`, `to`: 1 to 14 days within the next 300, which leaves out the cars blocked then). Same
 * list on every run of a day (the dates count from today).
 */
import { CATEGORY_SLUGS } from '../../core/catalogue/categories';
import { LOCATION_PAGES } from '../../core/catalogue/locations';
import { BRANDS, CAR_TYPES, EMIRATES, SERVICES } from '../../core/enums';
import { CAR_LISTING_TYPES, CAR_SORTS } from '../../core/rules/carSearchParams';

function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  return {
    next,
    pick: <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!,
  };
}

/** Words renters type: brands and models, whole, cut short, or with a letter dropped or doubled. */
const TEXT_WORDS = [
  ...BRANDS.map((brand) => brand.replace('-', ' ')),
  'camry',
  'land cruiser',
  'patrol',
  'range rover',
  'g 63',
  'huracan',
  'urus',
  'model 3',
  'x5',
  'corolla',
  'mustang',
  'cayenne',
];

function misspell(word: string, random: ReturnType<typeof seeded>): string {
  const kind = random.next();
  if (word.length < 5 || kind < 0.4) return word;
  const at = 1 + Math.floor(random.next() * (word.length - 2));
  if (kind < 0.6) return word.slice(0, Math.max(3, at)); // a prefix
  if (kind < 0.8) return word.slice(0, at) + word.slice(at + 1); // a letter dropped
  return word.slice(0, at) + word[at] + word.slice(at); // a letter doubled
}

/** Searches that find nothing: contradictory filters, or words no listing has. */
function nothingFound(random: ReturnType<typeof seeded>, i: number): string {
  if (i % 2 === 0) return `query=zq${i.toString(36)}xv&sort=${random.pick(CAR_SORTS)}`;
  return `budget=${1 + (i % 9)}&type=${random.pick(CAR_TYPES)}&emirate=${random.pick(EMIRATES)}`;
}

const DAY_MS = 86_400_000;
const dateAhead = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

export function longTailSearches(
  count: number,
  seed = 16,
): { all: string[]; empty: string[]; dated: string[] } {
  const random = seeded(seed);
  const parts: (() => string)[] = [
    () => `type=${random.pick(CAR_LISTING_TYPES)}`,
    () => `carType=${random.pick([...CAR_TYPES, 'driver'])}`,
    () => `emirate=${random.pick(EMIRATES)}`,
    () => `brand=${random.pick(BRANDS)}`,
    () => `service=${random.pick(SERVICES)}`,
    () => `budget=${50 + Math.floor(random.next() * 60) * 50}`,
    () => `category=${encodeURIComponent(random.pick(CATEGORY_SLUGS))}`,
    () => `location=${random.pick(LOCATION_PAGES).slug}`,
    () => 'noDeposit=true',
    () => `driverAge=${18 + Math.floor(random.next() * 10)}`,
    () => `query=${encodeURIComponent(misspell(random.pick(TEXT_WORDS), random))}`,
  ];
  const seen = new Set<string>();
  const empty: string[] = [];
  const dated: string[] = [];
  for (let i = 0; seen.size < count; i += 1) {
    let search: string;
    if (i % 20 === 0) {
      search = nothingFound(random, i);
      empty.push(`/api/cars?${search}`);
    } else {
      const n = Math.floor(random.next() * 4); // 0 to 3 filters
      const params = new Map<string, string>();
      for (let k = 0; k < n; k += 1) {
        const [key, value] = random.pick(parts)().split('=') as [string, string];
        params.set(key, value);
      }
      if (random.next() < 0.6) params.set('sort', random.pick(CAR_SORTS));
      // Mostly the first pages, some deep ones (the listing stops at 10,000 results).
      const r = random.next();
      const page =
        r < 0.5
          ? 1
          : r < 0.8
            ? 2 + Math.floor(random.next() * 5)
            : 1 + Math.floor(random.next() * 400);
      if (page > 1) params.set('page', String(page));
      // From the day after tomorrow: never before today in the UAE, whatever the hour here.
      const withDates = random.next() < 0.2;
      if (withDates) {
        const from = 2 + Math.floor(random.next() * 300);
        params.set('from', dateAhead(from));
        params.set('to', dateAhead(from + 1 + Math.floor(random.next() * 14)));
      }
      search = [...params].map(([key, value]) => `${key}=${value}`).join('&');
      if (withDates && !seen.has(`/api/cars?${search}`)) dated.push(`/api/cars?${search}`);
    }
    seen.add(`/api/cars${search ? `?${search}` : ''}`);
  }
  return { all: [...seen], empty, dated };
}
