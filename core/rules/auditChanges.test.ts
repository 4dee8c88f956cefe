import { describe, expect, it } from 'vitest';
import { auditChanges, auditChangesText } from './auditChanges';

describe('auditChanges', () => {
  it('names each changed field and shows its values as people read them', () => {
    expect(
      auditChanges(
        'listing',
        { status: 'pending', rejectionReason: null },
        { status: 'rejected', rejectionReason: 'Blurred photos' },
      ),
    ).toEqual([
      { field: 'status', label: 'Status', before: 'Pending review', after: 'Rejected' },
      { field: 'rejectionReason', label: 'Rejection reason', before: '—', after: 'Blurred photos' },
    ]);
  });

  it('reads statuses by the subject, prices in AED, lists as counts; unchanged fields left out', () => {
    const company = auditChanges(
      'company',
      { status: 'active', verificationStatus: 'pending' },
      { status: 'suspended', verificationStatus: 'pending', documentsApproved: [4, 5] },
    );
    expect(auditChangesText(company)).toBe(
      'Status: Active → Suspended; Documents approved: — → 2 documents',
    );
    expect(
      auditChangesText(auditChanges('listing', { pricePerDay: 300 }, { pricePerDay: 320 })),
    ).toMatch(/^Price per day: AED\s?300 → AED\s?320$/);
    expect(auditChanges('document', null, { odd: { a: 1 } })).toEqual([
      { field: 'odd', label: 'odd', before: '—', after: '{"a":1}' },
    ]);
  });
});
