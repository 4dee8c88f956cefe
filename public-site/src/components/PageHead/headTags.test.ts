// @vitest-environment happy-dom
/** writeHeadTags leaves the head alone when it already holds the page's tags (a page hydrating). */
import { afterEach, describe, expect, it } from 'vitest';
import { headTags, writeHeadTags } from './headTags';

const tagsOf = (title: string) =>
  headTags({
    title,
    description: 'Cars to rent',
    canonical: 'https://example.ae/cars',
    alternates: [{ hreflang: 'en', href: 'https://example.ae/cars' }],
    locale: 'en',
    type: 'website',
    noIndex: false,
    siteName: 'UAE Car Rental',
  });

afterEach(() => {
  document.head.innerHTML = '';
});

describe('writeHeadTags', () => {
  it('keeps the elements already there when they are the page’s tags', () => {
    writeHeadTags(tagsOf('Cars'));
    const before = [...document.head.children];
    writeHeadTags(tagsOf('Cars'));
    expect([...document.head.children]).toEqual(before);
  });

  it('replaces them when they differ', () => {
    writeHeadTags(tagsOf('Cars'));
    const before = [...document.head.children];
    writeHeadTags(tagsOf('SUVs'));
    expect(document.title).toBe('SUVs');
    expect(document.head.children).toHaveLength(before.length);
    expect([...document.head.children].some((element) => before.includes(element))).toBe(false);
  });
});
