import { describe, expect, it } from 'vitest';
import { HEADER_MENU } from '@core/catalogue/menus';
import { activeNavHref } from './activeNavHref';

const hrefs = HEADER_MENU.map((item) => item.href);
const active = (address: string) => {
  const url = new URL(address, 'http://site');
  return activeNavHref(hrefs, { pathname: url.pathname, search: url.search });
};

describe('the header entry shown as current', () => {
  it('is one entry on /cars: the one whose query the address has', () => {
    expect(active('/cars')).toBe('/cars');
    expect(active('/cars?type=suv&page=2')).toBe('/cars');
    expect(active('/cars?type=long-term')).toBe('/cars?type=long-term');
    expect(active('/cars?emirate=dubai&type=long-term')).toBe('/cars?type=long-term');
  });

  it('is the most specific path below which the page is', () => {
    expect(active('/cars/12')).toBe('/cars');
    expect(active('/cars/with-driver')).toBe('/cars/with-driver');
    expect(active('/blog/some-post')).toBe('/blog');
    expect(active('/about')).toBe('/about');
  });

  it('is none elsewhere', () => {
    expect(active('/')).toBeUndefined();
    expect(active('/carsharing')).toBeUndefined();
    expect(active('/login')).toBeUndefined();
  });
});
