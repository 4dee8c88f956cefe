import { describe, expect, it } from 'vitest';
import type { CarBlock } from '@core/schemas/trip';
import { blockLength, blockOn, fleetBlockSummary } from './blockedDays';

const block = (id: number, from: string, to: string) =>
  ({ id, from, to, reason: 'maintenance' }) as CarBlock;

describe('blocked days', () => {
  it('finds the block of a day, both ends included', () => {
    const blocks = [block(1, '2026-12-01', '2026-12-03'), block(2, '2026-12-31', '2027-01-02')];
    expect(blockOn(blocks, '2026-11-30')).toBeUndefined();
    expect(blockOn(blocks, '2026-12-01')?.id).toBe(1);
    expect(blockOn(blocks, '2026-12-03')?.id).toBe(1);
    expect(blockOn(blocks, '2026-12-04')).toBeUndefined();
    expect(blockOn(blocks, '2027-01-01')?.id).toBe(2);
  });

  it('counts the days of a block', () => {
    expect(blockLength({ from: '2026-12-01', to: '2026-12-01' })).toBe(1);
    expect(blockLength({ from: '2026-12-30', to: '2027-01-02' })).toBe(4);
  });
});

describe('fleetBlockSummary', () => {
  const skip = (carId: number) => ({ carId, from: '2026-12-01', to: '2026-12-02' });
  it('counts the cars blocked and those already blocked then', () => {
    expect(fleetBlockSummary({ blocked: [1, 2, 3], skipped: [] })).toBe('Blocked 3 cars');
    expect(fleetBlockSummary({ blocked: [1], skipped: [skip(2)] })).toBe(
      'Blocked 1 car; 1 car already blocked then',
    );
    expect(fleetBlockSummary({ blocked: [], skipped: [skip(2), skip(3)] })).toBe(
      'Blocked 0 cars; 2 cars already blocked then',
    );
  });
});
