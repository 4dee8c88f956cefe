import { AREAS } from '@core/catalogue/areas';
import { DEFAULT_LANGUAGE } from '@core/i18n/languages';
import { textInLanguage } from '@core/i18n/companyTexts';
import { RENTAL_POLICY_DEFAULTS } from '@core/constants';
import { CAR_TYPES, EMIRATE_LABELS, type CarType, type Emirate } from '@core/enums';
import type {
  CompanyFleetEntry,
  CompanyProfile,
  Company as PublicCompany,
} from '@core/schemas/company';
import type { VendorProfile } from '@core/schemas/profile';
import type { Company } from '../models';

/** What a company's public cars add to its card: computed in SQL, one grouped query. */
export interface CompanyCarStats {
  /** Number of its public cars (approved, active; the company is not suspended). */
  carCount: number;
  /** Lowest day price (AED) of those cars. */
  priceFrom: number | null;
  minDeposit: number | null;
  maxDeposit: number | null;
}

export const NO_PUBLIC_CARS: CompanyCarStats = {
  carCount: 0,
  priceFrom: null,
  minDeposit: null,
  maxDeposit: null,
};

const aed = (amount: number) => `AED ${amount.toLocaleString('en-US')}`;

/**
 * Human-readable location: the area's name (core AREAS, by slug or name) and the emirate,
 * e.g. 'Dubai Marina, Dubai'. An unknown area, or one of another emirate, shows the emirate only.
 */
export function companyLocation(company: { area: string | null; emirate: Emirate }): string {
  const emirate = EMIRATE_LABELS[company.emirate];
  const wanted = company.area?.trim().toLowerCase();
  const area = wanted
    ? AREAS.find(
        (a) =>
          a.emirate === company.emirate && (a.slug === wanted || a.name.toLowerCase() === wanted),
      )
    : undefined;
  if (!area || area.name === emirate) return emirate;
  return `${area.name}, ${emirate}`;
}

/**
 * The profile's security deposit line: the company's own policy when it wrote one, otherwise
 * what its public cars ask.
 */
export function securityDepositText(
  depositPolicy: string | null,
  stats: Pick<CompanyCarStats, 'minDeposit' | 'maxDeposit'>,
): string {
  const policy = depositPolicy?.trim();
  if (policy) return policy;
  if (stats.minDeposit === null || stats.maxDeposit === null) return 'Stated with each car';
  if (stats.maxDeposit === 0) return 'No deposit';
  if (stats.minDeposit === 0) return 'No deposit on selected cars';
  return `From ${aed(stats.minDeposit)}`;
}

/**
 * A rental company as renters see it (the spec's Company). An allowlist: never its owner,
 * its internal statuses or its contact details (those come with a lead).
 * (docs/product.md#rental-companies)
 */
export function presentCompany(
  company: Company,
  stats: CompanyCarStats,
  language: string = DEFAULT_LANGUAGE,
): PublicCompany {
  return {
    id: company.id,
    name: company.name,
    slug: company.slug,
    logo: company.logoUrl,
    rating: Number(company.rating),
    reviewCount: company.reviewCount,
    location: companyLocation(company),
    emirate: company.emirate,
    carCount: stats.carCount,
    verified: company.verificationStatus === 'verified',
    // In the page's language where the company wrote it (core i18n/companyTexts).
    description: textInLanguage(language, company.description, company.descriptionAr),
    policies: {
      minimumDriverAge: company.minimumDriverAge,
      securityDeposit: securityDepositText(company.depositPolicy, stats),
      licences: company.licencesAccepted?.trim() || RENTAL_POLICY_DEFAULTS.licences,
    },
  };
}

/** Per car type figures of one company's public cars. */
export interface CompanyFleetRow extends CompanyCarStats {
  carType: CarType;
}

/** The profile: the company plus its fleet by car type (most first) and its lowest day price. */
export function presentCompanyProfile(
  company: Company,
  fleetRows: CompanyFleetRow[],
  language: string = DEFAULT_LANGUAGE,
): CompanyProfile {
  const stats = combineStats(fleetRows);
  const fleet: CompanyFleetEntry[] = fleetRows
    .map((row) => ({ carType: row.carType, count: row.carCount }))
    .sort(
      (a, b) => b.count - a.count || CAR_TYPES.indexOf(a.carType) - CAR_TYPES.indexOf(b.carType),
    );
  return { ...presentCompany(company, stats, language), fleet, priceFrom: stats.priceFrom };
}

function combineStats(rows: CompanyCarStats[]): CompanyCarStats {
  const least = (values: (number | null)[]) => {
    const present = values.filter((v): v is number => v !== null);
    return present.length ? Math.min(...present) : null;
  };
  const most = (values: (number | null)[]) => {
    const present = values.filter((v): v is number => v !== null);
    return present.length ? Math.max(...present) : null;
  };
  return {
    carCount: rows.reduce((sum, row) => sum + row.carCount, 0),
    priceFrom: least(rows.map((row) => row.priceFrom)),
    minDeposit: least(rows.map((row) => row.minDeposit)),
    maxDeposit: most(rows.map((row) => row.maxDeposit)),
  };
}

/**
 * The company's own profile as its vendor edits it, with its standing: suspended or not, and
 * the admin's note when the verification was refused.
 */
export function presentProfile(company: Company, verificationNote: string | null): VendorProfile {
  return {
    id: company.id,
    name: company.name,
    slug: company.slug,
    description: company.description,
    descriptionAr: company.descriptionAr ?? null,
    emirate: company.emirate,
    address: company.address,
    whatsapp: company.whatsapp,
    email: company.email,
    phone: company.phone,
    website: company.website,
    logoUrl: company.logoUrl,
    minimumAge: company.minimumDriverAge,
    depositPolicy: company.depositPolicy,
    licencesAccepted: company.licenceKinds ?? [],
    tripTerms: company.tripTerms ?? {},
    licencesText: company.licencesAccepted,
    verified: company.verificationStatus === 'verified',
    verificationStatus: company.verificationStatus,
    verificationNote,
    status: company.status,
    suspensionReason: company.status === 'suspended' ? company.suspensionReason : null,
  };
}
