import { describe, expect, it } from 'vitest';
import {
  companiesQuery,
  companyCarsQuery,
  companyIdFromParam,
  companyQuery,
  pageFromSearch,
} from './companies';

describe('company query keys', () => {
  it('are the URL, page 1 left out so one page has one key', () => {
    expect(companiesQuery().queryKey).toEqual(['/api/companies?pageSize=12']);
    expect(companiesQuery(3).queryKey).toEqual(['/api/companies?page=3&pageSize=12']);
    expect(companiesQuery(1, 10).queryKey).toEqual(['/api/companies?pageSize=10']);
    expect(companyCarsQuery(7, 'en', 2).queryKey).toEqual([
      '/api/companies/7/cars?page=2&pageSize=12',
    ]);
  });

  it("name the page's language when it is not English (the company's texts in it)", () => {
    expect(companyCarsQuery(7, 'ar', 2).queryKey).toEqual([
      '/api/companies/7/cars?page=2&pageSize=12&language=ar',
    ]);
    expect(companyQuery(7, 'ar').queryKey).toEqual(['/api/companies/7?language=ar']);
    expect(companyQuery(7, 'en').queryKey).toEqual(['/api/companies/7']);
  });
});

describe('pageFromSearch', () => {
  it('reads a whole page number from 2 up, anything else is page 1', () => {
    const page = (query: string) => pageFromSearch(new URLSearchParams(query));
    expect(page('page=4')).toBe(4);
    for (const query of ['', 'page=1', 'page=0', 'page=-2', 'page=2.5', 'page=abc']) {
      expect(page(query)).toBe(1);
    }
  });
});

describe('companyIdFromParam', () => {
  it('accepts a whole number id and refuses anything the API would 400', () => {
    expect(companyIdFromParam('42')).toBe(42);
    expect(companyIdFromParam('2147483647')).toBe(2147483647);
    for (const value of [undefined, '', '0', '007', '-1', '1.5', 'abc', '2147483648', '1e3']) {
      expect(companyIdFromParam(value)).toBeNull();
    }
  });
});
