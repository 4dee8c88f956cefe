/** The fleet spreadsheet: template, dry run, import within the plan, export, bad files, roles. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLEET_COLUMNS, FLEET_HEADER } from '@core/rules/fleetColumns';
import type { FleetImportPreview } from '@core/schemas/fleetImport';
import { Car } from '../models';
import { buildCar, buildSubscription } from '../../test/factories';
import { signedInUser, signedInVendor, TestClient } from '../../test/testClient';
import { startTestServer, type TestServer } from '../../test/testServer';
import { toCsv } from '../services/csv';
import { xlsxFile } from '../../test/xlsxFile';
import { parse } from 'csv-parse/sync';

const PASSWORD = 'fleet import password';
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const example = Object.fromEntries(FLEET_COLUMNS.map((c) => [c.column, c.example]));
const row = (overrides: Record<string, string> = {}) =>
  FLEET_HEADER.map((column) => ({ ...example, ...overrides })[column] ?? '');
const csvOf = (rows: string[][], header: readonly string[] = FLEET_HEADER) => toCsv(header, rows);
/** A CSV's rows under its header, as cells. */
const csvRows = (csv: string) => (parse(csv) as string[][]).slice(1);

function upload(client: TestClient, csv: string | Uint8Array, dryRun: boolean, name = 'fleet.csv') {
  const form = new FormData();
  form.append('file', new Blob([csv as BlobPart], { type: 'text/csv' }), name);
  return client.postForm<FleetImportPreview & { created: number } & ErrorBody>(
    `/api/vendor/cars/import${dryRun ? '?dryRun=1' : ''}`,
    form,
  );
}

/** Five good rows and three bad ones (lines 3, 6 and 9 of the file). */
const MIXED = csvOf([
  row({ title: 'Good one' }),
  row({ title: '', brand: 'trabant' }),
  row({ title: 'Good two', brand: 'Nissan', car_type: 'SUV' }),
  row({ title: 'Good three', with_driver: 'yes' }),
  row({ title: 'Bad price', price_per_day: 'cheap' }),
  row({ title: 'Good four', services: 'airport;valet' }),
  row({ title: 'Good five', price_per_week: '' }),
  row({ title: 'Bad km', km_per_day: '-5', year: '1900' }),
]);

describe('fleet import', () => {
  it('gives a template with every column and an example that is valid', async () => {
    const { client } = await signedInVendor(server.baseUrl, PASSWORD);
    const template = await client.get('/api/vendor/cars/import/template');
    expect(template.status).toBe(200);
    expect(template.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(template.headers.get('content-disposition')).toMatch(/fleet-template\.csv/);
    const [header, first] = template.text.trim().split('\r\n');
    expect(header!.split(',')).toEqual([...FLEET_HEADER]);
    expect(first).toContain('2024 Toyota Land Cruiser GXR');
    const dry = await upload(client, template.text, true);
    expect(dry.body).toMatchObject({ valid: 1, invalid: 0, planProblem: null });
  });

  it('previews a mixed file row by row in the form’s words, creating nothing', async () => {
    const { client, company } = await signedInVendor(server.baseUrl, PASSWORD);
    await buildSubscription(company, 'pro');
    const dry = await upload(client, MIXED, true);
    expect(dry.status).toBe(200);
    expect(dry.body.valid).toBe(5);
    expect(dry.body.invalid).toBe(3);
    expect(dry.body.planProblem).toBeNull();
    const bad = dry.body.rows.filter((r) => r.errors.length > 0);
    expect(bad.map((r) => r.line)).toEqual([3, 6, 9]);
    expect(bad[0]!.errors.map((e) => e.column).sort()).toEqual(['brand', 'title']);
    expect(bad[1]!.errors).toEqual([
      { column: 'price_per_day', message: expect.stringMatching(/\w/) },
    ]);
    expect(bad[2]!.errors.map((e) => e.column).sort()).toEqual(['km_per_day', 'year']);
    // The same words as the car form's schema (no "Invalid input" left over).
    for (const error of bad.flatMap((r) => r.errors)) {
      expect(error.message).not.toMatch(/invalid input/i);
    }
    expect(await Car.query().where('company_id', company.id).resultSize()).toBe(0);
  });

  it('creates the valid rows, pending review, and answers how many', async () => {
    const { client, company } = await signedInVendor(server.baseUrl, PASSWORD);
    await buildSubscription(company, 'pro');
    const done = await upload(client, MIXED, false);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ created: 5 });
    const cars = await Car.query().where('company_id', company.id).orderBy('id');
    expect(cars.map((car) => car.title).sort()).toEqual(
      ['Good five', 'Good four', 'Good one', 'Good three', 'Good two'].sort(),
    );
    expect(new Set(cars.map((car) => car.status))).toEqual(new Set(['pending']));
    const two = cars.find((car) => car.title === 'Good two')!;
    expect(two).toMatchObject({ brand: 'nissan', carType: 'suv', featured: false });
    expect(cars.find((car) => car.title === 'Good four')!.services).toEqual(['airport', 'valet']);
  });

  it("keeps to the plan's listings: all or nothing, also for parallel imports", async () => {
    const { client, company } = await signedInVendor(server.baseUrl, PASSWORD);
    await buildCar(company);
    await buildCar(company);
    const four = csvOf([1, 2, 3, 4].map((n) => row({ title: `Car ${n}` })));
    const dry = await upload(client, four, true);
    expect(dry.body.planProblem).toBe(
      'Your Free plan allows 5 listings and you have 2: this file adds 4. Remove 1 row or upgrade your plan.',
    );
    const refused = await upload(client, four, false);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toEqual({
      code: 'plan_limit_reached',
      message:
        'Your Free plan allows 5 listings and you have 2: this file adds 4. Remove 1 row or upgrade your plan.',
      details: { rule: 'plan_import', plan: 'Free', limit: 5, used: 2, adding: 4 },
    });
    expect(await Car.query().where('company_id', company.id).resultSize()).toBe(2);

    const two = csvOf([1, 2].map((n) => row({ title: `Pair ${n}` })));
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => upload(client, two, false)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422, 422, 422, 422]);
    expect(await Car.query().where('company_id', company.id).resultSize()).toBe(4);
  });

  it('refuses files it cannot read, in words, creating nothing', async () => {
    const { client, company } = await signedInVendor(server.baseUrl, PASSWORD);
    // A damaged workbook, told by its content even under a CSV's name; an old .xls; a PDF.
    const damaged = new TextEncoder().encode('PK\u0003\u0004 workbook bytes');
    const workbook = await upload(client, damaged, true, 'fleet.csv');
    expect(workbook.status).toBe(400);
    expect(workbook.body.error.message).toMatch(
      /could not be read as an Excel workbook \(\.xlsx\)/,
    );
    expect(workbook.body.error.fields?.file).toBeTruthy();
    const xls = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    const old = await upload(client, xls, true, 'fleet.xls');
    expect(old.status).toBe(415);
    expect(old.body.error.message).toMatch(/old Excel file \(\.xls\)/);
    const pdf = await upload(
      client,
      new TextEncoder().encode('%PDF-1.7\u0000\u0001'),
      true,
      'a.pdf',
    );
    expect(pdf.status).toBe(415);
    const unknown = await upload(client, csvOf([row()], [...FLEET_HEADER, 'colour']), true);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe(`Unknown column "colour": use the template's columns`);
    const empty = await upload(client, `${FLEET_HEADER.join(',')}\r\n`, false);
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields?.file).toBeTruthy();
    const allBad = await upload(client, csvOf([row({ title: '' })]), false);
    expect(allBad.status).toBe(400);
    expect(allBad.body.error.message).toMatch(/^No row can be created: line 2, title: /);
    const json = await client.post<ErrorBody>('/api/vendor/cars/import', { file: 'x' });
    expect(json.status).toBe(415);
    expect(await Car.query().where('company_id', company.id).resultSize()).toBe(0);
  });

  it('reads an XLSX workbook like the CSV: same columns, same rows’ errors, same import', async () => {
    const { client, company } = await signedInVendor(server.baseUrl, PASSWORD);
    await buildSubscription(company, 'pro');
    // The MIXED rows as Excel saves them: numbers as numbers, yes/no as booleans; a blank row.
    const cell = (column: string, value: string) =>
      value === ''
        ? null
        : value === 'yes' || value === 'no'
          ? value === 'yes'
          : ['year', 'price_per_day', 'seats'].includes(column) && /^\d+$/.test(value)
            ? Number(value)
            : value;
    const sheetRows = csvRows(MIXED).map((cells) => cells.map((v, i) => cell(FLEET_HEADER[i]!, v)));
    const workbook = xlsxFile([
      [...FLEET_HEADER],
      ...sheetRows.slice(0, 4),
      null,
      ...sheetRows.slice(4),
    ]);
    const dry = await upload(client, workbook, true, 'fleet from excel.xlsx');
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({ valid: 5, invalid: 3, planProblem: null });
    // Row numbers of the sheet (the blank row 6 moves the later ones down by one).
    expect(dry.body.rows.filter((r) => r.errors.length > 0).map((r) => r.line)).toEqual([3, 7, 10]);
    const csvDry = await upload(client, MIXED, true);
    expect(dry.body.rows.map((r) => r.errors)).toEqual(csvDry.body.rows.map((r) => r.errors));
    expect(await Car.query().where('company_id', company.id).resultSize()).toBe(0);

    const done = await upload(client, workbook, false, 'fleet.xlsx');
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ created: 5 });
    const cars = await Car.query().where('company_id', company.id);
    expect(cars.find((car) => car.title === 'Good three')).toMatchObject({
      withDriver: true,
      year: Number(example.year),
      status: 'pending',
    });
  });

  it('exports the fleet in the same columns, which import again as they are', async () => {
    const { client, company } = await signedInVendor(server.baseUrl, PASSWORD);
    await buildSubscription(company, 'pro');
    await upload(client, MIXED, false);
    const exported = await client.get('/api/vendor/cars.csv');
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toMatch(/fleet-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = exported.text.trim().split('\r\n');
    expect(lines[0]!.split(',')).toEqual([...FLEET_HEADER]);
    expect(lines).toHaveLength(6);
    const again = await upload(client, exported.text, true);
    expect(again.body).toMatchObject({ valid: 5, invalid: 0 });
  });

  it('is for vendors only; each imports into its own company', async () => {
    for (const role of ['admin', 'writer'] as const) {
      const client = await signedInUser(server.baseUrl, PASSWORD, role);
      expect((await upload(client, MIXED, true)).status).toBe(403);
      expect((await client.get('/api/vendor/cars.csv')).status).toBe(403);
    }
    const anonymous = new TestClient(server.baseUrl);
    expect((await upload(anonymous, MIXED, false)).status).toBe(401);
    const a = await signedInVendor(server.baseUrl, PASSWORD);
    const b = await signedInVendor(server.baseUrl, PASSWORD);
    await upload(a.client, csvOf([row({ title: 'Mine' })]), false);
    expect(await Car.query().where('company_id', a.company.id).resultSize()).toBe(1);
    expect(await Car.query().where('company_id', b.company.id).resultSize()).toBe(0);
    expect((await b.client.get('/api/vendor/cars.csv')).text.trim().split('\r\n')).toHaveLength(1);
  });
});
