import { describe, expect, it } from 'vitest';
import type { VendorProfile } from '@core/schemas/profile';
import { profilePatchSchema } from '@core/schemas/profile';
import { changedProfileFields, type ProfileValues } from './profileForm';

const profile: VendorProfile = {
  id: 1,
  name: 'Demo Drive',
  slug: 'demo-drive',
  description: null,
  descriptionAr: null,
  emirate: 'dubai',
  address: 'Al Barsha',
  whatsapp: '+971501234567',
  email: 'hello@demo.ae',
  phone: '+97141234567',
  website: null,
  logoUrl: null,
  minimumAge: 21,
  depositPolicy: null,
  licencesAccepted: [],
  tripTerms: {},
  licencesText: null,
  verified: false,
  verificationStatus: 'unverified',
  verificationNote: null,
  status: 'active',
  suspensionReason: null,
};

const values = (): ProfileValues => ({
  name: profile.name,
  description: profile.description,
  descriptionAr: profile.descriptionAr,
  emirate: profile.emirate,
  address: profile.address,
  whatsapp: profile.whatsapp,
  email: profile.email,
  phone: profile.phone,
  website: profile.website,
  minimumAge: profile.minimumAge,
  depositPolicy: profile.depositPolicy,
  licencesAccepted: profile.licencesAccepted,
});

describe('profile form → PATCH body', () => {
  it('sends only what changed, so an untouched invalid field never blocks a save', () => {
    const patch = changedProfileFields({ ...values(), whatsapp: '050 765 4321' }, profile);
    expect(patch).toEqual({ whatsapp: '050 765 4321' });
    // The empty licence list the profile came with is not sent, so the schema accepts the patch.
    expect(profilePatchSchema.parse(patch)).toEqual({ whatsapp: '+971507654321' });
  });

  it('sends a cleared box as null and an unchanged form as nothing', () => {
    const cleared = { ...values(), address: undefined } as unknown as ProfileValues;
    expect(changedProfileFields(cleared, profile)).toEqual({ address: null });
    expect(changedProfileFields(values(), profile)).toEqual({});
  });
});
