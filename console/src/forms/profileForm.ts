import type { VendorProfile } from '@core/schemas/profile';

/** What the profile form edits: the profile's editable fields. */
export type ProfileValues = Pick<
  VendorProfile,
  | 'name'
  | 'description'
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

/**
 * Only the fields the vendor changed are sent (the API changes only what it receives), so an
 * untouched field never blocks saving another. Empty boxes arrive as undefined; the schema
 * takes null for "none".
 */
export function changedProfileFields(values: ProfileValues, profile: VendorProfile) {
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const before = profile[key as keyof ProfileValues];
    const after = value ?? null;
    if (JSON.stringify(after) !== JSON.stringify(before ?? null)) changed[key] = after;
  }
  return changed;
}
