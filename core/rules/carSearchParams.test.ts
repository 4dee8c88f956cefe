import { describe, expect, it } from 'vitest';
import { CARS_PAGE_SIZE } from '../constants';
import { CAR_TYPES, SERVICES } from '../enums';
import { WITH_DRIVER_FILTER } from '../catalogue/categories';
import { LOCATION_PAGES } from '../catalogue/locations';
import { carSearchParamsSchema } from '../schemas/carSearchParams';
import {
  CAR_SEARCH_PARAM_KEYS,
  carFilterFromParams,
  carSearchQuery,
  heroSearchQuery,
  parseCarSearchParams,
  withoutEmptyParams,
} from './carSearchParams';
import { addDays } from './tripDays';
import { uaeWallClock } from './uaeTime';

/** What /cars?{query} means, as the page and the API read it. */
const filterOf = (query: string) =>
  carFilterFromParams(
    carSearchParamsSchema.parse(withoutEmptyParams(Object.fromEntries(new URLSearchParams(query)))),
  );

/** The paths of the issues for /cars?{query}, or [] when it is accepted. */
const issuePaths = (query: string) => {
  const result = carSearchParamsSchema.safeParse(Object.fromEntries(new URLSearchParams(query)));
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('/cars type', () => {
  it('maps the link values of the spec', () => {
    // docs/product.md#car-listing-and-search
    expect(filterOf('type=long-term')).toEqual({ longTerm: true });
    expect(filterOf('type=suv')).toEqual({ carTypes: ['suv'] });
    expect(filterOf('type=sports')).toEqual({ carTypes: ['sports'] });
    expect(filterOf('type=electric')).toEqual({ carTypes: ['electric'] });
    expect(filterOf('type=driver')).toEqual({ withDriver: true });
  });

  it("maps the hero search's car types, and all to no restriction", () => {
    expect(filterOf('type=sedan')).toEqual({ carTypes: ['sedan'] });
    for (const carType of CAR_TYPES)
      expect(filterOf(`type=${carType}`)).toEqual({ carTypes: [carType] });
    expect(filterOf('type=all')).toEqual({});
  });
});

describe('/cars carType', () => {
  it('maps driver, a car type, and all', () => {
    expect(filterOf('carType=driver')).toEqual({ withDriver: true });
    expect(filterOf('carType=convertible')).toEqual({ carTypes: ['convertible'] });
    expect(filterOf('carType=all')).toEqual({});
  });
});

describe('/cars emirate', () => {
  it('maps dubai and all', () => {
    expect(filterOf('emirate=dubai')).toEqual({ emirate: 'dubai' });
    expect(filterOf('emirate=umm-al-quwain')).toEqual({ emirate: 'umm-al-quwain' });
    expect(filterOf('emirate=all')).toEqual({});
  });
});

describe('/cars service', () => {
  it('maps each of the five chauffeur services', () => {
    expect(SERVICES).toEqual(['airport', 'transfer', 'safe', 'hourly', 'valet']);
    expect(filterOf('service=airport')).toEqual({ service: 'airport' });
    expect(filterOf('service=transfer')).toEqual({ service: 'transfer' });
    expect(filterOf('service=safe')).toEqual({ service: 'safe' });
    expect(filterOf('service=hourly')).toEqual({ service: 'hourly' });
    expect(filterOf('service=valet')).toEqual({ service: 'valet' });
  });
});

describe('/cars category', () => {
  const dubai = { emirate: 'dubai' };

  it.each([
    ['luxury-car-rental-dubai', { ...dubai, carTypes: ['luxury'] }],
    ['suv-rental-dubai', { ...dubai, carTypes: ['suv'] }],
    ['suv-car-rental-dubai', { ...dubai, carTypes: ['suv'] }],
    ['sports-car-rental-dubai', { ...dubai, carTypes: ['sports'] }],
    ['electric-car-rental-dubai', { ...dubai, carTypes: ['electric'] }],
    ['7-seater-car-rental-dubai', { ...dubai, minSeats: 7 }],
    ['van-rental-dubai', { ...dubai, carTypes: ['van'] }],
    ['cheap-car-rental-dubai', { ...dubai, maxPricePerDay: 200 }],
    ['monthly-car-rental-dubai', { ...dubai, longTerm: true }],
    ['car-rental-dubai-airport', { ...dubai, service: 'airport' }],
    ['self-drive-car-rental-dubai', { ...dubai, withDriver: false }],
    ['supercar-rental-dubai', { ...dubai, minHorsepower: 550 }],
    ['convertible-car-rental-dubai', { ...dubai, carTypes: ['convertible'] }],
    ['convertible-rental-dubai', { ...dubai, carTypes: ['convertible'] }],
    ['affordable-car-rental-dubai', { emirate: 'dubai', maxPricePerDay: 499 }],
    ['luxury-&-sports-cars', { minPricePerDay: 501 }],
    ['suvs-for-rent-in-dubai', { emirate: 'dubai', carTypes: ['suv'] }],
  ])('maps %s', (slug, filter) => {
    expect(filterOf(`category=${encodeURIComponent(slug)}`)).toEqual(filter);
  });

  it('gives both SUV readings and both convertible readings the same filter', () => {
    expect(filterOf('category=suv-car-rental-dubai')).toEqual(
      filterOf('category=suv-rental-dubai'),
    );
    expect(filterOf('category=convertible-rental-dubai')).toEqual(
      filterOf('category=convertible-car-rental-dubai'),
    );
  });

  it('lets an explicit parameter narrow a category', () => {
    expect(filterOf('category=luxury-car-rental-dubai&emirate=abu-dhabi')).toEqual({
      emirate: 'abu-dhabi',
      carTypes: ['luxury'],
    });
    expect(filterOf('category=suvs-for-rent-in-dubai&budget=400')).toEqual({
      emirate: 'dubai',
      carTypes: ['suv'],
      maxPricePerDay: 400,
    });
  });
});

describe('/cars brand, budget, query', () => {
  it('maps brand and all', () => {
    expect(filterOf('brand=bmw')).toEqual({ brand: 'bmw' });
    expect(filterOf('brand=rolls-royce')).toEqual({ brand: 'rolls-royce' });
    expect(filterOf('brand=all')).toEqual({});
  });

  it('maps budget (AED per day) to an inclusive maximum day price', () => {
    expect(filterOf('budget=300')).toEqual({ maxPricePerDay: 300 });
    expect(issuePaths('budget=12.5')).toEqual(['budget']);
    expect(issuePaths('budget=0')).toEqual(['budget']);
    expect(issuePaths('budget=cheap')).toEqual(['budget']);
  });

  it('maps query to trimmed search text; blank means no text', () => {
    expect(filterOf('query=%20BMW%20X7%20')).toEqual({ text: 'BMW X7' });
    expect(filterOf('query=BMW+X7')).toEqual({ text: 'BMW X7' });
    expect(filterOf('query=%20%20')).toEqual({});
    expect(issuePaths(`query=${'a'.repeat(101)}`)).toEqual(['query']);
  });

  it('treats empty values as absent', () => {
    expect(filterOf('emirate=&type=&brand=&budget=&query=')).toEqual({});
  });

  it('combines everything the hero search sends', () => {
    const query = heroSearchQuery({
      emirate: 'sharjah',
      carType: 'suv',
      brand: 'nissan',
      budget: 250,
      query: 'Patrol',
    });
    expect(filterOf(query)).toEqual({
      emirate: 'sharjah',
      carTypes: ['suv'],
      brand: 'nissan',
      maxPricePerDay: 250,
      text: 'Patrol',
    });
  });

  it('maps noDeposit', () => {
    expect(filterOf('noDeposit=true')).toEqual({ noDeposit: true });
    expect(filterOf('noDeposit=1')).toEqual({ noDeposit: true });
    expect(filterOf('noDeposit=false')).toEqual({});
  });
});

describe('/cars sort, page, pageSize', () => {
  it('parses sort and page', () => {
    expect(carSearchParamsSchema.parse({ sort: 'price_asc', page: '3' })).toEqual({
      sort: 'price_asc',
      page: 3,
    });
    expect(issuePaths('sort=cheapest')).toEqual(['sort']);
    expect(issuePaths('page=0')).toEqual(['page']);
    expect(issuePaths('page=two')).toEqual(['page']);
  });

  it('caps pageSize at CARS_PAGE_SIZE.max instead of refusing it', () => {
    expect(CARS_PAGE_SIZE.max).toBe(60);
    expect(carSearchParamsSchema.parse({ pageSize: '10' }).pageSize).toBe(10);
    expect(carSearchParamsSchema.parse({ pageSize: '60' }).pageSize).toBe(60);
    expect(carSearchParamsSchema.parse({ pageSize: '1000' }).pageSize).toBe(60);
    expect(issuePaths('pageSize=0')).toEqual(['pageSize']);
  });

  it('does not turn paging into filter fields', () => {
    expect(filterOf('sort=newest&page=2&pageSize=24')).toEqual({});
  });
});

describe('/cars unknown values', () => {
  it.each([
    ['type=boat', 'type'],
    ['carType=truck', 'carType'],
    ['emirate=oman', 'emirate'],
    ['service=helicopter', 'service'],
    ['category=yacht-rental-dubai', 'category'],
    ['category=luxury-', 'category'],
    ['brand=trabant', 'brand'],
    ['noDeposit=maybe', 'noDeposit'],
  ])('rejects %s with the issue on %s', (query, path) => {
    expect(issuePaths(query)).toEqual([path]);
  });

  it('names every bad parameter', () => {
    expect(issuePaths('type=boat&brand=trabant').sort()).toEqual(['brand', 'type']);
  });
});

describe('heroSearchQuery', () => {
  it('is empty when nothing is chosen, and leaves out all and blank values', () => {
    expect(heroSearchQuery({})).toBe('');
    expect(
      heroSearchQuery({ emirate: 'all', carType: 'all', brand: 'all', budget: '', query: '   ' }),
    ).toBe('');
  });

  it('orders emirate, type, brand, budget, query', () => {
    expect(
      heroSearchQuery({
        query: 'BMW X7',
        budget: 300,
        brand: 'bmw',
        carType: 'suv',
        emirate: 'dubai',
      }),
    ).toBe('emirate=dubai&type=suv&brand=bmw&budget=300&query=BMW+X7');
    expect(heroSearchQuery({ brand: 'all', budget: '  450 ', emirate: 'dubai' })).toBe(
      'emirate=dubai&budget=450',
    );
  });
});

describe('/cars location', () => {
  it("means the landing page's own filter", () => {
    for (const page of LOCATION_PAGES)
      expect(filterOf(`location=${page.slug}`), page.slug).toEqual(page.filter);
    expect(filterOf('location=car-rental-dubai-marina&type=suv')).toEqual({
      emirate: 'dubai',
      area: 'dubai-marina',
      carTypes: ['suv'],
    });
  });

  it('refuses an unknown location', () => {
    expect(issuePaths('location=car-rental-mars')).toEqual(['location']);
  });
});

describe('/cars with driver', () => {
  it("type=driver is the with-driver page's filter", () => {
    expect(filterOf('type=driver')).toEqual(WITH_DRIVER_FILTER);
  });
});

describe('parseCarSearchParams', () => {
  const parse = (query: string) => parseCarSearchParams(new URLSearchParams(query));

  it('reads every parameter with its type', () => {
    expect(
      parse(
        'type=suv&emirate=dubai&brand=nissan&budget=600&query=%20patrol%20&noDeposit=true&driverAge=23&sort=price_asc&page=3&location=car-rental-al-barsha&service=airport&category=cheap-car-rental-dubai&carType=driver',
      ),
    ).toEqual({
      type: 'suv',
      emirate: 'dubai',
      brand: 'nissan',
      budget: 600,
      query: 'patrol',
      noDeposit: true,
      driverAge: 23,
      sort: 'price_asc',
      page: 3,
      location: 'car-rental-al-barsha',
      service: 'airport',
      category: 'cheap-car-rental-dubai',
      carType: 'driver',
    });
  });

  it('drops only the bad, empty and unknown parameters', () => {
    expect(parse('type=boat&brand=&budget=-5&page=0&emirate=sharjah&colour=red')).toEqual({
      emirate: 'sharjah',
    });
    expect(parse('query=%20%20')).toEqual({});
  });

  it('accepts exactly what carSearchParamsSchema accepts, parameter by parameter', () => {
    expect(CAR_SEARCH_PARAM_KEYS).toEqual(Object.keys(carSearchParamsSchema.shape));
    const samples = [
      ...['long-term', 'driver', 'all', 'suv', 'van', 'boat', 'SUV', ' suv'],
      ...['dubai', 'abu-dhabi', 'mars', 'airport', 'valet', 'toyota', 'rolls-royce'],
      ...['cheap-car-rental-dubai', 'car-rental-al-barsha', 'car-rental-nowhere'],
      ...['1', '0', '-5', '17', '18', '99', '100', '600', '2.5', '1e3', ' 42 ', '0x10', 'abc'],
      ...['10000', '10001', '1000000', '1000001', '9007199254740993', 'Infinity', 'NaN'],
      ...['true', 'false', 'yes', 'relevance', 'price_asc', 'newest', 'x'.repeat(101)],
      ...[' patrol ', 'BMW X7', 'x'.repeat(100)],
    ];
    for (const key of CAR_SEARCH_PARAM_KEYS) {
      for (const raw of samples) {
        const byZod = carSearchParamsSchema.shape[key].safeParse(raw);
        const expected = byZod.success && byZod.data !== '' ? { [key]: byZod.data } : {};
        expect(parse(new URLSearchParams({ [key]: raw }).toString()), `${key}=${raw}`).toEqual(
          expected,
        );
      }
    }
  });
});

describe('carSearchQuery', () => {
  it('writes the parameters in one order, leaving out what is not set', () => {
    expect(carSearchQuery({ page: 2, budget: 500, type: 'suv', noDeposit: false })).toBe(
      'type=suv&budget=500&page=2',
    );
    expect(carSearchQuery({ query: 'BMW X7', noDeposit: true })).toBe(
      'query=BMW+X7&noDeposit=true',
    );
    expect(carSearchQuery({})).toBe('');
  });

  it('round-trips through parseCarSearchParams', () => {
    const params = {
      type: 'long-term',
      carType: 'suv',
      emirate: 'dubai',
      location: 'car-rental-dubai-marina',
      brand: 'toyota',
      budget: 450,
      driverAge: 21,
      noDeposit: true,
      sort: 'newest',
      page: 4,
    } as const;
    expect(parseCarSearchParams(new URLSearchParams(carSearchQuery(params)))).toEqual(params);
  });
});

describe('trip dates in a URL', () => {
  const day = (n: number) => addDays(uaeWallClock(new Date()).slice(0, 10), n);
  it('keeps a trip the API accepts, written after the other parameters', () => {
    const params = parseCarSearchParams(
      new URLSearchParams(`to=${day(5)}&from=${day(2)}&emirate=dubai`),
    );
    expect(params).toEqual({ emirate: 'dubai', from: day(2), to: day(5) });
    expect(carSearchQuery(params)).toBe(`emirate=dubai&from=${day(2)}&to=${day(5)}`);
    expect(carFilterFromParams(params).available).toEqual({ from: day(2), to: day(5) });
  });
  it('drops dates that cannot be a trip: one alone, past, out of order', () => {
    for (const query of [
      `from=${day(2)}`,
      `from=${day(-3)}&to=${day(2)}`,
      `from=${day(4)}&to=${day(2)}`,
      'from=2026-02-30&to=2026-03-02',
    ]) {
      expect(parseCarSearchParams(new URLSearchParams(query)), query).toEqual({});
    }
  });
  it('keeps times with the dates, written after them, 10:00 left out', () => {
    const params = parseCarSearchParams(
      new URLSearchParams(`from=${day(2)}&to=${day(5)}&toTime=18:30&fromTime=10:00`),
    );
    expect(params).toEqual({ from: day(2), to: day(5), toTime: '18:30' });
    expect(carSearchQuery(params)).toBe(`from=${day(2)}&to=${day(5)}&toTime=18%3A30`);
    expect(carFilterFromParams(params).available).toEqual({ from: day(2), to: day(5) });
    expect(carSearchParamsSchema.parse({ fromTime: '10:00', toTime: '09:30' })).toEqual({
      toTime: '09:30',
    });
  });
  it('drops times without dates, not on the half hour, or a same-day return before pick-up', () => {
    for (const query of [
      'fromTime=09:00',
      `from=${day(2)}&to=${day(5)}&fromTime=9:15`,
      `from=${day(2)}&to=${day(2)}&fromTime=15:00&toTime=09:00`,
    ]) {
      const params = parseCarSearchParams(new URLSearchParams(query));
      expect(params.fromTime, query).toBeUndefined();
      expect(params.toTime, query).toBeUndefined();
    }
  });
  it('adds them to the hero search only as a pair', () => {
    expect(heroSearchQuery({ from: day(1), to: day(3), fromTime: '10:00', toTime: '12:00' })).toBe(
      `from=${day(1)}&to=${day(3)}&toTime=12%3A00`,
    );
    expect(heroSearchQuery({ fromTime: '09:00' })).toBe('');
    expect(heroSearchQuery({ emirate: 'dubai', from: day(1), to: day(3) })).toBe(
      `emirate=dubai&from=${day(1)}&to=${day(3)}`,
    );
    expect(heroSearchQuery({ emirate: 'dubai', from: day(1) })).toBe('emirate=dubai');
  });
});
