import { describe, expect, it } from 'vitest';
import { xlsxFile } from '../../test/xlsxFile';
import { readFleetFile } from './fleetImport';

const lines = async (file: string | Buffer) =>
  (await readFleetFile(Buffer.from(file))).map((row) => `${row.line}:${row.cells.title}`);

describe('reading a fleet file', () => {
  it('names each row by the line it starts on, whatever the line endings', async () => {
    for (const nl of ['\r\n', '\n']) {
      const csv = [
        'title,description',
        `A,"one${nl}two"`,
        'B,x',
        '',
        `C,"a${nl}b${nl}c"`,
        'D,y',
        '',
      ].join(nl);
      expect(await lines(csv)).toEqual(['2:A', '4:B', '6:C', '9:D']);
    }
  });

  it('reads a spreadsheet’s BOM and header case, and keeps a quoted line break', async () => {
    const rows = await readFleetFile(Buffer.from('\ufeffTitle,Description\r\nA,"x\r\ny"\r\n'));
    expect(rows).toEqual([{ line: 2, cells: { title: 'A', description: 'x\ny' } }]);
  });

  it('reads a workbook’s first sheet by its content: row numbers, numbers, yes/no, blanks', async () => {
    const workbook = xlsxFile([
      ['Title', 'year', 'with_driver', 'description'],
      ['A', 2024, true, null],
      null,
      ['B', 2020.5, false, 'x'],
    ]);
    expect(await readFleetFile(workbook)).toEqual([
      { line: 2, cells: { title: 'A', year: '2024', with_driver: 'yes', description: '' } },
      { line: 4, cells: { title: 'B', year: '2020.5', with_driver: 'no', description: 'x' } },
    ]);
    expect(
      await lines(
        xlsxFile([
          ['title', 'color'],
          ['A', 'red'],
          [null, null],
          ['B', ''],
        ]),
      ),
    ).toEqual(['2:A', '4:B']);
  });

  it('refuses a damaged workbook, an old .xls, a binary file and a broken quote in words', async () => {
    await expect(readFleetFile(Buffer.from('PK\u0003\u0004broken'))).rejects.toThrow(
      /could not be read as an Excel workbook/,
    );
    await expect(
      readFleetFile(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])),
    ).rejects.toThrow(/old Excel file/);
    await expect(readFleetFile(Buffer.from([0x74, 0, 0x69]))).rejects.toThrow(/CSV file/);
    await expect(readFleetFile(Buffer.from('title\n"A\n'))).rejects.toThrow(
      /could not be read as CSV/,
    );
    await expect(
      readFleetFile(
        xlsxFile([
          ['make', 'title'],
          ['x', 'A'],
        ]),
      ),
    ).rejects.toThrow(/Unknown column "make"/);
    await expect(readFleetFile(xlsxFile([]))).rejects.toThrow(/empty/);
  });
});
