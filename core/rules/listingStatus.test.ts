import { describe, expect, it } from 'vitest';
import { LISTING_STATUSES } from '../enums';
import { MATERIAL_LISTING_FIELDS, statusAfterEdit } from './listingStatus';

describe('statusAfterEdit', () => {
  it('sends an approved listing back to review on a material change', () => {
    for (const field of MATERIAL_LISTING_FIELDS) {
      expect(statusAfterEdit('approved', [field]), field).toBe('pending');
      expect(statusAfterEdit('approved', ['pricePerDay', field]), field).toBe('pending');
    }
  });

  it('keeps an approved listing approved for prices, terms and other details', () => {
    expect(statusAfterEdit('approved', ['pricePerDay'])).toBe('approved');
    expect(statusAfterEdit('approved', ['pricePerWeek', 'pricePerMonth'])).toBe('approved');
    expect(statusAfterEdit('approved', ['kmPerDay', 'securityDeposit', 'salikCharge'])).toBe(
      'approved',
    );
    expect(statusAfterEdit('approved', ['description', 'services', 'seats'])).toBe('approved');
  });

  it('resubmits a rejected listing on any content change', () => {
    expect(statusAfterEdit('rejected', ['pricePerDay'])).toBe('pending');
    expect(statusAfterEdit('rejected', ['title'])).toBe('pending');
  });

  it('keeps pending and draft listings as they are', () => {
    expect(statusAfterEdit('pending', ['title', 'pricePerDay'])).toBe('pending');
    expect(statusAfterEdit('draft', ['title'])).toBe('draft');
  });

  it('changes nothing without a change, nor for switching the listing on or off', () => {
    for (const status of LISTING_STATUSES) {
      expect(statusAfterEdit(status, [])).toBe(status);
      expect(statusAfterEdit(status, ['active'])).toBe(status);
    }
    expect(statusAfterEdit('approved', ['active', 'year'])).toBe('pending');
  });
});
