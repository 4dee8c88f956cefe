import { describe, expect, it } from 'vitest';
import {
  COMPANY_STATUSES,
  DOCUMENT_STATUSES,
  LISTING_STATUSES,
  POST_STATUSES,
  ROLES,
  type Role,
} from '../enums';
import { COMPANY_STANDING_TRANSITIONS, COMPANY_VERIFICATION_TRANSITIONS } from './companyStatus';
import { DOCUMENT_TRANSITIONS } from './documentStatus';
import { LISTING_TRANSITIONS } from './listingTransitions';
import { POST_TRANSITIONS } from './postStatus';
import { actsFrom, canTransition, statusesAfter, type TransitionTable } from './stateMachine';
import { VERIFICATION_STATUSES } from '../enums';

const TABLES: [string, TransitionTable<string, string>, readonly string[]][] = [
  ['post', POST_TRANSITIONS, POST_STATUSES],
  ['listing', LISTING_TRANSITIONS, LISTING_STATUSES],
  ['document', DOCUMENT_TRANSITIONS, DOCUMENT_STATUSES],
  ['company standing', COMPANY_STANDING_TRANSITIONS, COMPANY_STATUSES],
  ['company verification', COMPANY_VERIFICATION_TRANSITIONS, VERIFICATION_STATUSES],
];

describe.each(TABLES)('the %s table', (_name, table, statuses) => {
  it('names only known statuses and roles, every act by someone', () => {
    for (const transition of Object.values(table)) {
      expect(statuses).toContain(transition.to);
      for (const from of transition.from) expect(statuses).toContain(from);
      expect(transition.by.length).toBeGreaterThan(0);
      for (const role of transition.by) expect(ROLES).toContain(role);
    }
  });

  it('answers the role check from the table alone', () => {
    for (const [act, transition] of Object.entries(table)) {
      for (const from of transition.from) {
        for (const role of ROLES) {
          expect(canTransition(table, act, from, role)).toBe(transition.by.includes(role));
        }
      }
    }
  });
});

describe('the generic rules', () => {
  const table = {
    go: { from: ['a'], to: 'b', by: ['admin'] },
    back: { from: ['b'], to: 'a', by: ['admin', 'writer'] },
  } as const satisfies TransitionTable<'go' | 'back', 'a' | 'b'>;

  it('refuses an act from a status it does not start from, whoever asks', () => {
    expect(canTransition(table, 'go', 'b')).toBe(false);
    expect(canTransition(table, 'go', 'b', 'admin')).toBe(false);
  });

  it('lists the acts of a role in the table order, and the statuses reachable', () => {
    expect(actsFrom(table, 'b', 'writer' as Role)).toEqual(['back']);
    expect(actsFrom(table, 'a', 'writer' as Role)).toEqual([]);
    expect(statusesAfter(table, 'a')).toEqual(['b']);
  });
});
