import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, jsonLdInLanguage } from './structuredData';

const origin = 'https://cars.example';

describe('JSON-LD in the page’s language', () => {
  it('moves site addresses under the language, leaves files and other sites alone', () => {
    const data = [
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        url: `${origin}/`,
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${origin}/cars?query={q}` },
        },
      },
      {
        '@type': ['Product', 'Car'],
        url: `${origin}/cars/12`,
        image: [`${origin}/media/cars/12.webp`],
        offers: {
          '@type': 'Offer',
          url: `${origin}/cars/12`,
          seller: { url: `${origin}/companies/3/cars` },
        },
        sameAs: 'https://elsewhere.example/x',
      },
      {
        '@type': 'Article',
        mainEntityOfPage: { '@type': 'WebPage', '@id': `${origin}/blog/salik` },
        publisher: { logo: { '@type': 'ImageObject', url: `${origin}/favicon.svg` } },
      },
      breadcrumbJsonLd([{ name: 'الرئيسية', path: '/' }], origin),
    ];
    const arabic = jsonLdInLanguage(data, origin, 'ar');
    expect(arabic[0]).toMatchObject({
      url: `${origin}/ar`,
      inLanguage: 'ar',
      potentialAction: { target: { urlTemplate: `${origin}/ar/cars?query={q}` } },
    });
    expect(arabic[1]).toMatchObject({
      url: `${origin}/ar/cars/12`,
      image: [`${origin}/media/cars/12.webp`],
      offers: { url: `${origin}/ar/cars/12`, seller: { url: `${origin}/ar/companies/3/cars` } },
      sameAs: 'https://elsewhere.example/x',
    });
    // schema.org gives a Product no inLanguage: its URL and names say the language.
    expect(arabic[1]).not.toHaveProperty('inLanguage');
    expect(arabic[2]).toMatchObject({
      inLanguage: 'ar',
      mainEntityOfPage: { '@id': `${origin}/ar/blog/salik`, inLanguage: 'ar' },
      publisher: { logo: { url: `${origin}/favicon.svg` } },
    });
    expect(arabic[3]).toMatchObject({ itemListElement: [{ item: `${origin}/ar` }] });
  });

  it('keeps English addresses at the root, saying the language', () => {
    const english = jsonLdInLanguage({ '@type': 'Blog', url: `${origin}/blog` }, origin, 'en');
    expect(english).toEqual({ '@type': 'Blog', url: `${origin}/blog`, inLanguage: 'en' });
  });
});
