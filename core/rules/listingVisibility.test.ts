import { describe, expect, it } from 'vitest';
import { listingVisibility } from './listingVisibility';

describe('listing visibility', () => {
  it('is public only when approved, switched on and the company is active', () => {
    expect(listingVisibility({ status: 'approved', active: true }, 'active')).toBe('public');
    expect(listingVisibility({ status: 'approved', active: false }, 'active')).toBe('switched_off');
    expect(listingVisibility({ status: 'pending', active: true }, 'active')).toBe('not_approved');
  });

  it("says a suspended company's approved cars are not public", () => {
    expect(listingVisibility({ status: 'approved', active: true }, 'suspended')).toBe(
      'company_suspended',
    );
    expect(listingVisibility({ status: 'approved', active: false }, 'suspended')).toBe(
      'company_suspended',
    );
  });
});
