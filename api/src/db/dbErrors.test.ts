import { describe, expect, it } from 'vitest';
import { isDatabaseOutage, uniqueViolationOf } from './dbErrors';

describe('unique violations', () => {
  it('names the column of the constraint’s detail, plain or inside an expression index', () => {
    const of = (detail: string) => uniqueViolationOf({ code: '23505', detail });
    expect(of('Key (slug)=(dubai-cars) already exists.')).toEqual({ field: 'slug' });
    expect(of('Key (lower(email::text))=(a@b.ae) already exists.')).toEqual({ field: 'email' });
    expect(of('Key (company_id)=(5) already exists.')).toEqual({ field: 'companyId' });
    expect(of('Key (scope, route, key)=(a, b, c) already exists.')).toEqual({});
  });

  it('reads the driver’s error inside Objection’s wrapper, and nothing else', () => {
    const wrapped = {
      name: 'UniqueViolationError',
      nativeError: { code: '23505', detail: 'Key (slug)=(x) already exists.' },
    };
    expect(uniqueViolationOf(wrapped)).toEqual({ field: 'slug' });
    expect(uniqueViolationOf({ code: '23503' })).toBeNull();
    expect(uniqueViolationOf(new Error('boom'))).toBeNull();
    expect(uniqueViolationOf(undefined)).toBeNull();
  });
});

describe('database outages', () => {
  it('recognises refused, dropped and shut-down connections and exhausted or closed pools', () => {
    expect(isDatabaseOutage({ code: 'ECONNREFUSED' })).toBe(true);
    expect(isDatabaseOutage({ code: '57P01' })).toBe(true);
    expect(isDatabaseOutage({ code: '08006' })).toBe(true);
    expect(isDatabaseOutage(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(
      isDatabaseOutage({
        name: 'KnexTimeoutError',
        message: 'Knex: Timeout acquiring a connection.',
      }),
    ).toBe(true);
    expect(isDatabaseOutage(new Error('Unable to acquire a connection'))).toBe(true);
    expect(isDatabaseOutage({ errors: [{ code: 'ECONNREFUSED' }, { code: 'ECONNREFUSED' }] })).toBe(
      true,
    );
    expect(isDatabaseOutage({ nativeError: { code: 'ECONNRESET' } })).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isDatabaseOutage(new Error('boom'))).toBe(false);
    expect(isDatabaseOutage({ code: '23505' })).toBe(false);
    expect(isDatabaseOutage({ code: '42P01' })).toBe(false);
    expect(isDatabaseOutage(null)).toBe(false);
  });
});
