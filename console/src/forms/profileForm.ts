import { changedFields } from './changedFields';
import type { VendorProfile } from '@core/schemas/profile';

/** What the profile form edits: the profile's editable fields. */
export type ProfileValues = Pick<
  VendorProfile,
  | 'name'
  | 'description'
  | 'descriptionAr'
  | 'emirate'
  | 'address'
  | 'whatsapp'
  | 'email'
  | 'phone'
  | 'website'
  | 'minimumAge'
  | 'depositPolicy'
  | 'licencesAccepted'
>;

/** The fields the vendor changed (empty boxes: null, the schema's "none"). */
export const changedProfileFields = (values: ProfileValues, profile: VendorProfile) =>
  changedFields(values, profile);
