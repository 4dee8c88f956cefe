/** The seeded randomness of the demo market: the one module that loads faker. */
import { Faker, en } from '@faker-js/faker';
import { AREAS, type Area } from '@core/catalogue/areas';
import type { Origin } from './people';
import { EMAIL_DOMAINS, ORIGINS } from './people';

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;
const UAE_MOBILE_PREFIXES = ['50', '52', '54', '55', '56', '58'];

const asciiWord = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');

export function roundPrice(value: number): number {
  if (value < 300) return Math.max(5, Math.round(value / 5) * 5);
  if (value < 1000) return Math.round(value / 10) * 10;
  return Math.round(value / 50) * 50;
}

export function formatAed(value: number): string {
  return value.toLocaleString('en-US');
}

export function areaOf(slug: string): Area {
  const area = AREAS.find((a) => a.slug === slug);
  if (!area) throw new Error(`Unknown area ${slug}`);
  return area;
}

export class Generator {
  private readonly f: Faker;
  private readonly phones = new Set<string>();

  /** `base`: the demo's base date (rows.ts `demoBaseDate`), for generators that date rows. */
  constructor(
    seed: number,
    private readonly base?: Date,
  ) {
    this.f = new Faker({ locale: [en], seed });
  }

  /** The moment `daysAgo` counts back from. */
  get baseDate(): Date {
    if (!this.base) throw new Error('This demo generator was made without a base date');
    return this.base;
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
    const base = this.baseDate.getTime() - day * DAY_MS;
    const dayStart = base - (base % DAY_MS);
    const at = dayStart + hour * HOUR_MS + minute * 60_000;
    // Never after the base date: a moment later "today" moves to the day before.
    return new Date(at > this.baseDate.getTime() ? at - DAY_MS : at);
  }
}
