import { describe, expect, it } from 'vitest';
import { VERIFICATION_STATUSES } from '../enums';
import {
  canMoveCompanyStanding,
  companyStandingProblem,
  companyVerificationProblem,
} from './companyStatus';

describe('a company’s standing and verification', () => {
  it('suspends an active company and reinstates a suspended one, nothing else', () => {
    expect(canMoveCompanyStanding('suspend', 'active')).toBe(true);
    expect(canMoveCompanyStanding('suspend', 'suspended')).toBe(false);
    expect(canMoveCompanyStanding('reinstate', 'suspended')).toBe(true);
    expect(canMoveCompanyStanding('reinstate', 'active')).toBe(false);
    expect(companyStandingProblem('suspend', 'suspended')).toBe(
      'This company is already suspended',
    );
    expect(companyStandingProblem('reinstate', 'active')).toBe('This company is already active');
  });

  it('verifies a company from any status but verified', () => {
    for (const status of VERIFICATION_STATUSES) {
      expect(companyVerificationProblem(status) === null, status).toBe(status !== 'verified');
    }
    expect(companyVerificationProblem('verified')).toBe('This company is already verified');
  });
});
