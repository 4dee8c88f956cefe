import { describe, expect, it } from 'vitest';
import { pageDataOf } from '../pageData';
import { routeTable } from '../routes';
import { pageUrl } from './pageUrl';

const urlOf = (url: string) => pageUrl(routeTable(pageDataOf), url);

describe('the URL a page is rendered and cached for', () => {
  it('drops tracking parameters and anything else the page does not read', () => {
    expect(urlOf('/?utm_source=1')).toBe('/');
    expect(urlOf('/?utm_source=news&utm_medium=mail&gclid=x&fbclid=y&msclkid=z&ref=a')).toBe('/');
    expect(urlOf('/cars/12?utm_campaign=spring')).toBe('/cars/12');
    expect(urlOf('/blog/some-post?fbclid=abc')).toBe('/blog/some-post');
    expect(urlOf('/about?x=1')).toBe('/about');
    expect(urlOf('/no-such-page?utm_source=1')).toBe('/no-such-page');
  });

  it('keeps the search of /cars, written one way, and only what the listing reads', () => {
    expect(urlOf('/cars?type=suv')).toBe('/cars?type=suv');
    expect(urlOf('/cars?utm_source=1&type=suv&gclid=2')).toBe('/cars?type=suv');
    expect(urlOf('/cars?brand=bmw&type=suv&page=2')).toBe('/cars?type=suv&brand=bmw&page=2');
    expect(urlOf('/cars?query=%20jeep%20&emirate=dubai')).toBe('/cars?emirate=dubai&query=jeep');
    // Values the listing reads as no filter are no part of it.
    expect(urlOf('/cars?type=all&brand=nope&budget=abc')).toBe('/cars');
    expect(urlOf('/cars')).toBe('/cars');
  });

  it('keeps searches that render differently apart', () => {
    const keys = [
      '/cars',
      '/cars?type=suv',
      '/cars?type=sedan',
      '/cars?type=suv&page=2',
      '/cars?sort=price_asc',
      '/cars?query=jeep',
    ].map(urlOf);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("keeps a paged list's page, and page 1 is the list itself", () => {
    expect(urlOf('/companies?page=3&utm_source=x')).toBe('/companies?page=3');
    expect(urlOf('/companies?page=1')).toBe('/companies');
    expect(urlOf('/companies/7/cars?page=2&sort=x')).toBe('/companies/7/cars?page=2');
    expect(urlOf('/blog?page=2&fbclid=1')).toBe('/blog?page=2');
    expect(urlOf('/blog/category/guides?page=abc')).toBe('/blog/category/guides');
    expect(urlOf('/blog/tag/dubai?page=4')).toBe('/blog/tag/dubai?page=4');
    expect(urlOf('/category/suv-rental-dubai?page=2&type=sedan')).toBe(
      '/category/suv-rental-dubai?page=2',
    );
    expect(urlOf('/location/car-rental-dubai-marina?page=0')).toBe(
      '/location/car-rental-dubai-marina',
    );
    expect(urlOf('/cars/with-driver?page=3&gclid=1')).toBe('/cars/with-driver?page=3');
  });
});
