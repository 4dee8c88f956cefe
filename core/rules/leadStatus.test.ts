import { describe, expect, it } from 'vitest';
import { LEAD_STATUSES, type LeadStatus } from '../enums';
import {
  canMoveLead,
  isFinalLeadStatus,
  LEAD_TRANSITIONS,
  leadMoveProblem,
  nextLeadStatuses,
} from './leadStatus';

const ALLOWED: ReadonlyArray<readonly [LeadStatus, LeadStatus]> = [
  ['new', 'contacted'],
  ['new', 'lost'],
  ['contacted', 'won'],
  ['contacted', 'lost'],
];

describe('lead follow-up', () => {
  it('names every status, and only known statuses as targets', () => {
    expect(Object.keys(LEAD_TRANSITIONS).sort()).toEqual([...LEAD_STATUSES].sort());
    for (const targets of Object.values(LEAD_TRANSITIONS)) {
      for (const target of targets) expect(LEAD_STATUSES).toContain(target);
    }
  });

  it('allows exactly new → contacted | lost and contacted → won | lost', () => {
    for (const from of LEAD_STATUSES) {
      for (const to of LEAD_STATUSES) {
        const expected = ALLOWED.some(([a, b]) => a === from && b === to);
        expect(canMoveLead(from, to), `${from} → ${to}`).toBe(expected);
      }
    }
  });

  it('never moves a lead back to new, nor to the status it has', () => {
    for (const from of LEAD_STATUSES) {
      expect(canMoveLead(from, 'new')).toBe(false);
      expect(canMoveLead(from, from)).toBe(false);
    }
  });

  it('treats won and lost as final', () => {
    expect(isFinalLeadStatus('won')).toBe(true);
    expect(isFinalLeadStatus('lost')).toBe(true);
    expect(isFinalLeadStatus('new')).toBe(false);
    expect(isFinalLeadStatus('contacted')).toBe(false);
    expect(nextLeadStatuses('won')).toEqual([]);
    expect(nextLeadStatuses('new')).toEqual(['contacted', 'lost']);
  });

  it('says why a move is refused, and nothing when it is allowed', () => {
    expect(leadMoveProblem('new', 'contacted')).toBeNull();
    expect(leadMoveProblem('new', 'won')).toBe(
      'A new lead can only be moved to contacted or lost, not won',
    );
    expect(leadMoveProblem('won', 'lost')).toBe('A won lead is final and cannot be moved to lost');
    expect(leadMoveProblem('contacted', 'contacted')).toBe('The lead is already contacted');
  });
});
