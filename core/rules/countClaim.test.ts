import { describe, expect, it } from 'vitest';
import { countClaim } from './countClaim';

describe('countClaim', () => {
  it('rounds down to tens (two significant digits above 999), never claiming more than there is', () => {
    expect(countClaim(72)).toBe('70+');
    expect(countClaim(70)).toBe('70+');
    expect(countClaim(1694)).toBe('1,600+');
    expect(countClaim(433)).toBe('430+');
    expect(countClaim(99_999)).toBe('99,000+');
    expect(countClaim(10)).toBe('10+');
  });

  it('says small counts exactly', () => {
    expect(countClaim(0)).toBe('0');
    expect(countClaim(7)).toBe('7');
  });
});
