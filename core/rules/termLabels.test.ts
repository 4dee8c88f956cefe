import { describe, expect, it } from 'vitest';
import { driverEligibility } from './driverEligibility';
import { ARABIC_TERMS } from './ar/termLabelsAr';
import { ENGLISH_TERM_LABELS, ENGLISH_TERMS, TERM_LABELS_IN } from './termLabels';
import { CANCELLATION_POLICIES, DEPOSIT_HOLDS, FUEL_POLICIES, INSURANCE_TYPES } from './tripTerms';

describe('the trip terms in a page’s language', () => {
  const arabic = ARABIC_TERMS;

  it('loads the Arabic labels by the language’s code', async () => {
    expect(await TERM_LABELS_IN.ar!()).toBe(ARABIC_TERMS);
  });

  it('has an Arabic label for every term, none of them English', () => {
    const labels = [
      ...DEPOSIT_HOLDS.map((value) => arabic.depositHold[value]),
      ...INSURANCE_TYPES.map((value) => arabic.insuranceType[value]),
      ...FUEL_POLICIES.map((value) => arabic.fuelPolicy[value]),
      ...CANCELLATION_POLICIES.map((value) => arabic.cancellation[value]),
    ];
    for (const label of labels) {
      expect(label).toMatch(/^[\u0600-\u06FF\d\s()،.]+$/);
      expect(ENGLISH_TERM_LABELS).not.toContain(label);
    }
  });

  it('counts the rent plan as Arabic counts nouns', () => {
    expect(arabic.rentPlan({ months: 1, weeks: 1, days: 2 })).toBe('شهر واحد وأسبوع واحد ويومان');
    expect(arabic.rentPlan({ months: 2, weeks: 0, days: 3 })).toBe('شهران و3 أيام');
    expect(arabic.rentPlan({ months: 12, weeks: 0, days: 0 })).toBe('12 شهراً');
    expect(arabic.rentPlan({ months: 0, weeks: 3, days: 0 })).toBe('3 أسابيع');
    expect([1, 2, 3, 11].map(arabic.years)).toEqual(['سنة واحدة', 'سنتان', '3 سنوات', '11 سنة']);
    expect(ENGLISH_TERMS.years(1)).toBe('1 year');
    expect(ENGLISH_TERMS.rentPlan({ months: 1, weeks: 1, days: 2 })).toBe(
      '1 month + 1 week + 2 days',
    );
  });

  it('writes the days at a weekend or season rate in words, in both languages', () => {
    expect(ENGLISH_TERMS.dayLine({ kind: 'weekend', count: 2 }, 'AED 300')).toBe(
      '2 weekend days at AED 300',
    );
    expect(ENGLISH_TERMS.dayLine({ kind: 'season', count: 1 }, 'AED 450')).toBe(
      '1 season day at AED 450',
    );
    expect(ENGLISH_TERMS.dayLine({ kind: 'day', count: 3 }, 'AED 200')).toBe('3 days at AED 200');
    expect(arabic.dayLine({ kind: 'weekend', count: 2 }, '300 د.إ.')).toBe(
      'يومان في عطلة نهاية الأسبوع بسعر 300 د.إ.',
    );
    expect(arabic.dayLine({ kind: 'season', count: 3 }, '450 د.إ.')).toBe(
      '3 أيام في الموسم بسعر 450 د.إ.',
    );
    expect(arabic.dayLine({ kind: 'day', count: 1 }, '200 د.إ.')).toBe('يوم واحد بسعر 200 د.إ.');
  });

  it('answers "Can I drive it?" in Arabic, with the reasons', () => {
    const rules = { minimumAge: 25, minimumLicenceYears: 2 };
    const driver = {
      age: 21,
      residency: 'visitor',
      licenceCountry: 'GB',
      licenceYears: 1,
    } as const;
    expect(driverEligibility(driver, rules, arabic.eligibility)).toEqual({
      verdict: 'not_eligible',
      title: 'لا يمكنك استئجار هذه السيارة',
      reasons: [
        'تؤجّر الشركة هذه السيارة للسائقين بعمر 25 عاماً فأكثر.',
        'تشترط الشركة رخصة قيادة مضى على إصدارها سنتان على الأقل.',
      ],
    });
    expect(
      driverEligibility(
        { ...driver, age: 30, licenceYears: 5, licenceCountry: 'IN' },
        rules,
        arabic.eligibility,
      ).title,
    ).toBe('يمكنك قيادتها برخصة قيادة دولية');
  });

  it('names licence countries in Arabic, and English stays as it was', () => {
    expect(arabic.country('IN')).toBe('الهند');
    expect(arabic.country('HK')).toBe('هونغ كونغ');
    expect(arabic.country('other')).toBe('بلد آخر');
    expect(ENGLISH_TERMS.country('GB')).toBe('United Kingdom');
    expect(ENGLISH_TERMS.fuelPolicy.same_to_same).toBe('Return with the same fuel level');
  });
});
