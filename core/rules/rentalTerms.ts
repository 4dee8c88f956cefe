import { formatAed } from './pricing';

/** A company's rental policies as renters read them (the spec's Company `policies`). (docs/product.md#rental-companies) */
export interface RentalPolicies {
  minimumDriverAge: number;
  securityDeposit: string;
  licences: string;
}

/** A car's own terms that can differ from its company's defaults. */
export interface CarOwnTerms {
  securityDepositAed?: number | null;
  minimumDriverAge?: number | null;
}

/** A deposit amount as renters read it, the same on every page: 'No deposit' or 'AED 1,000'. */
export function depositText(amountAed: number): string {
  return amountAed > 0 ? formatAed(amountAed) : 'No deposit';
}

/**
 * One source of truth per term: the policies that hold for one car. The car's own terms win over
 * its company's defaults (a company "AED 1,000" and a car "No deposit" is a car without deposit);
 * a term the car does not state is the company's. The API answers a car's company with these and
 * the car page shows them in the car's terms and on its company card alike.
 */
export function carPolicies(car: CarOwnTerms, company: RentalPolicies): RentalPolicies {
  return {
    minimumDriverAge: car.minimumDriverAge ?? company.minimumDriverAge,
    securityDeposit:
      car.securityDepositAed === undefined || car.securityDepositAed === null
        ? company.securityDeposit
        : depositText(car.securityDepositAed),
    licences: company.licences,
  };
}
