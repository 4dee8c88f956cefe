import { describe, expect, it } from 'vitest';
import { carPolicies, depositText } from './rentalTerms';

const company = {
  minimumDriverAge: 25,
  securityDeposit: 'AED 1,000',
  licences: 'UAE or GCC driving licence',
};

describe('carPolicies', () => {
  it("lets the car's own terms win over the company's defaults", () => {
    expect(carPolicies({ securityDepositAed: 0, minimumDriverAge: 21 }, company)).toEqual({
      minimumDriverAge: 21,
      securityDeposit: 'No deposit',
      licences: 'UAE or GCC driving licence',
    });
    expect(carPolicies({ securityDepositAed: 2500 }, company).securityDeposit).toBe('AED 2,500');
  });

  it("takes the company's default for a term the car does not state", () => {
    expect(carPolicies({}, company)).toEqual(company);
    expect(carPolicies({ securityDepositAed: null, minimumDriverAge: null }, company)).toEqual(
      company,
    );
  });
});

describe('depositText', () => {
  it('says no deposit for zero and the amount in AED otherwise', () => {
    expect(depositText(0)).toBe('No deposit');
    expect(depositText(1500)).toBe('AED 1,500');
  });
});
