import { describe, expect, it } from 'vitest';
import { emailSchema, normalisePhone, phoneSchema, requiredText } from './common';

describe('normalisePhone', () => {
  it.each([
    ['+971 50 123 4567', '+971501234567'],
    ['+971501234567', '+971501234567'],
    ['00971501234567', '+971501234567'],
    ['00971 50 123 4567', '+971501234567'],
    ['050 123 4567', '+971501234567'],
    ['050-123-4567', '+971501234567'],
    ['04 000 0000', '+97140000000'],
    ['+971 (0)50 123 4567', '+971501234567'],
    ['+44 20 7946 0958', '+442079460958'],
    ['  +971 50 123 4567  ', '+971501234567'],
  ])('reads %s as %s', (raw, expected) => {
    expect(normalisePhone(raw)).toBe(expected);
  });

  it.each([
    '',
    'abc',
    'call me',
    '+971 50 ABC',
    '12345',
    '+123',
    '501234567',
    '+0971501234567',
    '+1234567890123456',
  ])('rejects %j', (raw) => {
    expect(normalisePhone(raw)).toBeNull();
  });
});

describe('phoneSchema', () => {
  it('normalises to E.164', () => {
    expect(phoneSchema.parse('+971 50 123 4567')).toBe('+971501234567');
    expect(phoneSchema.parse('00971501234567')).toBe('+971501234567');
    expect(phoneSchema.parse('050 123 4567')).toBe('+971501234567');
  });

  it('rejects blank and garbage', () => {
    expect(phoneSchema.safeParse('').success).toBe(false);
    expect(phoneSchema.safeParse('   ').success).toBe(false);
    expect(phoneSchema.safeParse('not a number').success).toBe(false);
    expect(phoneSchema.safeParse('12').success).toBe(false);
  });
});

describe('requiredText', () => {
  const name = requiredText(10);

  it('trims', () => {
    expect(name.parse('  Sara  ')).toBe('Sara');
  });

  it('fails on empty and whitespace-only text', () => {
    for (const blank of ['', ' ', '   \t\n ']) {
      const result = name.safeParse(blank);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('This field is required');
    }
  });

  it('fails above the maximum', () => {
    expect(name.safeParse('a'.repeat(11)).success).toBe(false);
    expect(name.safeParse('a'.repeat(10)).success).toBe(true);
  });
});

describe('emailSchema', () => {
  it('trims and lowercases, and rejects non-addresses', () => {
    expect(emailSchema.parse('  Sara@Example.COM ')).toBe('sara@example.com');
    expect(emailSchema.safeParse('sara@').success).toBe(false);
    expect(emailSchema.safeParse('').success).toBe(false);
  });
});
