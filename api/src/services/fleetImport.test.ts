import { describe, expect, it } from 'vitest';
import { readFleetCsv } from './fleetImport';

const lines = (csv: string) =>
  readFleetCsv(Buffer.from(csv)).map((row) => `${row.line}:${row.cells.title}`);

describe('reading a fleet file', () => {
  it('names each row by the line it starts on, whatever the line endings', () => {
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
      expect(lines(csv)).toEqual(['2:A', '4:B', '6:C', '9:D']);
    }
  });

  it('reads a spreadsheet’s BOM and header case, and keeps a quoted line break', () => {
    const rows = readFleetCsv(Buffer.from('\ufeffTitle,Description\r\nA,"x\r\ny"\r\n'));
    expect(rows).toEqual([{ line: 2, cells: { title: 'A', description: 'x\ny' } }]);
  });

  it('refuses a workbook, a binary file and a broken quote in words', () => {
    expect(() => readFleetCsv(Buffer.from('PK\u0003\u0004'))).toThrow(/Excel workbook/);
    expect(() => readFleetCsv(Buffer.from([0x74, 0, 0x69]))).toThrow(/CSV file/);
    expect(() => readFleetCsv(Buffer.from('title\n"A\n'))).toThrow(/could not be read as CSV/);
  });
});
