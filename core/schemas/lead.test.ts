import { describe, expect, it } from 'vitest';
import {
  adminLeadsQuerySchema,
  leadInputSchema,
  readLeadDate,
  vendorLeadsQuerySchema,
} from './lead';

describe('readLeadDate', () => {
  it('reads a date as that day in the UAE (UTC+4)', () => {
    expect(readLeadDate('2026-03-11')).toEqual({
      start: new Date('2026-03-10T20:00:00Z'),
      wholeDay: true,
    });
    expect(readLeadDate('2028-02-29')?.wholeDay).toBe(true);
  });

  it('reads a date-time as written, and one without an offset as UAE time', () => {
    expect(readLeadDate('2026-03-11T09:30:00Z')).toEqual({
      start: new Date('2026-03-11T09:30:00Z'),
      wholeDay: false,
    });
    expect(readLeadDate('2026-03-11T09:30:00.250+02:00')?.start).toEqual(
      new Date('2026-03-11T07:30:00.250Z'),
    );
    expect(readLeadDate('2026-03-11T09:30')?.start).toEqual(new Date('2026-03-11T05:30:00Z'));
  });

  it.each([
    '',
    'yesterday',
    '2026-02-30',
    '2027-02-29',
    '2026-13-01',
    '2026-3-1',
    '11/03/2026',
    '2026-03-11T25:00:00Z',
    '0001-01-01',
    '1500000000',
  ])('refuses %j', (raw) => {
    expect(readLeadDate(raw)).toBeNull();
  });
});

describe('vendorLeadsQuerySchema', () => {
  it('defaults to the first page of 20 with no filters', () => {
    expect(vendorLeadsQuerySchema.parse({})).toEqual({ page: 1, pageSize: 20 });
  });

  it('reads query strings, treating empty parameters as absent', () => {
    expect(
      vendorLeadsQuerySchema.parse({
        page: '3',
        pageSize: '100',
        status: 'won',
        method: '',
        carId: '7',
        from: '2026-03-10',
        to: '2026-03-11',
      }),
    ).toEqual({
      page: 3,
      pageSize: 100,
      status: 'won',
      carId: 7,
      from: new Date('2026-03-09T20:00:00Z'),
      // The whole of 11 March in the UAE: before the 12th starts there.
      to: { at: new Date('2026-03-11T20:00:00Z'), inclusive: false },
    });
    expect(vendorLeadsQuerySchema.parse({ to: '2026-03-11T10:00:00Z' }).to).toEqual({
      at: new Date('2026-03-11T10:00:00Z'),
      inclusive: true,
    });
  });

  it.each([
    [{ pageSize: '101' }, 'pageSize'],
    [{ page: '0' }, 'page'],
    [{ status: 'archived' }, 'status'],
    [{ method: 'sms' }, 'method'],
    [{ carId: '-1' }, 'carId'],
    [{ from: 'soon' }, 'from'],
    [{ from: '2026-03-12', to: '2026-03-11' }, 'to'],
    [{ from: '2026-03-11T10:00:01Z', to: '2026-03-11T10:00:00Z' }, 'to'],
  ])('refuses %j naming %s', (query, name) => {
    const result = vendorLeadsQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([name]);
  });

  it('accepts a range of one instant and of one day', () => {
    const instant = '2026-03-11T10:00:00Z';
    expect(vendorLeadsQuerySchema.safeParse({ from: instant, to: instant }).success).toBe(true);
    expect(vendorLeadsQuerySchema.safeParse({ from: '2026-03-11', to: '2026-03-11' }).success).toBe(
      true,
    );
  });
});

describe('adminLeadsQuerySchema', () => {
  it('filters by company instead of car', () => {
    expect(adminLeadsQuerySchema.parse({ companyId: '4', carId: '9' })).toEqual({
      page: 1,
      pageSize: 20,
      companyId: 4,
    });
    expect(adminLeadsQuerySchema.safeParse({ companyId: 'x' }).success).toBe(false);
  });
});

describe('leadInputSchema', () => {
  const form = {
    carId: 12,
    method: 'phone',
    name: ' Omar ',
    email: 'OMAR@example.ae',
    phone: '050 111 2233',
  };

  it('trims, lowercases the e-mail and normalises the phone to E.164', () => {
    expect(leadInputSchema.parse(form)).toEqual({
      carId: 12,
      method: 'phone',
      name: 'Omar',
      email: 'omar@example.ae',
      phone: '+971501112233',
    });
  });

  it('keeps the honeypot so the server can see it was filled in', () => {
    expect(leadInputSchema.parse({ ...form, website: 'http://x.example' }).website).toBe(
      'http://x.example',
    );
  });
});
