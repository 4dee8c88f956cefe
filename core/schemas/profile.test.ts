import { describe, expect, it } from 'vitest';
import { licencesText, profilePatchSchema } from './profile';

describe('profile patch', () => {
  it('turns UAE numbers into E.164 and refuses foreign ones per field', () => {
    const ok = profilePatchSchema.parse({ whatsapp: '050 123 4567', phone: '+971 4 123 4567' });
    expect(ok).toEqual({ whatsapp: '+971501234567', phone: '+97141234567' });
    const bad = profilePatchSchema.safeParse({ whatsapp: '+44 20 7946 0958', minimumAge: 31 });
    expect(bad.success).toBe(false);
    const paths = bad.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['whatsapp', 'minimumAge']));
  });

  it('checks the minimum age (18–30), licences and unknown fields', () => {
    expect(profilePatchSchema.safeParse({ minimumAge: 18 }).success).toBe(true);
    expect(profilePatchSchema.safeParse({ minimumAge: 17 }).success).toBe(false);
    expect(profilePatchSchema.safeParse({ licencesAccepted: [] }).success).toBe(false);
    expect(profilePatchSchema.safeParse({ licencesAccepted: ['uae', 'uae'] }).success).toBe(false);
    expect(profilePatchSchema.safeParse({ verified: true }).success).toBe(false);
  });

  it('writes the licences sentence renters read', () => {
    expect(licencesText(['international', 'uae'])).toBe('UAE or international driving licence');
    expect(licencesText(['uae', 'gcc', 'international'])).toBe(
      'UAE, GCC or international driving licence',
    );
  });
});
