import { describe, expect, it } from 'vitest';
import { isRobotAgent } from './botAgents';
import { canonicalFilters, isSearch, normaliseSearchText } from './whatCounts';

describe('what counts as a search', () => {
  it('is the first page of results, not page 2 or a one-car price probe', () => {
    expect(isSearch({})).toBe(true);
    expect(isSearch({ page: 1, query: 'bmw' })).toBe(true);
    expect(isSearch({ page: 2 })).toBe(false);
    expect(isSearch({ pageSize: 1, sort: 'price_asc' })).toBe(false);
  });

  it('writes the text and filters one way however they were sent', () => {
    expect(normaliseSearchText('  BMW\u00a0  X5 ')).toBe('bmw x5');
    expect(normaliseSearchText(undefined)).toBe('');
    expect(canonicalFilters({ emirate: 'dubai', brand: 'bmw', sort: 'price_asc', page: 1 })).toBe(
      'brand=bmw&emirate=dubai',
    );
    expect(canonicalFilters({ brand: 'all', from: '2026-12-01', to: '2026-12-03' })).toBe('');
    expect(
      canonicalFilters({
        from: '2026-12-01',
        to: '2026-12-03',
        fromTime: '09:00',
        toTime: '18:30',
      }),
    ).toBe('');
    expect(canonicalFilters({ budget: 300, noDeposit: true })).toBe('budget=300&noDeposit=true');
  });

  it('tells robots and scripts from browsers by their agent', () => {
    for (const agent of [
      undefined,
      '',
      'node',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'facebookexternalhit/1.1',
      'WhatsApp/2.23.20.0',
      'curl/8.5.0',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/130.0 Safari/537.36',
    ])
      expect(isRobotAgent(agent), agent).toBe(true);
    for (const agent of [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Version/18.1 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    ])
      expect(isRobotAgent(agent), agent).toBe(false);
  });
});
