/**
 * Project-made images for the demo data: flat side-view car illustrations (one silhouette per
 * car type, any body colour) and monogram company logos. Pure functions returning SVG text; the
 * server answers `/media/demo/cars/{carType}-{color}.svg` and
 * `/media/demo/logos/{initials}-{colorIndex}.svg` with them. No photographs of real cars or
 * real logos: nothing here needs a licence.
 */
import { CAR_TYPES, type CarType } from '@core/enums';

export interface NamedColor {
  slug: string;
  label: string;
  hex: string;
}

/** Body colours of the demo fleet. Slugs are single lowercase words (they appear in URLs). */
export const CAR_COLORS = [
  { slug: 'white', label: 'White', hex: '#f3f4f6' },
  { slug: 'black', label: 'Black', hex: '#1d1f24' },
  { slug: 'silver', label: 'Silver', hex: '#b8bec6' },
  { slug: 'grey', label: 'Grey', hex: '#5f6670' },
  { slug: 'red', label: 'Red', hex: '#c8102e' },
  { slug: 'blue', label: 'Blue', hex: '#1f4e9c' },
  { slug: 'green', label: 'Green', hex: '#2e6b4f' },
  { slug: 'yellow', label: 'Yellow', hex: '#f2b705' },
  { slug: 'orange', label: 'Orange', hex: '#e8641b' },
  { slug: 'brown', label: 'Brown', hex: '#6b4a33' },
  { slug: 'beige', label: 'Beige', hex: '#cdb892' },
  { slug: 'burgundy', label: 'Burgundy', hex: '#6d1a2c' },
] as const satisfies readonly NamedColor[];
export type CarColorSlug = (typeof CAR_COLORS)[number]['slug'];

/** Backgrounds of the monogram logos; a logo URL names one by its index. */
export const LOGO_COLORS = [
  { slug: 'navy', label: 'Navy', hex: '#1e3a8a' },
  { slug: 'teal', label: 'Teal', hex: '#0f766e' },
  { slug: 'crimson', label: 'Crimson', hex: '#b91c1c' },
  { slug: 'emerald', label: 'Emerald', hex: '#047857' },
  { slug: 'purple', label: 'Purple', hex: '#6d28d9' },
  { slug: 'amber', label: 'Amber', hex: '#b45309' },
  { slug: 'slate', label: 'Slate', hex: '#334155' },
  { slug: 'rose', label: 'Rose', hex: '#be185d' },
  { slug: 'ocean', label: 'Ocean', hex: '#0369a1' },
  { slug: 'gold', label: 'Gold', hex: '#a16207' },
] as const satisfies readonly NamedColor[];

export const DEMO_CAR_IMAGE_PREFIX = '/media/demo/cars/';
export const DEMO_LOGO_PREFIX = '/media/demo/logos/';
export const DEMO_IMAGE_SIZE = { width: 800, height: 500 } as const;

const HEX = /^#[0-9a-f]{6}$/i;

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ENTITIES[c] ?? c);
}

export function carColorBySlug(slug: string): NamedColor | undefined {
  return CAR_COLORS.find((c) => c.slug === slug);
}

function isCarType(value: string): value is CarType {
  return (CAR_TYPES as readonly string[]).includes(value);
}

/** Mix a #rrggbb colour towards white (amount > 0) or black (amount < 0). */
function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const a = Math.abs(amount);
  const channel = (i: number) => {
    const v = Number.parseInt(hex.slice(i, i + 2), 16);
    return Math.round(v + (target - v) * a)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

/** The silhouette of one car type; x grows towards the front, y downwards. */
interface Profile {
  /** rear and front extremes */
  x0: number;
  x1: number;
  /** rear and front wheel centres, wheel radius */
  wr: number;
  wf: number;
  r: number;
  /** top of the tail, beltline, nose top, roof */
  tail: number;
  belt: number;
  hood: number;
  roof: number;
  /** x where the rear window meets the body, roof ends (rear, front), windscreen meets the body */
  cRear: number;
  rRear: number;
  rFront: number;
  cFront: number;
  /** rear pillar thickness; window dividers as fractions from rear to front */
  pillar: number;
  dividers: number[];
  open?: boolean;
  rails?: boolean;
  chrome?: boolean;
  spoiler?: boolean;
  intake?: boolean;
  bolt?: boolean;
}

const GROUND = 420;

const PROFILES: Record<CarType, Profile> = {
  economy: {
    x0: 185,
    x1: 615,
    wr: 265,
    wf: 530,
    r: 44,
    tail: 286,
    belt: 288,
    hood: 306,
    roof: 194,
    cRear: 192,
    rRear: 235,
    rFront: 395,
    cFront: 468,
    pillar: 14,
    dividers: [0.5],
  },
  sedan: {
    x0: 120,
    x1: 680,
    wr: 232,
    wf: 562,
    r: 46,
    tail: 280,
    belt: 276,
    hood: 298,
    roof: 196,
    cRear: 248,
    rRear: 322,
    rFront: 452,
    cFront: 522,
    pillar: 18,
    dividers: [0.46],
  },
  luxury: {
    x0: 88,
    x1: 712,
    wr: 212,
    wf: 590,
    r: 50,
    tail: 270,
    belt: 266,
    hood: 288,
    roof: 184,
    cRear: 232,
    rRear: 312,
    rFront: 460,
    cFront: 540,
    pillar: 24,
    dividers: [0.3, 0.62],
    chrome: true,
  },
  sports: {
    x0: 104,
    x1: 700,
    wr: 222,
    wf: 580,
    r: 48,
    tail: 294,
    belt: 300,
    hood: 336,
    roof: 236,
    cRear: 186,
    rRear: 330,
    rFront: 424,
    cFront: 512,
    pillar: 16,
    dividers: [0.32],
    spoiler: true,
    intake: true,
  },
  convertible: {
    x0: 110,
    x1: 692,
    wr: 228,
    wf: 570,
    r: 47,
    tail: 286,
    belt: 286,
    hood: 308,
    roof: 232,
    cRear: 250,
    rRear: 300,
    rFront: 420,
    cFront: 476,
    pillar: 0,
    dividers: [],
    open: true,
  },
  electric: {
    x0: 114,
    x1: 686,
    wr: 232,
    wf: 566,
    r: 47,
    tail: 282,
    belt: 282,
    hood: 312,
    roof: 200,
    cRear: 150,
    rRear: 312,
    rFront: 430,
    cFront: 530,
    pillar: 16,
    dividers: [0.42],
    bolt: true,
  },
  suv: {
    x0: 112,
    x1: 688,
    wr: 238,
    wf: 560,
    r: 54,
    tail: 250,
    belt: 254,
    hood: 262,
    roof: 150,
    cRear: 118,
    rRear: 140,
    rFront: 456,
    cFront: 520,
    pillar: 20,
    dividers: [0.3, 0.64],
    rails: true,
  },
  van: {
    x0: 86,
    x1: 714,
    wr: 196,
    wf: 604,
    r: 48,
    tail: 258,
    belt: 260,
    hood: 282,
    roof: 128,
    cRear: 90,
    rRear: 100,
    rFront: 598,
    cFront: 664,
    pillar: 14,
    dividers: [0.27, 0.55, 0.8],
  },
};

const n = (v: number) => String(Math.round(v));
const pt = (x: number, y: number) => `${n(x)} ${n(y)}`;
const lerp = (a: number, b: number, t: number) => a + (b - a) * t;

function bodyPath(p: Profile, sill: number): string {
  const R = p.r + 7;
  const top = p.open
    ? `L${pt(p.cFront, p.belt)}`
    : `L${pt(p.cRear, p.tail)}Q${pt(lerp(p.cRear, p.rRear, 0.55), p.roof - 2)} ${pt(p.rRear, p.roof)}` +
      `L${pt(p.rFront, p.roof)}Q${pt(lerp(p.rFront, p.cFront, 0.35), p.roof + 2)} ${pt(p.cFront, p.belt)}`;
  return (
    `M${pt(p.x0, sill - 18)}L${pt(p.x0, p.tail + 22)}Q${pt(p.x0, p.tail)} ${pt(p.x0 + 24, p.tail)}` +
    top +
    `Q${pt(lerp(p.cFront, p.x1, 0.55), p.belt + (p.hood - p.belt) * 0.2)} ${pt(p.x1 - 22, p.hood)}` +
    `Q${pt(p.x1 + 2, p.hood + 2)} ${pt(p.x1, p.hood + 28)}L${pt(p.x1, sill - 18)}Q${pt(p.x1, sill)} ${pt(p.x1 - 18, sill)}` +
    `L${pt(p.wf + R, sill)}A${R} ${R} 0 0 0 ${pt(p.wf - R, sill)}` +
    `L${pt(p.wr + R, sill)}A${R} ${R} 0 0 0 ${pt(p.wr - R, sill)}` +
    `L${pt(p.x0 + 18, sill)}Q${pt(p.x0, sill)} ${pt(p.x0, sill - 18)}Z`
  );
}

/** Side glass: the greenhouse inset by the pillars, or a windscreen and headrests when open. */
function windows(p: Profile): string {
  if (p.open) {
    const sx = p.cFront - 8;
    return (
      `<path d="M${pt(sx, p.belt)}L${pt(sx - 44, p.roof)}L${pt(sx - 56, p.roof)}L${pt(sx - 22, p.belt)}Z" fill="url(#g)" stroke="#2b2f36" stroke-width="4"/>` +
      `<rect x="${n(sx - 132)}" y="${n(p.belt - 40)}" width="20" height="42" rx="8" fill="#2b2f36"/>` +
      `<rect x="${n(sx - 220)}" y="${n(p.belt - 36)}" width="20" height="38" rx="8" fill="#2b2f36"/>`
    );
  }
  const h = p.belt - p.roof;
  const yb = p.belt - 6;
  const yt = p.roof + 9;
  const rb = lerp(p.cRear, p.rRear, 6 / h) + p.pillar;
  const rt = lerp(p.rRear, p.cRear, 9 / h) + p.pillar;
  const ft = lerp(p.rFront, p.cFront, 9 / h) - 12;
  const fb = lerp(p.cFront, p.rFront, 6 / h) - 14;
  const glass = `<path d="M${pt(rb, yb)}L${pt(rt, yt)}L${pt(ft, yt)}L${pt(fb, yb)}Z" fill="url(#g)"${p.chrome ? ' stroke="#e5e7eb" stroke-width="3"' : ''}/>`;
  const bars = p.dividers
    .map(
      (t) =>
        `<rect x="${n(lerp(rt, ft, t) - 5)}" y="${n(yt - 2)}" width="10" height="${n(yb - yt + 4)}" fill="#1f2329"/>`,
    )
    .join('');
  return glass + bars;
}

function wheel(x: number, r: number): string {
  const cy = GROUND - r;
  const k = r * 0.42;
  const seg = (2 * Math.PI * k) / 5;
  return (
    `<circle cx="${n(x)}" cy="${n(cy)}" r="${r}" fill="#1c1f24"/>` +
    `<circle cx="${n(x)}" cy="${n(cy)}" r="${n(r * 0.64)}" fill="url(#m)"/>` +
    `<circle cx="${n(x)}" cy="${n(cy)}" r="${n(k)}" fill="none" stroke="#3b4048" stroke-width="${n(r * 0.3)}" stroke-dasharray="${(seg * 0.55).toFixed(1)} ${(seg * 0.45).toFixed(1)}"/>` +
    `<circle cx="${n(x)}" cy="${n(cy)}" r="${n(r * 0.14)}" fill="#9aa1ab"/>`
  );
}

function resolveHex(color: string): string {
  const named = carColorBySlug(color);
  if (named) return named.hex;
  if (HEX.test(color)) return color.toLowerCase();
  throw new Error(`Unknown car colour: ${color}`);
}

/** A flat side view of a car of the given type, 800×500, in a colour slug of CAR_COLORS or #rrggbb. */
export function carSvg({ carType, color }: { carType: CarType; color: string }): string {
  if (!isCarType(carType)) throw new Error(`Unknown car type: ${String(carType)}`);
  const p = PROFILES[carType];
  const hex = resolveHex(color);
  const dark = shade(hex, -0.35);
  const sill = Math.round(GROUND - p.r * 0.62);
  const R = p.r + 7;
  const well = (x: number) =>
    `<path d="M${pt(x - R, sill)}A${R} ${R} 0 0 1 ${pt(x + R, sill)}Z" fill="#16181c"/>`;
  const doorX = p.open
    ? [lerp(p.wr, p.wf, 0.62)]
    : p.dividers.map((t) => lerp(p.rRear, p.rFront, t) + 2);
  const doors = [...doorX, p.cFront - 6]
    .map((x) => `M${pt(x, p.belt + 4)}L${pt(x + 2, sill - 10)}`)
    .join('');
  const handles = doorX
    .map(
      (x) =>
        `<rect x="${n(x - 40)}" y="${n(p.belt + 16)}" width="24" height="6" rx="3" fill="${dark}"/>`,
    )
    .join('');
  const extras = [
    p.rails
      ? `<rect x="${n(p.rRear + 10)}" y="${n(p.roof - 8)}" width="${n(p.rFront - p.rRear - 60)}" height="7" rx="3" fill="#2b2f36"/>`
      : '',
    p.chrome
      ? `<path d="M${pt(p.x0 + 30, p.belt + 40)}L${pt(p.x1 - 40, p.belt + 40)}" stroke="#e5e7eb" stroke-width="3"/>`
      : '',
    p.spoiler
      ? `<path d="M${pt(p.x0 + 4, p.tail - 2)}L${pt(p.x0 + 60, p.tail - 2)}L${pt(p.x0 + 56, p.tail - 12)}L${pt(p.x0 + 2, p.tail - 10)}Z" fill="${dark}"/>`
      : '',
    p.intake
      ? `<path d="M${pt(p.wr + 70, p.belt + 30)}L${pt(p.wr + 130, p.belt + 24)}L${pt(p.wr + 120, p.belt + 56)}L${pt(p.wr + 74, p.belt + 56)}Z" fill="#1c1f24" opacity=".75"/>`
      : '',
    p.bolt
      ? `<path d="M${pt(p.wr + 96, p.belt + 14)}l-18 32h13l-7 26 27-37h-14l8-21z" fill="#0ea5e9" stroke="#fff" stroke-width="2" stroke-linejoin="round"/>`
      : '',
  ].join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f5f8fb"/><stop offset="1" stop-color="#dde4ec"/></linearGradient>` +
    `<linearGradient id="b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(hex, 0.28)}"/><stop offset=".45" stop-color="${hex}"/><stop offset="1" stop-color="${dark}"/></linearGradient>` +
    `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#dcebf5"/><stop offset="1" stop-color="#5d7891"/></linearGradient>` +
    `<radialGradient id="m"><stop offset="0" stop-color="#eef0f3"/><stop offset="1" stop-color="#a9b0b9"/></radialGradient>` +
    `<radialGradient id="s"><stop offset="0" stop-color="#000" stop-opacity=".32"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="800" height="500" fill="url(#bg)"/><rect y="${GROUND - 40}" width="800" height="${500 - GROUND + 40}" fill="#cfd7e0" opacity=".45"/>` +
    `<ellipse cx="${n((p.x0 + p.x1) / 2)}" cy="${GROUND + 2}" rx="${n((p.x1 - p.x0) / 2 + 40)}" ry="20" fill="url(#s)"/>` +
    well(p.wr) +
    well(p.wf) +
    `<path d="${bodyPath(p, sill)}" fill="url(#b)" stroke="${dark}" stroke-width="2" stroke-linejoin="round"/>` +
    windows(p) +
    `<path d="M${pt(p.x0 + 16, sill - 5)}H${n(p.wr - R - 2)}M${pt(p.wr + R + 2, sill - 5)}H${n(p.wf - R - 2)}M${pt(p.wf + R + 2, sill - 5)}H${n(p.x1 - 16)}" stroke="#000" stroke-opacity=".22" stroke-width="9"/>` +
    `<path d="${doors}" stroke="${dark}" stroke-width="2" opacity=".6" fill="none"/>` +
    handles +
    `<path d="M${pt(p.x0 + 22, p.belt + 12)}L${pt(p.x1 - 30, p.belt + 12)}" stroke="#fff" stroke-width="3" opacity=".25"/>` +
    extras +
    `<rect x="${n(p.x1 - 34)}" y="${n(p.hood + 6)}" width="30" height="13" rx="6" fill="#fff7d6" stroke="${dark}"/>` +
    `<rect x="${n(p.x0 - 2)}" y="${n(p.tail + 8)}" width="14" height="18" rx="4" fill="#d81e2c"/>` +
    (p.open ? '' : `<path d="M${pt(p.cFront - 14, p.belt - 2)}l18 -16h12v16z" fill="${dark}"/>`) +
    wheel(p.wr, p.r) +
    wheel(p.wf, p.r) +
    `</svg>`
  );
}

const FILLER_WORDS = new Set([
  'a',
  'an',
  'and',
  'the',
  'of',
  'car',
  'cars',
  'rent',
  'rental',
  'rentals',
  'auto',
  'llc',
  'fze',
  'fzco',
  'co',
  'est',
  'l.l.c',
]);

/** One or two ASCII initials for a monogram: "Marina Star Car Rental" → "MS", "Al Noor & Sons" → "AN". */
export function companyInitials(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9 ]+/g, ' ')
    .split(' ')
    .filter((w) => w.length > 0);
  const meaningful = words.filter((w) => !FILLER_WORDS.has(w.toLowerCase()));
  const chosen = meaningful.length > 0 ? meaningful : words;
  const initials = chosen
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
  return initials || 'CR';
}

/** A square monogram logo (200×200) with the company's initials on a rounded coloured tile. */
export function companyLogoSvg({
  name,
  color,
  initials,
}: {
  name: string;
  color: string;
  /** Overrides the initials derived from the name (the logo route only knows the initials). */
  initials?: string;
}): string {
  if (!HEX.test(color)) throw new Error(`Logo colour must be #rrggbb: ${color}`);
  const text = (initials ?? companyInitials(name)).slice(0, 3);
  const size = text.length >= 3 ? 64 : text.length === 2 ? 82 : 100;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">` +
    `<title>${escapeXml(name)}</title>` +
    `<defs><linearGradient id="l" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(color, 0.18)}"/><stop offset="1" stop-color="${shade(color, -0.22)}"/></linearGradient></defs>` +
    `<rect width="200" height="200" rx="44" fill="url(#l)"/>` +
    `<rect x="12" y="12" width="176" height="176" rx="34" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="3"/>` +
    `<text x="100" y="${n(100 + size * 0.34)}" text-anchor="middle" font-family="Inter, 'Segoe UI', Helvetica, Arial, sans-serif" font-size="${size}" font-weight="700" letter-spacing="2" fill="#fff">${escapeXml(text)}</text>` +
    `<path d="M66 152H134" stroke="#fff" stroke-opacity=".6" stroke-width="5" stroke-linecap="round"/>` +
    `</svg>`
  );
}

export function demoCarImageUrl(carType: CarType, color: CarColorSlug | string): string {
  return `${DEMO_CAR_IMAGE_PREFIX}${carType}-${color}.svg`;
}

function logoColorIndex(index: number): number {
  const count = LOGO_COLORS.length;
  return ((Math.trunc(index) % count) + count) % count;
}

export function demoLogoUrl(name: string, colorIndex: number): string {
  return `${DEMO_LOGO_PREFIX}${companyInitials(name)}-${logoColorIndex(colorIndex)}.svg`;
}

/** The file name of a demo image path, with or without its prefix; null for anything else. */
function fileName(path: string, prefix: string): string | null {
  const rest = path.startsWith(prefix) ? path.slice(prefix.length) : path;
  return rest.includes('/') ? null : rest;
}

/** `/media/demo/cars/suv-red.svg` (or `suv-red.svg`) → `{ carType, color }`; null when unknown. */
export function parseDemoCarImagePath(
  path: string,
): { carType: CarType; color: CarColorSlug } | null {
  const file = fileName(path, DEMO_CAR_IMAGE_PREFIX);
  const match = file ? /^([a-z]+)-([a-z]+)\.svg$/.exec(file) : null;
  if (!match) return null;
  const [, carType = '', color = ''] = match;
  const named = CAR_COLORS.find((c) => c.slug === color);
  if (!isCarType(carType) || !named) return null;
  return { carType, color: named.slug };
}

/** `/media/demo/logos/MS-3.svg` (or `MS-3.svg`) → initials, colour index and hex; null when unknown. */
export function parseDemoLogoPath(
  path: string,
): { initials: string; colorIndex: number; color: string } | null {
  const file = fileName(path, DEMO_LOGO_PREFIX);
  const match = file ? /^([A-Z0-9]{1,3})-(0|[1-9][0-9]?)\.svg$/.exec(file) : null;
  if (!match) return null;
  const [, initials = '', index = ''] = match;
  const colorIndex = Number.parseInt(index, 10);
  const entry = LOGO_COLORS[colorIndex];
  if (!entry) return null;
  return { initials, colorIndex, color: entry.hex };
}
