import { describe, expect, it, vi } from 'vitest';
import { createI18n } from './i18n';

describe('createI18n', () => {
  it('formats `{{value, number}}` as whole numbers with English grouping, without Intl', () => {
    // A page's first Intl.NumberFormat costs 20–100 ms of a phone's main thread (formatWholeNumber).
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const i18n = createI18n();
    i18n.addResourceBundle('en', 'sample', {
      cars_one: '{{count, number}} car',
      cars_other: '{{count, number}} cars',
    });
    expect(i18n.t('sample:cars', { count: 1 })).toBe('1 car');
    expect(i18n.t('sample:cars', { count: 12_500 })).toBe('12,500 cars');
    expect(i18n.t('sample:cars', { count: 1_250_000 })).toBe('1,250,000 cars');
    expect(numberFormat).not.toHaveBeenCalled();
    numberFormat.mockRestore();
  });
});
