import { describe, expect, it } from 'vitest';
import type { Quote } from '@core/schemas/trip';
import { quoteLines } from './quoteLines';

const quote: Quote = {
  carId: 1,
  from: '2026-12-01',
  to: '2026-12-09',
  fromTime: '10:00',
  toTime: '10:00',
  available: true,
  days: 8,
  tier: 'weekly',
  plan: { months: 0, weeks: 1, days: 1 },
  rates: { day: 200, week: 1000, month: 5000, weekend: null },
  dayLines: [{ kind: 'day', count: 1, rate: 200, amount: 200 }],
  rent: 1200,
  delivery: 0,
  deliveryEmirate: 'dubai',
  vat: 57.14,
  total: 1200,
  deposit: { amount: 1500, hold: 'card_hold', returnDays: 14 },
  includedKm: 2000,
  kmPerDay: 250,
  extraKmPrice: 1.5,
  salikPerCrossing: 5,
  insurance: { type: 'comprehensive', included: true, excess: 2000 },
  fuelPolicy: 'full_to_full',
  minimumAge: 25,
  minimumLicenceYears: 2,
  cancellation: 'free_72h',
  graceHours: 1,
  deliveryFees: { dubai: 0 },
};

describe('quoteLines', () => {
  it("gives the renters' breakdown in the site's words and order", () => {
    const { paid, apart } = quoteLines(quote);
    expect(paid).toEqual([
      ['Rent for 8 days (1 week + 1 day)', 'AED 1,200'],
      ['Delivery or collection', 'Free'],
      ['Total to pay (VAT included: AED 57.14)', 'AED 1,200'],
    ]);
    expect(apart.map(([label]) => label)).toEqual([
      'Deposit',
      'Kilometres',
      'Salik tolls',
      'Insurance',
      'Fuel',
      'Driver',
      'Cancellation',
    ]);
    expect(apart[0]![1]).toBe(
      'AED 1,500, Held on your credit card (not charged); returned within 14 days',
    );
    expect(apart[1]![1]).toBe('2,000 km included for the trip; then AED 1.50 a km');
  });

  it('names the days at a weekend or season rate', () => {
    const withWeekend = quoteLines({
      ...quote,
      dayLines: [{ kind: 'weekend', count: 1, rate: 300, amount: 300 }],
    });
    expect(withWeekend.paid[0]![0]).toBe(
      'Rent for 8 days (1 week + 1 day: 1 weekend day at AED 300)',
    );
    const byTheDay = quoteLines({
      ...quote,
      days: 3,
      plan: { months: 0, weeks: 0, days: 3 },
      dayLines: [
        { kind: 'day', count: 1, rate: 200, amount: 200 },
        { kind: 'season', count: 2, rate: 450, amount: 900 },
      ],
    });
    expect(byTheDay.paid[0]![0]).toBe(
      'Rent for 3 days (1 day at AED 200, 2 season days at AED 450)',
    );
  });

  it('says no deposit, no delivery there, collection, no insurance', () => {
    const none = quoteLines({
      ...quote,
      deposit: { ...quote.deposit, amount: 0 },
      delivery: null,
      deliveryEmirate: 'fujairah',
      insurance: { ...quote.insurance, included: false },
    });
    expect(none.paid[1]![1]).toBe('No delivery to Fujairah');
    expect(none.apart[0]![1]).toBe('No deposit');
    expect(none.apart[3]![1]).toBe('Not included');
    expect(quoteLines({ ...quote, deliveryEmirate: null }).paid[1]![1]).toBe('You collect it');
  });
});

describe('quoteLines in Arabic', () => {
  it("says the breakdown in the Arabic car page's words, amounts isolated", async () => {
    const { default: arabic } = await import('../../i18n/locales/ar.json');
    const { translator } = await import('../../i18n/strings');
    const { EMIRATE_LABELS_AR } = await import('@core/catalogue/ar/labels');
    const terms = await import('@core/rules/ar/tripTerms');
    const { paid, apart } = quoteLines(quote, {
      t: translator(arabic),
      language: 'ar',
      labels: {
        emirate: EMIRATE_LABELS_AR,
        depositHold: terms.DEPOSIT_HOLD_LABELS_AR,
        insuranceType: terms.INSURANCE_TYPE_LABELS_AR,
        fuelPolicy: terms.FUEL_POLICY_LABELS_AR,
        cancellation: terms.CANCELLATION_POLICY_LABELS_AR,
      },
    });
    const plain = (text: string) => text.replace(/[\u2068\u2069]/g, '');
    expect(plain(paid[0]![0])).toBe('الإيجار لمدة 8 أيام (أسبوع واحد ويوم واحد)');
    expect(paid[1]).toEqual(['التوصيل أو الاستلام', 'مجاناً']);
    expect(plain(apart[0]![1])).toBe(
      'AED 1,500، يُحجز على بطاقتك الائتمانية (دون خصمه)؛ يُعاد خلال 14 يوماً',
    );
    expect(plain(apart[5]![1])).toBe('بعمر 25 عاماً فأكثر، ورخصة مضى على إصدارها سنتان على الأقل');
    // The amount keeps its order inside the Arabic sentence.
    expect(apart[0]![1]).toContain('\u2068AED 1,500\u2069');
  });
});
