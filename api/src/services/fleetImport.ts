/**
 * Fleet import and export (docs/workflows.md, Fleet import): a CSV or XLSX with the columns of core
 * `rules/fleetColumns.ts`, each row checked by the car form's own schema (`checkFleetRow`), so
 * the errors are the form's words naming the column. A dry run answers every row with its errors
 * and creates nothing; the import creates the valid rows in one transaction (all or nothing),
 * within the plan's listings, as the form's new listings are (pending review, or drafts while the
 * vendor's address is unconfirmed). Photos are added afterwards, per car.
 */
import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';
import { planImportProblem } from '@core/rules/planLimit';
import {
  FLEET_COLUMNS,
  FLEET_HEADER,
  FLEET_IMPORT_MAX_ROWS,
  fleetRowOf,
  unknownFleetColumns,
} from '@core/rules/fleetColumns';
import type { CarInput } from '@core/schemas/car';
import { ERROR_CODES } from '@core/schemas/error';
import {
  checkFleetRow,
  type FleetImportPreview,
  type FleetImportResult,
} from '@core/schemas/fleetImport';
import { transaction } from '../db/transaction';
import { badRequest, HttpError, planLimitReached } from '../errors';
import { Car, Company } from '../models';
import type { Actor } from '../policies/policy';
import { presentVendorCar, type CarWithCompany } from '../presenters/car';
import { ownCompanyId } from './ownCompany';
import { countPlanListings, currentPlanOf } from './plans';
import { toCsv } from './csv';
import { newListingRow } from './vendorCars';
import { planImportDetails } from '@core/http/problemDetails';

/** A fleet file: 1,000 rows of ~300 bytes with room to spare. */
export const MAX_FLEET_FILE_BYTES = 2 * 1024 * 1024;

export const unsupportedFleetFile = (
  message = 'Send the fleet as an Excel workbook (.xlsx) or a CSV file (UTF-8)',
) => new HttpError(415, ERROR_CODES.unsupportedType, message);
export const fleetFileTooLarge = () =>
  new HttpError(413, ERROR_CODES.tooLarge, 'The file must be 2 MB or smaller');

interface FleetRow {
  /** The line in the file where the row starts (the header is line 1). */
  line: number;
  cells: Record<string, string>;
}

/** A table as read from the file: the header's cells, then each row with its line. */
interface FleetTable {
  header: string[];
  rows: { line: number; record: string[] }[];
}

/** Every XLSX (and any Office Open XML file) is a zip: its first bytes say so, whatever its name. */
const isZip = (bytes: Buffer) => bytes.subarray(0, 4).equals(Buffer.from('PK\x03\x04', 'latin1'));
/** The old binary Excel format (.xls, an OLE2 compound file). */
const isOldExcel = (bytes: Buffer) =>
  bytes.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]));

/**
 * The file's rows by header, from an XLSX workbook (told by its content) or a CSV. Another binary
 * file is a 415; a workbook that cannot be read, a header with a column the template does not
 * have, no rows or too many are 400s saying so.
 */
export async function readFleetFile(bytes: Buffer): Promise<FleetRow[]> {
  if (isOldExcel(bytes)) {
    throw unsupportedFleetFile(
      'This is an old Excel file (.xls): save it as an Excel workbook (.xlsx) or as CSV (UTF-8)',
    );
  }
  return fleetRowsOf(isZip(bytes) ? await xlsxTable(bytes) : csvTable(bytes));
}

function csvTable(bytes: Buffer): FleetTable {
  if (bytes.includes(0)) throw unsupportedFleetFile();
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // One line ending: csv-parse counts a CRLF inside a quoted cell as two lines.
    const text = bytes.toString('utf8').replace(/\r\n?/g, '\n');
    records = parse(text, {
      bom: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: false,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const reason = (error as { message?: string }).message ?? 'it is not valid CSV';
    throw badRequest(`The file could not be read as CSV: ${reason}`, { file: 'not valid CSV' });
  }
  const [head, ...body] = records;
  let previousEnd = 1;
  return {
    header: head?.record ?? [],
    rows: body.map(({ record, info }) => {
      // `info.lines` is the line the record ends on; a quoted cell may span lines.
      const line = Math.max(previousEnd + 1, info.lines - (record.join('').split('\n').length - 1));
      previousEnd = info.lines;
      return { line, record };
    }),
  };
}

/** A cell of a workbook as the CSV would have it: numbers as written, yes/no, dates as days. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value);
}

/** The workbook's first sheet; a row's line is its row number in the sheet (the header's is 1). */
async function xlsxTable(bytes: Buffer): Promise<FleetTable> {
  let sheet: unknown[][];
  try {
    sheet = await readSheet(bytes, { trim: false });
  } catch {
    throw badRequest(
      'The file could not be read as an Excel workbook (.xlsx): it may be damaged, or another kind of file. Save it again from Excel as .xlsx, or as CSV (UTF-8)',
      { file: 'not a readable .xlsx' },
    );
  }
  const [head, ...body] = sheet;
  return {
    header: (head ?? []).map(cellText),
    rows: body.map((row, i) => ({ line: i + 2, record: row.map(cellText) })),
  };
}

/** The header checked, blank rows left out, each row's cells by column name. */
function fleetRowsOf({ header: head, rows: body }: FleetTable): FleetRow[] {
  if (head.length === 0 && body.length === 0)
    throw badRequest('The file is empty', { file: 'empty' });
  const header = head.map((name) => name.trim().toLowerCase());
  const unknown = unknownFleetColumns(header);
  if (unknown.length > 0) {
    throw badRequest(
      `Unknown ${unknown.length === 1 ? 'column' : 'columns'} ${unknown.map((c) => `"${c}"`).join(', ')}: use the template's columns`,
      { file: `unknown column ${unknown[0]}` },
    );
  }
  if (!header.includes('title')) {
    throw badRequest('The first line must be the header: use the template', { file: 'no header' });
  }
  const rows = body.filter((r) => r.record.some((cell) => cell.trim() !== ''));
  if (rows.length === 0)
    throw badRequest('The file has no cars under its header', { file: 'empty' });
  if (rows.length > FLEET_IMPORT_MAX_ROWS) {
    throw badRequest(
      `A file may hold ${FLEET_IMPORT_MAX_ROWS} cars at most; this one has ${rows.length}. Split it in two.`,
      { file: 'too many rows' },
    );
  }
  return rows.map(({ record, line }) => {
    const cells: Record<string, string> = {};
    header.forEach((name, i) => {
      if (name) cells[name] = record[i] ?? '';
    });
    return { line, cells };
  });
}

interface CheckedFleet {
  rows: {
    line: number;
    title: string;
    input: CarInput | null;
    errors: FleetImportPreview['rows'][number]['errors'];
  }[];
  valid: CarInput[];
}

function checkFleet(rows: FleetRow[]): CheckedFleet {
  const checked = rows.map(({ line, cells }) => {
    const { input, errors } = checkFleetRow(cells);
    return { line, title: (cells.title ?? '').trim(), input, errors };
  });
  return { rows: checked, valid: checked.flatMap((row) => (row.input ? [row.input] : [])) };
}

async function planRoom(
  companyId: number,
  adding: number,
  trx?: Parameters<typeof currentPlanOf>[1],
) {
  const [{ plan }, used] = await Promise.all([
    currentPlanOf(companyId, trx),
    countPlanListings(companyId, trx),
  ]);
  const problem = planImportProblem(plan, used, adding);
  return problem ? { problem, details: planImportDetails(plan, used, adding) } : null;
}

/** Every row with its errors, and whether the plan has room: nothing is created. */
export async function previewFleetImport(actor: Actor, bytes: Buffer): Promise<FleetImportPreview> {
  const companyId = ownCompanyId(actor);
  const { rows, valid } = checkFleet(await readFleetFile(bytes));
  return {
    valid: valid.length,
    invalid: rows.length - valid.length,
    rows: rows.map(({ line, title, errors }) => ({ line, title, errors })),
    planProblem:
      valid.length > 0 ? ((await planRoom(companyId, valid.length))?.problem ?? null) : null,
  };
}

const INSERT_CHUNK = 200;

/**
 * Creates the file's valid rows in one transaction, the company's row locked (as the form's
 * single listing is, so the plan's limit holds against parallel imports and listings). 422
 * `plan_limit_reached` when they do not all fit; 400 when no row is valid.
 */
export async function importFleet(actor: Actor, bytes: Buffer): Promise<FleetImportResult> {
  const companyId = ownCompanyId(actor);
  const { rows, valid } = checkFleet(await readFleetFile(bytes));
  if (valid.length === 0) {
    const first = rows[0]!;
    throw badRequest(
      `No row can be created: line ${first.line}, ${first.errors[0]?.column}: ${first.errors[0]?.message}`,
      { file: 'no valid row' },
    );
  }
  return transaction(async (trx) => {
    await Company.query(trx).findById(companyId).forUpdate();
    const room = await planRoom(companyId, valid.length, trx);
    if (room) {
      throw planLimitReached(room.problem, room.details);
    }
    for (let i = 0; i < valid.length; i += INSERT_CHUNK) {
      await Car.query(trx).insert(
        valid.slice(i, i + INSERT_CHUNK).map((input) => newListingRow(actor, companyId, input)),
      );
    }
    return { created: valid.length };
  });
}

/** The template: the header, then one example row. */
export function fleetTemplateCsv(): string {
  return toCsv(FLEET_HEADER, [FLEET_COLUMNS.map((column) => column.example)]);
}

/** The company's listings (every status; the version last saved) in the template's columns. */
export async function fleetCsv(actor: Actor): Promise<string> {
  const companyId = ownCompanyId(actor);
  const cars = (await Car.query()
    .where('company_id', companyId)
    .withGraphFetched('[company, images]')
    .orderBy('id')) as CarWithCompany[];
  return toCsv(
    FLEET_HEADER,
    cars.map((car) => {
      const shown = presentVendorCar(car, actor);
      const color = (car.pendingChanges?.color as string | null | undefined) ?? car.color;
      return fleetRowOf({ ...shown, color });
    }),
  );
}
