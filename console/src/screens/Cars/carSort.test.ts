import { describe, expect, it } from 'vitest';
import { VENDOR_CAR_SORTS } from '@core/schemas/car';
import { carSortingState, carSortParam } from './carSort';

describe('listings table sort ↔ API sort', () => {
  it('maps every API sort to a column direction and back', () => {
    for (const sort of VENDOR_CAR_SORTS) expect(carSortParam(carSortingState(sort))).toBe(sort);
  });

  it('shows newest first when nothing is chosen', () => {
    expect(carSortingState(undefined)).toEqual([{ id: 'createdAt', desc: true }]);
    expect(carSortParam([])).toBeUndefined();
  });
});
