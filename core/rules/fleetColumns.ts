/**
 * The fleet spreadsheet (docs/workflows.md, Fleet import): one column per field of a listing
 * (core/schemas/car.ts `carInputSchema`), the same columns for the template, the import and the
 * export. A row is read into the car form's input and checked by the same schema, so an import
 * error says what the form would say, naming the column.
 */
import { BRANDS, CAR_TYPES, EMIRATES, SERVICES, TRANSMISSIONS } from '../enums';

type Kind = 'text' | 'integer' | 'number' | 'yesNo' | 'list';

export interface FleetColumn {
  /** The header in the file. */
  column: string;
  /** Where it goes in the car input: a field, or `terms.<field>`. */
  field: string;
  kind: Kind;
  required: boolean;
  /** What to write, for the template's second line. */
  example: string;
  /** What the column accepts, said to people (the template page and the console). */
  accepts: string;
}

const oneOf = (values: readonly string[]) => `one of: ${values.join(', ')}`;

export const FLEET_COLUMNS: readonly FleetColumn[] = [
  col('title', 'title', 'text', true, '2024 Toyota Land Cruiser GXR', 'up to 120 characters'),
  col('description', 'description', 'text', false, 'Seven seats, full option.', 'any text'),
  col('brand', 'brand', 'text', true, 'toyota', oneOf(BRANDS)),
  col('model', 'model', 'text', true, 'Land Cruiser', 'up to 60 characters'),
  col('year', 'year', 'integer', true, '2024', 'a year, 1990 to next year'),
  col('car_type', 'carType', 'text', true, 'suv', oneOf(CAR_TYPES)),
  col('emirate', 'emirate', 'text', true, 'dubai', oneOf(EMIRATES)),
  col('color', 'color', 'text', false, 'White', 'up to 30 characters'),
  col('price_per_day', 'pricePerDay', 'integer', true, '450', 'whole AED'),
  col('price_per_week', 'pricePerWeek', 'integer', false, '2700', 'whole AED, or empty'),
  col('price_per_month', 'pricePerMonth', 'integer', false, '9000', 'whole AED, or empty'),
  col('horsepower', 'horsepower', 'integer', false, '409', 'a whole number, or empty'),
  col('seats', 'seats', 'integer', false, '7', 'a whole number (5 when empty)'),
  col('transmission', 'transmission', 'text', false, 'automatic', oneOf(TRANSMISSIONS)),
  col('with_driver', 'withDriver', 'yesNo', false, 'no', 'yes or no'),
  col('services', 'services', 'list', false, 'airport', `${oneOf(SERVICES)}; several with ;`),
  col('security_deposit_aed', 'terms.securityDepositAed', 'integer', false, '1500', 'whole AED'),
  col('km_per_day', 'terms.kmPerDay', 'integer', false, '250', 'kilometres'),
  col('km_per_month', 'terms.kmPerMonth', 'integer', false, '4500', 'kilometres'),
  col('extra_km_charge_aed', 'terms.extraKmChargeAed', 'number', false, '1', 'AED per km'),
  col('minimum_driver_age', 'terms.minimumDriverAge', 'integer', false, '21', '18 to 99'),
  col('salik_charge_aed', 'terms.salikChargeAed', 'number', false, '5', 'AED per toll gate'),
  col('insurance_included', 'terms.insuranceIncluded', 'yesNo', false, 'yes', 'yes or no'),
  col('active', 'active', 'yesNo', false, 'yes', 'yes (shown once approved) or no'),
];

function col(
  column: string,
  field: string,
  kind: Kind,
  required: boolean,
  example: string,
  accepts: string,
): FleetColumn {
  return { column, field, kind, required, example, accepts };
}

export const FLEET_HEADER: readonly string[] = FLEET_COLUMNS.map((c) => c.column);

/** The most rows one file may hold (the benchmark's size). */
export const FLEET_IMPORT_MAX_ROWS = 1000;

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0']);

/**
 * A cell as the schema's input: empty cells are left out (the field's default applies, or the
 * schema says it is required); numbers and yes/no are read leniently, anything else is handed
 * over as it is so the schema's own message names the problem.
 */
function cellValue(kind: Kind, raw: string): unknown {
  const text = raw.trim();
  if (kind === 'text') return text;
  if (kind === 'list') {
    return text
      .split(/[;|]/)
      .map((part) => part.trim().toLowerCase())
      .filter(Boolean);
  }
  if (kind === 'yesNo') {
    const word = text.toLowerCase();
    return YES.has(word) ? true : NO.has(word) ? false : text;
  }
  const number = Number(text.replace(/,/g, ''));
  return Number.isFinite(number) ? number : text;
}

/** Enum columns are matched without regard to case ("Toyota", "SUV"). */
const LOWERCASE_FIELDS = new Set(['brand', 'carType', 'emirate', 'transmission']);

/** One row (header → cell) as the car form's input; empty cells are left out. */
export function fleetRowInput(row: Record<string, string>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  const terms: Record<string, unknown> = {};
  for (const column of FLEET_COLUMNS) {
    const raw = row[column.column];
    if (raw === undefined || raw.trim() === '') continue;
    let value = cellValue(column.kind, raw);
    if (LOWERCASE_FIELDS.has(column.field) && typeof value === 'string') {
      value = value.toLowerCase();
    }
    if (column.field.startsWith('terms.')) terms[column.field.slice('terms.'.length)] = value;
    else input[column.field] = value;
  }
  if (Object.keys(terms).length > 0) input.terms = terms;
  return input;
}

/** The column of a schema issue's path (`['terms', 'kmPerDay']` → `km_per_day`). */
export function fleetColumnOf(path: readonly PropertyKey[]): string {
  const field = path[0] === 'terms' ? `terms.${String(path[1])}` : String(path[0]);
  return FLEET_COLUMNS.find((c) => c.field === field)?.column ?? field;
}

/** The header's columns that the template does not have (a typo, or another file). */
export function unknownFleetColumns(header: readonly string[]): string[] {
  return header.filter((name) => name.trim() !== '' && !FLEET_HEADER.includes(name.trim()));
}

/** A listing's values as one row of the spreadsheet, in the header's order (the export). */
export function fleetRowOf(car: Record<string, unknown>): string[] {
  return FLEET_COLUMNS.map(({ field, kind }) => {
    const value = field.startsWith('terms.')
      ? (car.terms as Record<string, unknown> | undefined)?.[field.slice('terms.'.length)]
      : car[field];
    if (value === null || value === undefined) return '';
    if (kind === 'yesNo') return value ? 'yes' : 'no';
    if (kind === 'list') return (value as string[]).join(';');
    return String(value);
  });
}
