import { describe, expect, it } from 'vitest';
import { languageOfPath, pathInLanguage, pathWithoutLanguage, siteLanguage } from './languages';

describe('site languages in paths', () => {
  it('tells a page’s language by its first segment; English is the root', () => {
    expect(languageOfPath('/')).toBe('en');
    expect(languageOfPath('/cars/12')).toBe('en');
    expect(languageOfPath('/ar')).toBe('ar');
    expect(languageOfPath('/ar/cars?type=suv')).toBe('ar');
    expect(languageOfPath('/ar?x=1')).toBe('ar');
    // A segment that only starts like a language is a page of the English site.
    expect(languageOfPath('/arabic-cars')).toBe('en');
    expect(languageOfPath('/en/cars')).toBe('en');
  });

  it('puts a path into a language and takes it out again, query and anchor kept', () => {
    for (const path of ['/', '/cars', '/cars?type=suv&page=2', '/#how-it-works', '/blog/x#top']) {
      const arabic = pathInLanguage(path, 'ar');
      expect(arabic.startsWith('/ar')).toBe(true);
      expect(pathWithoutLanguage(arabic)).toBe(path);
      expect(pathInLanguage(path, 'en')).toBe(path);
    }
    expect(pathInLanguage('/', 'ar')).toBe('/ar');
    expect(pathInLanguage('/?q=1', 'ar')).toBe('/ar?q=1');
    expect(pathInLanguage('/cars?type=suv', 'ar')).toBe('/ar/cars?type=suv');
    expect(pathWithoutLanguage('/ar/')).toBe('/');
  });

  it('leaves the console, the API and media out of the site’s languages', () => {
    for (const path of ['/admin', '/dashboard/add-car', '/api/cars', '/media/x.jpg'])
      expect(pathInLanguage(path, 'ar')).toBe(path);
  });

  it('knows each language’s direction, English for an unknown code', () => {
    expect(siteLanguage('ar').dir).toBe('rtl');
    expect(siteLanguage('en').dir).toBe('ltr');
    expect(siteLanguage('xx').code).toBe('en');
  });
});
