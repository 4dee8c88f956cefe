import { describe, expect, it, vi } from 'vitest';
import { createI18n, directionOf } from './i18n';

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

describe('translations', () => {
  it('interpolates values, leaves out a value not given, and shows a missing key', () => {
    const i18n = createI18n();
    i18n.addResourceBundle('en', 'sample', {
      greeting: 'Hello {{name}}, {{ missing }}page {{page}}',
      nested: { deep: { text: 'Deep {{what}}' } },
    });
    const t = i18n.getFixedT(null, 'sample');
    expect(t('greeting', { name: 'Aisha', page: 2 })).toBe('Hello Aisha, page 2');
    expect(t('nested.deep.text', { what: 'down' })).toBe('Deep down');
    expect(t('nope.not.here')).toBe('nope.not.here');
    expect(i18n.getFixedT(null, 'sample')).toBe(t);
  });

  it('uses `_zero` for 0 when present, then the plural form, then the bare key', () => {
    const i18n = createI18n();
    i18n.addResourceBundle('en', 'sample', {
      results_zero: 'No results',
      results_one: 'One result',
      results_other: '{{count}} results',
      plain: '{{count}} things',
    });
    const t = i18n.getFixedT(null, 'sample');
    expect([0, 1, 2].map((count) => t('results', { count }))).toEqual([
      'No results',
      'One result',
      '2 results',
    ]);
    expect(t('plain', { count: 3 })).toBe('3 things');
  });

  it("picks Arabic's six plural forms and falls back to English for a missing key", () => {
    const i18n = createI18n('ar');
    i18n.addResourceBundle('en', 'sample', { onlyEnglish: 'English' });
    i18n.addResourceBundle('ar', 'sample', {
      cars_zero: 'zero',
      cars_one: 'one',
      cars_two: 'two',
      cars_few: 'few {{count}}',
      cars_many: 'many {{count}}',
      cars_other: 'other {{count}}',
    });
    const t = i18n.getFixedT(null, 'sample');
    expect([0, 1, 2, 3, 11, 100].map((count) => t('cars', { count }))).toEqual([
      'zero',
      'one',
      'two',
      'few 3',
      'many 11',
      'other 100',
    ]);
    expect(t('onlyEnglish')).toBe('English');
    expect(directionOf(i18n)).toBe('rtl');
    expect(directionOf(createI18n())).toBe('ltr');
  });

  it('returns objects and arrays with `returnObjects`, their strings interpolated', () => {
    const i18n = createI18n();
    i18n.addResourceBundle('en', 'sample', { steps: [{ title: 'Step {{n}}' }, { title: 'Two' }] });
    expect(i18n.getFixedT(null, 'sample')('steps', { returnObjects: true, n: 1 })).toEqual([
      { title: 'Step 1' },
      { title: 'Two' },
    ]);
    expect(i18n.t('common:brand')).toBe(i18n.t('brand'));
  });
});
