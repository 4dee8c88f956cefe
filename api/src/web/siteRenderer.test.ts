import { describe, expect, it } from 'vitest';
import { assetsFromManifest, hasEmptyField } from './siteRenderer';

const manifest = {
  'index.html': { file: 'assets/index-1.js', css: ['assets/index-1.css'], imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-1.js' },
  '_head.js': { file: 'assets/head-1.js', css: ['assets/head-1.css'], imports: ['_shared.js'] },
  'src/pages/CarPage/CarPage.tsx': {
    file: 'assets/CarPage-1.js',
    css: ['assets/CarPage-1.css'],
    imports: ['_head.js', '_shared.js'],
  },
};

describe('assets of a server-rendered page', () => {
  it('links the entry, the page chunk and what they import, each once', () => {
    expect(assetsFromManifest(manifest, ['src/pages/CarPage/CarPage.tsx'])).toEqual({
      entryScript: '/assets/index-1.js',
      preloadScripts: ['/assets/shared-1.js', '/assets/CarPage-1.js', '/assets/head-1.js'],
      stylesheets: [
        { href: '/assets/index-1.css' },
        { href: '/assets/CarPage-1.css' },
        { href: '/assets/head-1.css' },
      ],
    });
  });

  it("inlines the site's one stylesheet (cssCodeSplit: false) when it is given its text", () => {
    const oneStylesheet = { ...manifest, 'style.css': { file: 'assets/style-1.css' } };
    const inlineCss = (file: string) => (file === 'assets/style-1.css' ? '.a{}' : undefined);
    expect(
      assetsFromManifest(oneStylesheet, ['src/pages/CarPage/CarPage.tsx'], inlineCss).stylesheets,
    ).toEqual([
      { href: '/assets/style-1.css', css: '.a{}' },
      { href: '/assets/index-1.css' },
      { href: '/assets/CarPage-1.css' },
      { href: '/assets/head-1.css' },
    ]);
  });

  it('needs only the entry when the page is unknown to the manifest', () => {
    expect(assetsFromManifest(manifest, ['src/pages/Nope/Nope.tsx']).preloadScripts).toEqual([
      '/assets/shared-1.js',
    ]);
  });
});

describe('a GET form sent before the scripts ran', () => {
  it('is told by its empty fields', () => {
    expect(hasEmptyField('query=&emirate=dubai&type=')).toBe(true);
    expect(hasEmptyField('query=+')).toBe(true);
    expect(hasEmptyField('emirate=dubai&type=suv')).toBe(false);
    expect(hasEmptyField('')).toBe(false);
  });
});
