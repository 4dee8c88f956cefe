/**
 * CSV as RFC 4180 says (comma, CRLF, quotes doubled, fields quoted when they hold a comma,
 * quote or line break) and safe to open in a spreadsheet: a cell starting with = + - @ (or a
 * tab or carriage return) would run as a formula, so it is prefixed with a single quote
 * (OWASP's CSV injection advice).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
