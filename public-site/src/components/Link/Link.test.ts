import { describe, expect, it } from 'vitest';
import { hrefUnder, pathUnder } from './Link';

describe('a link under the language base', () => {
  it('writes the address as react-router does', () => {
    expect(hrefUnder('/', '/cars?type=suv')).toBe('/cars?type=suv');
    expect(hrefUnder('', '/')).toBe('/');
    expect(hrefUnder('/ar', '/')).toBe('/ar');
    expect(hrefUnder('/ar', '/?emirate=dubai')).toBe('/ar?emirate=dubai');
    expect(hrefUnder('/ar', '/cars/426')).toBe('/ar/cars/426');
    expect(hrefUnder('/ar', '?page=2')).toBe('?page=2');
  });

  it('reads a followed address back without the base', () => {
    expect(pathUnder('/ar', '/ar')).toBe('/');
    expect(pathUnder('/ar', '/ar/cars/426')).toBe('/cars/426');
    expect(pathUnder('/ar', '/arabic-cars')).toBe('/arabic-cars');
    expect(pathUnder('/', '/cars')).toBe('/cars');
  });
});
