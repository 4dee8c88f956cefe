import type { CancellationPolicy, DepositHold, FuelPolicy, InsuranceType } from '../tripTerms';
import type { EligibilityVerdict, LicenceRule } from '../driverEligibility';
import { arabicDays } from '../tripDays';

/**
 * The rental terms' labels in Arabic (issue #21), the same closed sets as core/rules/tripTerms.ts,
 * worded as UAE rental contracts word them in Arabic: the car page's trip breakdown shows them
 * on Arabic pages.
 */
export const DEPOSIT_HOLD_LABELS_AR: Record<DepositHold, string> = {
  card_hold: 'يُحجز على بطاقتك الائتمانية (دون خصمه)',
  card_charge: 'يُخصم من بطاقتك ثم يُسترد',
  cash: 'يُدفع نقداً أو بتحويل بنكي ثم يُسترد',
};

export const INSURANCE_TYPE_LABELS_AR: Record<InsuranceType, string> = {
  comprehensive: 'تأمين شامل',
  third_party: 'تأمين ضد الغير فقط',
};

export const FUEL_POLICY_LABELS_AR: Record<FuelPolicy, string> = {
  same_to_same: 'تُعاد السيارة بمستوى الوقود نفسه',
  full_to_full: 'تُستلم بخزان ممتلئ وتُعاد بخزان ممتلئ',
  prepaid: 'الخزان الأول مدفوع مسبقاً، وتُعاد بأي مستوى',
};

export const CANCELLATION_POLICY_LABELS_AR: Record<CancellationPolicy, string> = {
  free_24h: 'إلغاء مجاني حتى 24 ساعة قبل الاستلام',
  free_72h: 'إلغاء مجاني حتى 72 ساعة قبل الاستلام',
  non_refundable: 'غير قابل للاسترداد بعد التأكيد',
};

/**
 * Arabic counts its nouns (as arabicDays): one and two have their own words, 3–10 take the
 * plural, 11 and over the singular in the accusative.
 */
function arabicCount(
  count: number,
  words: { one: string; two: string; plural: string; many: string },
): string {
  if (count === 1) return words.one;
  if (count === 2) return words.two;
  return count <= 10 ? `${count} ${words.plural}` : `${count} ${words.many}`;
}

export const arabicMonths = (count: number) =>
  arabicCount(count, { one: 'شهر واحد', two: 'شهران', plural: 'أشهر', many: 'شهراً' });
export const arabicWeeks = (count: number) =>
  arabicCount(count, { one: 'أسبوع واحد', two: 'أسبوعان', plural: 'أسابيع', many: 'أسبوعاً' });
export const arabicYears = (count: number) =>
  arabicCount(count, { one: 'سنة واحدة', two: 'سنتان', plural: 'سنوات', many: 'سنة' });

/** How the rent was made: `شهر واحد وأسبوع واحد ويومان` (English: `1 month + 1 week + 2 days`). */
export function rentPlanTextAr(plan: { months: number; weeks: number; days: number }): string {
  const parts = [
    plan.months ? arabicMonths(plan.months) : null,
    plan.weeks ? arabicWeeks(plan.weeks) : null,
    plan.days ? arabicDays(plan.days) : null,
  ].filter((part) => part !== null);
  return parts.join(' و');
}

/** Days billed at one rate: `يومان في عطلة نهاية الأسبوع بسعر 300 د.إ.` (English: `2 weekend days at AED 300`). */
export function dayLineTextAr(
  line: { kind: 'day' | 'weekend' | 'season'; count: number },
  rate: string,
): string {
  const kind = { day: '', weekend: ' في عطلة نهاية الأسبوع', season: ' في الموسم' }[line.kind];
  return `${arabicDays(line.count)}${kind} بسعر ${rate}`;
}

/** The words of the "Can I drive it?" answer (core driverEligibility) in Arabic. */
export const ELIGIBILITY_WORDS_AR = {
  titles: {
    eligible: 'يمكنك قيادتها',
    needs_permit: 'يمكنك قيادتها برخصة قيادة دولية',
    not_eligible: 'لا يمكنك استئجار هذه السيارة',
  } satisfies Record<EligibilityVerdict, string>,
  tooYoung: (age: number) => `تؤجّر الشركة هذه السيارة للسائقين بعمر ${age} عاماً فأكثر.`,
  licenceTooNew: (years: number) =>
    `تشترط الشركة رخصة قيادة مضى على إصدارها ${arabicYears(years)} على الأقل.`,
  residentNeedsUae: 'على المقيمين في الإمارات القيادة برخصة قيادة إماراتية.',
  bringPermit: 'أحضر رخصة قيادة دولية مع رخصة بلدك.',
  allowed: {
    uae: 'رخصتك الإماراتية هي كل ما تحتاجه.',
    gcc: 'يمكن للزوار القيادة برخصة صادرة في إحدى دول مجلس التعاون الخليجي.',
    accepted: 'يمكن للزوار القيادة برخصة صادرة في هذا البلد.',
  } satisfies Record<Exclude<LicenceRule, 'permit'>, string>,
  otherCountry: 'بلد آخر',
  /** Where Intl's Arabic region name is an official long form, the short name people use. */
  countries: { HK: 'هونغ كونغ' } as Readonly<Record<string, string>>,
};
