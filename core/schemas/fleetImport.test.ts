import { describe, expect, it } from 'vitest';
import {
  FLEET_COLUMNS,
  FLEET_HEADER,
  fleetRowOf,
  unknownFleetColumns,
} from '../rules/fleetColumns';
import { checkFleetRow } from './fleetImport';

const example = Object.fromEntries(FLEET_COLUMNS.map((c) => [c.column, c.example]));

describe('a fleet row', () => {
  it("reads the template's example into a valid listing", () => {
    const checked = checkFleetRow(example);
    expect(checked.errors).toEqual([]);
    expect(checked.input).toMatchObject({
      title: '2024 Toyota Land Cruiser GXR',
      brand: 'toyota',
      carType: 'suv',
      pricePerDay: 450,
      withDriver: false,
      services: ['airport'],
      terms: { kmPerDay: 250, insuranceIncluded: true, salikChargeAed: 5 },
    });
  });

  it('takes defaults for empty cells and reads case and yes/no leniently', () => {
    const checked = checkFleetRow({
      title: 'Kia Picanto',
      brand: 'Kia',
      model: 'Picanto',
      year: '2023',
      car_type: 'Economy',
      emirate: 'Sharjah',
      price_per_day: '1,20',
      with_driver: 'Yes',
      seats: '',
    });
    expect(checked.errors).toEqual([]);
    expect(checked.input).toMatchObject({ brand: 'kia', seats: 5, withDriver: true });
  });

  it('names the column of each problem in the form’s words', () => {
    const checked = checkFleetRow({
      ...example,
      title: '',
      brand: 'trabant',
      price_per_day: 'cheap',
      km_per_day: '-3',
      with_driver: 'maybe',
    });
    const columns = checked.errors.map((e) => e.column);
    expect(columns).toEqual(
      expect.arrayContaining(['title', 'brand', 'price_per_day', 'km_per_day', 'with_driver']),
    );
    for (const error of checked.errors) expect(error.message).not.toMatch(/^Invalid input/);
  });

  it('writes a listing back as a row of the same columns', () => {
    const { input } = checkFleetRow(example);
    const row = fleetRowOf({ ...input });
    expect(row).toHaveLength(FLEET_HEADER.length);
    expect(Object.fromEntries(FLEET_HEADER.map((h, i) => [h, row[i]]))).toMatchObject({
      title: example.title,
      with_driver: 'no',
      services: 'airport',
      km_per_day: '250',
    });
    expect(unknownFleetColumns([...FLEET_HEADER, 'colour'])).toEqual(['colour']);
  });
});
