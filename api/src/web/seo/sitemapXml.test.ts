import { describe, expect, it } from 'vitest';
import { buildSitemapFiles, inEveryLanguage, sitemapPartPath, urlsetXml } from './sitemapXml';

const ORIGIN = 'https://rent.example.ae';
const day = (n: number) => new Date(Date.UTC(2026, 10, n, 15, 30));
const urls = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ path: `/cars/${i + 1}`, lastmod: day((i % 20) + 1) }));
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('sitemap files', () => {
  it('writes absolute, escaped URLs with W3C dates', () => {
    const xml = urlsetXml([{ path: '/cars?type=suv&brand=bmw', lastmod: day(3) }], ORIGIN);
    expect(xml).toContain('<loc>https://rent.example.ae/cars?type=suv&amp;brand=bmw</loc>');
    expect(xml).toContain('<lastmod>2026-11-03</lastmod>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  });

  it('keeps everything in one file up to the limit', () => {
    const files = buildSitemapFiles(urls(10), ORIGIN, 10);
    expect(files.parts).toEqual([]);
    expect(locs(files.root)).toHaveLength(10);
  });

  it('splits past the limit into numbered parts listed by an index', () => {
    const files = buildSitemapFiles(urls(25), ORIGIN, 10);
    expect(files.root).toContain('<sitemapindex');
    expect(locs(files.root)).toEqual([1, 2, 3].map((n) => ORIGIN + sitemapPartPath(n)));
    expect(files.parts.map((part) => locs(part).length)).toEqual([10, 10, 5]);
    expect(locs(files.parts[2]!)[0]).toBe(`${ORIGIN}/cars/21`);
    // The index's lastmod of a part is its newest URL's.
    expect(files.root).toContain('<lastmod>2026-11-20</lastmod>');
  });
});

describe('sitemap languages', () => {
  it('lists each page in English and Arabic, each naming both and x-default', () => {
    const xml = urlsetXml(inEveryLanguage([{ path: '/cars/7', lastmod: day(2) }]), ORIGIN);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(locs(xml)).toEqual([`${ORIGIN}/cars/7`, `${ORIGIN}/ar/cars/7`]);
    const entries = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1]!);
    for (const entry of entries) {
      expect(entry).toContain(
        `<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/cars/7"/>`,
      );
      expect(entry).toContain(
        `<xhtml:link rel="alternate" hreflang="ar" href="${ORIGIN}/ar/cars/7"/>`,
      );
      expect(entry).toContain(
        `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/cars/7"/>`,
      );
    }
    expect(locs(urlsetXml(inEveryLanguage([{ path: '/', lastmod: day(2) }]), ORIGIN))).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/ar`,
    ]);
  });
});
