import { describe, expect, it } from 'vitest';
import { CAR_TYPES } from '@core/enums';
import {
  CAR_COLORS,
  LOGO_COLORS,
  carSvg,
  companyInitials,
  companyLogoSvg,
  demoCarImageUrl,
  demoLogoUrl,
  escapeXml,
  parseDemoCarImagePath,
  parseDemoLogoPath,
} from './demoArt';

const ENTITY = '&(?:amp|lt|gt|quot|apos|#[0-9]+);';
const ATTRIBUTE = new RegExp(`^\\s+([A-Za-z][\\w:-]*)="((?:[^"<&]|${ENTITY})*)"`);
const TEXT = new RegExp(`^(?:[^<&]|${ENTITY})*$`);

/** A small XML well-formedness check: balanced tags, quoted unique attributes, escaped text. */
function assertWellFormed(xml: string): void {
  const stack: string[] = [];
  let rest = xml;
  let root = 0;
  while (rest.length > 0) {
    const lt = rest.indexOf('<');
    const text = lt === -1 ? rest : rest.slice(0, lt);
    if (!TEXT.test(text)) throw new Error(`Unescaped text: ${text}`);
    if (text.trim() && stack.length === 0) throw new Error(`Text outside the root: ${text}`);
    if (lt === -1) break;
    rest = rest.slice(lt);
    const close = /^<\/([A-Za-z][\w:-]*)>/.exec(rest);
    if (close) {
      if (stack.pop() !== close[1]) throw new Error(`Unbalanced </${close[1]}>`);
      rest = rest.slice(close[0].length);
      continue;
    }
    const open = /^<([A-Za-z][\w:-]*)/.exec(rest);
    if (!open?.[1]) throw new Error(`Bad markup at: ${rest.slice(0, 40)}`);
    rest = rest.slice(open[0].length);
    const seen = new Set<string>();
    for (let attr = ATTRIBUTE.exec(rest); attr; attr = ATTRIBUTE.exec(rest)) {
      const name = attr[1] ?? '';
      if (seen.has(name)) throw new Error(`Duplicate attribute ${name}`);
      seen.add(name);
      rest = rest.slice(attr[0].length);
    }
    const end = /^\s*(\/?)>/.exec(rest);
    if (!end) throw new Error(`Bad tag <${open[1]}: ${rest.slice(0, 40)}`);
    rest = rest.slice(end[0].length);
    if (stack.length === 0) root += 1;
    if (!end[1]) stack.push(open[1]);
  }
  if (stack.length > 0) throw new Error(`Unclosed <${stack.join('>, <')}>`);
  if (root !== 1) throw new Error(`Expected one root element, found ${root}`);
}

describe('carSvg', () => {
  it('draws every car type in every colour as small, well-formed SVG in that colour', () => {
    const seen = new Set<string>();
    for (const carType of CAR_TYPES) {
      for (const color of CAR_COLORS) {
        const svg = carSvg({ carType, color: color.slug });
        assertWellFormed(svg);
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
        expect(svg).toContain('viewBox="0 0 800 500"');
        expect(svg).toContain('width="800"');
        expect(svg).toContain('height="500"');
        expect(svg).toContain(color.hex);
        expect(new TextEncoder().encode(svg).length).toBeLessThan(4096);
        seen.add(svg);
      }
    }
    expect(seen.size).toBe(CAR_TYPES.length * CAR_COLORS.length);
  });

  it('gives each car type its own silhouette', () => {
    const bodies = CAR_TYPES.map((carType) => carSvg({ carType, color: 'white' }));
    expect(new Set(bodies).size).toBe(CAR_TYPES.length);
  });

  it('accepts a #rrggbb colour and refuses unknown colours and types', () => {
    expect(carSvg({ carType: 'suv', color: '#123ABC' })).toContain('#123abc');
    expect(() => carSvg({ carType: 'suv', color: 'plaid' })).toThrow();
    expect(() => carSvg({ carType: 'tank' as never, color: 'red' })).toThrow();
  });

  it('has unique colour slugs that fit in a URL segment', () => {
    const slugs = CAR_COLORS.map((c) => c.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const c of [...CAR_COLORS, ...LOGO_COLORS]) {
      expect(c.slug).toMatch(/^[a-z]+$/);
      expect(c.hex).toMatch(/^#[0-9a-f]{6}$/);
    }
  });
});

describe('companyLogoSvg', () => {
  it('is a square monogram with escaped text', () => {
    const svg = companyLogoSvg({ name: 'Al Noor & Sons', color: LOGO_COLORS[0].hex });
    assertWellFormed(svg);
    expect(svg).toContain('viewBox="0 0 200 200"');
    expect(svg).toContain('<title>Al Noor &amp; Sons</title>');
    expect(svg).toContain('>AN</text>');
    expect(svg).not.toContain('& Sons');
    expect(new TextEncoder().encode(svg).length).toBeLessThan(4096);
  });

  it('escapes markup in names and initials', () => {
    const svg = companyLogoSvg({ name: '<b>"Tom\'s"</b>', color: '#334155', initials: '<&>' });
    assertWellFormed(svg);
    expect(svg).toContain('&lt;b&gt;&quot;Tom&apos;s&quot;&lt;/b&gt;');
    expect(svg).toContain('>&lt;&amp;&gt;</text>');
  });

  it('derives initials from the meaningful words of a name', () => {
    expect(companyInitials('Marina Star Car Rental')).toBe('MS');
    expect(companyInitials('Al Noor & Sons')).toBe('AN');
    expect(companyInitials('Desert Rose Rent a Car')).toBe('DR');
    expect(companyInitials('Rent a Car')).toBe('RA');
    expect(companyInitials('Ёлка')).toBe('CR');
    expect(companyInitials('Café Drive')).toBe('CD');
    expect(companyInitials('')).toBe('CR');
  });

  it('refuses a colour that is not #rrggbb', () => {
    expect(() => companyLogoSvg({ name: 'X', color: 'red"/><script' })).toThrow();
  });

  it('escapeXml escapes the five XML specials', () => {
    expect(escapeXml(`<a href="x">Tom's & Co</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom&apos;s &amp; Co&lt;/a&gt;',
    );
  });
});

describe('demo image URLs', () => {
  it('round-trips every car image URL', () => {
    for (const carType of CAR_TYPES) {
      for (const { slug } of CAR_COLORS) {
        const url = demoCarImageUrl(carType, slug);
        expect(url).toBe(`/media/demo/cars/${carType}-${slug}.svg`);
        expect(parseDemoCarImagePath(url)).toEqual({ carType, color: slug });
      }
    }
    expect(parseDemoCarImagePath('suv-red.svg')).toEqual({ carType: 'suv', color: 'red' });
  });

  it('round-trips logo URLs', () => {
    const url = demoLogoUrl('Al Noor & Sons', 3);
    expect(url).toBe('/media/demo/logos/AN-3.svg');
    expect(parseDemoLogoPath(url)).toEqual({
      initials: 'AN',
      colorIndex: 3,
      color: LOGO_COLORS[3].hex,
    });
    expect(demoLogoUrl('Marina Star Car Rental', LOGO_COLORS.length + 1)).toBe(
      '/media/demo/logos/MS-1.svg',
    );
    expect(demoLogoUrl('Marina Star', -1)).toBe(
      `/media/demo/logos/MS-${LOGO_COLORS.length - 1}.svg`,
    );
  });

  it('answers null for anything unknown', () => {
    for (const path of [
      '/media/demo/cars/tank-red.svg',
      '/media/demo/cars/suv-plaid.svg',
      '/media/demo/cars/suv-red.png',
      '/media/demo/cars/suv-red.svg/x',
      '/media/demo/cars/../suv-red.svg',
      '/media/demo/cars/SUV-RED.svg',
      '/media/demo/cars/suv--red.svg',
      '/media/demo/cars/',
      '/media/demo/logos/AN-3.svg',
      '/other/suv-red.svg',
      '',
    ]) {
      expect(parseDemoCarImagePath(path), path).toBeNull();
    }
    for (const path of [
      `/media/demo/logos/AN-${LOGO_COLORS.length}.svg`,
      '/media/demo/logos/AN-03.svg',
      '/media/demo/logos/AN--1.svg',
      '/media/demo/logos/an-1.svg',
      '/media/demo/logos/ABCD-1.svg',
      '/media/demo/logos/A%26N-1.svg',
      '/media/demo/logos/AN-1.svg.png',
      '/media/demo/cars/suv-red.svg',
      '/media/demo/logos/x/AN-1.svg',
      '',
    ]) {
      expect(parseDemoLogoPath(path), path).toBeNull();
    }
  });
});
