/**
 * "Can I drive it?": one rules table for who may drive a rented car in the UAE, and the answer
 * for one renter and one car: eligible, needs an International Driving Permit, or not eligible,
 * with the reasons in words. (docs/product.md#can-i-drive-it)
 *
 * UAE rules kept here: a resident drives on a UAE licence; a visitor drives on a UAE or GCC
 * licence, or a licence of a country the UAE accepts from visitors; any other visitor's licence
 * needs an International Driving Permit beside it. The company adds its minimum age and licence
 * years.
 */

export const RESIDENCIES = ['resident', 'visitor'] as const;
export type Residency = (typeof RESIDENCIES)[number];

export type LicenceRule = 'uae' | 'gcc' | 'accepted' | 'permit';

/**
 * Licence countries a renter can choose, with the rule for a visitor holding that licence.
 * A country not listed (or `other`) is a permit country.
 */
export const LICENCE_COUNTRIES: Readonly<Record<string, { name: string; rule: LicenceRule }>> = {
  AE: { name: 'United Arab Emirates', rule: 'uae' },
  SA: { name: 'Saudi Arabia', rule: 'gcc' },
  KW: { name: 'Kuwait', rule: 'gcc' },
  QA: { name: 'Qatar', rule: 'gcc' },
  BH: { name: 'Bahrain', rule: 'gcc' },
  OM: { name: 'Oman', rule: 'gcc' },
  AU: { name: 'Australia', rule: 'accepted' },
  AT: { name: 'Austria', rule: 'accepted' },
  BE: { name: 'Belgium', rule: 'accepted' },
  CA: { name: 'Canada', rule: 'accepted' },
  CN: { name: 'China', rule: 'accepted' },
  DK: { name: 'Denmark', rule: 'accepted' },
  FI: { name: 'Finland', rule: 'accepted' },
  FR: { name: 'France', rule: 'accepted' },
  DE: { name: 'Germany', rule: 'accepted' },
  GR: { name: 'Greece', rule: 'accepted' },
  HK: { name: 'Hong Kong', rule: 'accepted' },
  IE: { name: 'Ireland', rule: 'accepted' },
  IT: { name: 'Italy', rule: 'accepted' },
  JP: { name: 'Japan', rule: 'accepted' },
  LU: { name: 'Luxembourg', rule: 'accepted' },
  NL: { name: 'Netherlands', rule: 'accepted' },
  NZ: { name: 'New Zealand', rule: 'accepted' },
  NO: { name: 'Norway', rule: 'accepted' },
  PL: { name: 'Poland', rule: 'accepted' },
  PT: { name: 'Portugal', rule: 'accepted' },
  SG: { name: 'Singapore', rule: 'accepted' },
  KR: { name: 'South Korea', rule: 'accepted' },
  ZA: { name: 'South Africa', rule: 'accepted' },
  ES: { name: 'Spain', rule: 'accepted' },
  SE: { name: 'Sweden', rule: 'accepted' },
  CH: { name: 'Switzerland', rule: 'accepted' },
  TR: { name: 'Turkey', rule: 'accepted' },
  GB: { name: 'United Kingdom', rule: 'accepted' },
  US: { name: 'United States', rule: 'accepted' },
  EG: { name: 'Egypt', rule: 'permit' },
  IN: { name: 'India', rule: 'permit' },
  JO: { name: 'Jordan', rule: 'permit' },
  LB: { name: 'Lebanon', rule: 'permit' },
  NG: { name: 'Nigeria', rule: 'permit' },
  PK: { name: 'Pakistan', rule: 'permit' },
  PH: { name: 'Philippines', rule: 'permit' },
  RU: { name: 'Russia', rule: 'permit' },
  LK: { name: 'Sri Lanka', rule: 'permit' },
  UA: { name: 'Ukraine', rule: 'permit' },
  other: { name: 'Another country', rule: 'permit' },
};

export function licenceRule(country: string): LicenceRule {
  return LICENCE_COUNTRIES[country]?.rule ?? 'permit';
}

export const ELIGIBILITY_VERDICTS = ['eligible', 'needs_permit', 'not_eligible'] as const;
export type EligibilityVerdict = (typeof ELIGIBILITY_VERDICTS)[number];

export const ELIGIBILITY_TITLES: Record<EligibilityVerdict, string> = {
  eligible: 'You can drive it',
  needs_permit: 'You can drive it with an International Driving Permit',
  not_eligible: 'You cannot rent this car',
};

export interface DriverFacts {
  age: number;
  residency: Residency;
  licenceCountry: string;
  /** Years since the licence was issued. */
  licenceYears: number;
}

export interface CompanyDriverRules {
  minimumAge: number;
  minimumLicenceYears: number;
}

export interface Eligibility {
  verdict: EligibilityVerdict;
  title: string;
  reasons: string[];
}

const years = (count: number) => (count === 1 ? '1 year' : `${count} years`);

/** The answer's words in a language (Arabic: core/rules/ar/tripTerms.ts). */
export interface EligibilityWords {
  titles: Record<EligibilityVerdict, string>;
  tooYoung(age: number): string;
  licenceTooNew(years: number): string;
  residentNeedsUae: string;
  bringPermit: string;
  allowed: Record<Exclude<LicenceRule, 'permit'>, string>;
}

export const ELIGIBILITY_WORDS: EligibilityWords = {
  titles: ELIGIBILITY_TITLES,
  tooYoung: (age) => `The company rents this car to drivers aged ${age} or over.`,
  licenceTooNew: (count) => `The company asks for a licence held for at least ${years(count)}.`,
  residentNeedsUae: 'UAE residents must drive on a UAE driving licence.',
  bringPermit: 'Bring an International Driving Permit together with your home licence.',
  allowed: {
    uae: 'Your UAE licence is all you need.',
    gcc: 'Visitors may drive on a GCC licence.',
    accepted: 'Visitors may drive on a licence from this country.',
  },
};

/** The answer for one driver and one car's rules; every reason that applies is given. */
export function driverEligibility(
  driver: DriverFacts,
  rules: CompanyDriverRules,
  words: EligibilityWords = ELIGIBILITY_WORDS,
): Eligibility {
  const refusals: string[] = [];
  if (driver.age < rules.minimumAge) refusals.push(words.tooYoung(rules.minimumAge));
  if (driver.licenceYears < rules.minimumLicenceYears) {
    refusals.push(words.licenceTooNew(rules.minimumLicenceYears));
  }
  const rule = licenceRule(driver.licenceCountry);
  if (driver.residency === 'resident' && rule !== 'uae') refusals.push(words.residentNeedsUae);
  if (refusals.length > 0) {
    return { verdict: 'not_eligible', title: words.titles.not_eligible, reasons: refusals };
  }
  if (rule === 'permit') {
    return {
      verdict: 'needs_permit',
      title: words.titles.needs_permit,
      reasons: [words.bringPermit],
    };
  }
  return { verdict: 'eligible', title: words.titles.eligible, reasons: [words.allowed[rule]] };
}
