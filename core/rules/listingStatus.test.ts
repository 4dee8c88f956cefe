import { describe, expect, it } from 'vitest';
import { LISTING_STATUSES } from '../enums';
import {
  LISTING_FIELD_REVIEW,
  MATERIAL_LISTING_FIELDS,
  pendingFieldChanges,
  planListingEdit,
  priceWithinBand,
  statusAfterEdit,
  type ListingValues,
} from './listingStatus';

const live: ListingValues = {
  title: '2024 Nissan Patrol',
  description: 'Clean car.',
  brand: 'nissan',
  model: 'Patrol',
  year: 2024,
  carType: 'suv',
  emirate: 'dubai',
  pricePerDay: 500,
  pricePerWeek: null,
  pricePerMonth: 9000,
  seats: 7,
  kmPerDay: 250,
  active: true,
  photos: [1, 2],
};
const approvedEdit = (edit: ListingValues, pending: ListingValues | null = null) =>
  planListingEdit({ status: 'approved', live, pending, edit });

describe('planListingEdit of an approved listing', () => {
  it('holds every material field for review and changes nothing public', () => {
    const changes: ListingValues = {
      title: 'Call 050 123 4567',
      description: 'www.example.com',
      titleAr: 'اتصل على 050 123 4567',
      descriptionAr: 'www.example.com',
      brand: 'toyota',
      model: 'Armada',
      year: 2023,
      carType: 'sedan',
      emirate: 'sharjah',
      color: 'red',
      photos: [2, 1],
    };
    for (const [field, value] of Object.entries(changes)) {
      const plan = approvedEdit({ [field]: value });
      expect(plan, field).toMatchObject({
        status: 'approved',
        applyNow: {},
        pending: { [field]: value },
        changed: true,
        queued: [field],
      });
    }
    expect([...MATERIAL_LISTING_FIELDS].sort()).toEqual(Object.keys(changes).sort());
  });

  it('applies terms, details and availability at once', () => {
    const plan = approvedEdit({ kmPerDay: 300, seats: 5, active: false });
    expect(plan).toMatchObject({
      status: 'approved',
      applyNow: { kmPerDay: 300, seats: 5, active: false },
      pending: null,
      changed: true,
    });
  });

  it('applies a price within ±50 % of the reviewed one at once, and holds one beyond', () => {
    expect(approvedEdit({ pricePerDay: 750 }).applyNow).toEqual({ pricePerDay: 750 });
    expect(approvedEdit({ pricePerDay: 250 }).applyNow).toEqual({ pricePerDay: 250 });
    expect(approvedEdit({ pricePerDay: 751 })).toMatchObject({
      applyNow: {},
      pending: { pricePerDay: 751 },
    });
    expect(approvedEdit({ pricePerDay: 249 }).pending).toEqual({ pricePerDay: 249 });
    // A new week price is compared with 7 days of the day price; clearing one is no risk.
    expect(approvedEdit({ pricePerWeek: 3000 }).applyNow).toEqual({ pricePerWeek: 3000 });
    expect(approvedEdit({ pricePerWeek: 9000 }).pending).toEqual({ pricePerWeek: 9000 });
    expect(approvedEdit({ pricePerMonth: null }).applyNow).toEqual({ pricePerMonth: null });
  });

  it('measures the band from the last reviewed price, so small steps cannot add up', () => {
    const stepped = planListingEdit({
      status: 'approved',
      live: { ...live, pricePerDay: 700 },
      pending: null,
      reviewedPrices: { pricePerDay: 500 },
      edit: { pricePerDay: 800 },
    });
    expect(stepped.pending).toEqual({ pricePerDay: 800 });
  });

  it('merges a second edit into the waiting revision and withdraws a field set back', () => {
    const first = approvedEdit({ title: 'New title', description: 'New text' });
    const second = approvedEdit({ description: 'Newer text', pricePerDay: 520 }, first.pending);
    expect(second).toMatchObject({
      applyNow: { pricePerDay: 520 },
      pending: { title: 'New title', description: 'Newer text' },
      queued: ['description'],
    });
    const back = approvedEdit({ title: live.title, description: live.description }, second.pending);
    expect(back).toMatchObject({ pending: null, changed: true, applyNow: {} });
  });

  it('replaces a waiting price beyond the band by a new one within it', () => {
    const held = approvedEdit({ pricePerDay: 2000 });
    const fixed = approvedEdit({ pricePerDay: 550 }, held.pending);
    expect(fixed).toMatchObject({ applyNow: { pricePerDay: 550 }, pending: null });
  });

  it('changes nothing when the values sent are the ones shown', () => {
    expect(approvedEdit({ title: live.title, pricePerDay: 500, photos: [1, 2] })).toMatchObject({
      changed: false,
      pending: null,
      applyNow: {},
    });
  });
});

describe('planListingEdit of a listing not approved', () => {
  it('edits it directly; a rejected one is resubmitted', () => {
    for (const status of ['draft', 'pending', 'rejected'] as const) {
      const plan = planListingEdit({
        status,
        live,
        pending: null,
        edit: { title: 'X', pricePerDay: 5000 },
      });
      expect(plan).toMatchObject({
        status: status === 'rejected' ? 'pending' : status,
        applyNow: { title: 'X', pricePerDay: 5000 },
        pending: null,
      });
    }
  });
});

describe('statusAfterEdit', () => {
  it('never moves a status for nothing or for switching the listing on or off', () => {
    for (const status of LISTING_STATUSES) {
      expect(statusAfterEdit(status, [])).toBe(status);
      expect(statusAfterEdit(status, ['active'])).toBe(status);
    }
    expect(statusAfterEdit('rejected', ['active', 'year'])).toBe('pending');
  });
});

describe('field classes', () => {
  it('classify every field, prices by the band', () => {
    expect(LISTING_FIELD_REVIEW.pricePerDay).toBe('price');
    expect(priceWithinBand('pricePerDay', 100, { pricePerDay: null })).toBe(false);
  });

  it('give a diff of the waiting fields against the approved values', () => {
    expect(pendingFieldChanges(live, { description: 'New', photos: [2], title: 'T' })).toEqual([
      { field: 'title', before: live.title, after: 'T' },
      { field: 'description', before: live.description, after: 'New' },
    ]);
  });
});
