import { describe, expect, it } from 'vitest';
import {
  isExpiringSoon,
  missingDocumentKinds,
  verificationFromDocuments,
  type DocumentFacts,
} from './verification';
import { uaeToday } from './uaeTime';

const today = '2026-11-22';
const doc = (overrides: Partial<DocumentFacts>): DocumentFacts => ({
  kind: 'trade_licence',
  status: 'approved',
  expiresOn: '2027-06-30',
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});
const allApproved = [
  doc({ kind: 'trade_licence' }),
  doc({ kind: 'rta_permit' }),
  doc({ kind: 'insurance', expiresOn: null }),
];

describe('verification follows documents', () => {
  it('is verified with trade licence, RTA permit and insurance approved and unexpired', () => {
    expect(verificationFromDocuments(allApproved, today)).toBe('verified');
    expect(missingDocumentKinds(allApproved, today)).toEqual([]);
  });

  it('needs insurance; the Emirates ID is optional', () => {
    const withoutInsurance = allApproved.slice(0, 2);
    expect(verificationFromDocuments(withoutInsurance, today)).toBe('unverified');
    expect(missingDocumentKinds(withoutInsurance, today)).toEqual(['insurance']);
  });

  it('lapses when a required document has expired (the last valid day still counts)', () => {
    const expired = [...allApproved.slice(1), doc({ expiresOn: '2026-11-21' })];
    expect(verificationFromDocuments(expired, today)).toBe('unverified');
    expect(missingDocumentKinds(expired, today)).toEqual(['trade_licence']);
    const lastDay = [...allApproved.slice(1), doc({ expiresOn: today })];
    expect(verificationFromDocuments(lastDay, today)).toBe('verified');
  });

  it('is pending while a required document awaits review, rejected when the newest was refused', () => {
    const waiting = [...allApproved.slice(1), doc({ status: 'pending' })];
    expect(verificationFromDocuments(waiting, today)).toBe('pending');
    const refused = [...allApproved.slice(1), doc({ status: 'rejected' })];
    expect(verificationFromDocuments(refused, today)).toBe('rejected');
    const refusedThenApproved = [
      ...refused,
      doc({ status: 'approved', createdAt: '2026-11-10T00:00:00.000Z' }),
    ];
    expect(verificationFromDocuments(refusedThenApproved, today)).toBe('verified');
    expect(verificationFromDocuments([], today)).toBe('unverified');
  });

  it('reminds 30 days before expiry', () => {
    expect(isExpiringSoon(doc({ expiresOn: '2026-12-22' }), today)).toBe(true);
    expect(isExpiringSoon(doc({ expiresOn: '2026-12-23' }), today)).toBe(false);
    expect(isExpiringSoon(doc({ expiresOn: '2026-11-21' }), today)).toBe(false);
    expect(isExpiringSoon(doc({ expiresOn: '2026-12-01', status: 'pending' }), today)).toBe(false);
  });

  it('counts days in UAE time', () => {
    expect(uaeToday(new Date('2026-11-21T20:30:00Z'))).toBe('2026-11-22');
    expect(uaeToday(new Date('2026-11-21T19:59:00Z'))).toBe('2026-11-21');
  });
});
