/**
 * CSV as spreadsheets read and write it (RFC 4180), for every tool's export and import (ADR 0045).
 *
 * Writing: fields are separated by commas and records end with CRLF; a field holding a comma, a quote, CR or LF
 * is put in double quotes, its quotes doubled. A text field starting with = + - @, a tab or CR is a formula to
 * Excel, LibreOffice and Google Sheets (OWASP "CSV injection"): it is written with a leading apostrophe, which
 * the spreadsheet shows as text. Numbers are written as they are (a negative number is not a formula), so pass
 * amounts as numbers and text as strings.
 */

export type CsvCell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

function csvField(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  if (typeof cell === 'boolean') return cell ? 'true' : 'false';
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The rows as CSV text: RFC 4180, CRLF after every record, text cells guarded against formulas. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}

/** A record of a CSV file and the line it starts on (1-based, counting the newlines inside quoted fields). */
export type CsvRow = { line: number; cells: string[] };

/** A CSV file that cannot be read: a quoted field that never closes (on `line`, where it opened). */
export class CsvParseError extends Error {
  constructor(readonly line: number) {
    super(`A quoted field opened on line ${line} never closes`);
    this.name = 'CsvParseError';
  }
}

/** The characters a CSV file separates its fields with: a comma, or (as European locales write it) a semicolon or a tab. */
export const CSV_SEPARATORS = [',', ';', '\t'] as const;
export type CsvSeparator = (typeof CSV_SEPARATORS)[number];

/** How to read a CSV file: its separator (a comma unless said), and at most how many records (all unless said). */
export type CsvReading = { separator?: CsvSeparator; maxRecords?: number };

/**
 * The records of CSV text (RFC 4180, read leniently as spreadsheets write it): a leading byte-order mark is
 * dropped; records end with CRLF, LF or CR; quoted fields may hold the separator, newlines and doubled quotes; text
 * after a closing quote is kept (`"a"b` is `ab`), and a quote inside an unquoted field is just a character. Blank
 * lines are skipped (their line numbers still count). Fields are separated by commas, or by the separator given.
 * Throws CsvParseError for a quote that never closes (within the records read).
 */
export function parseCsv(text: string, { separator = ',', maxRecords = Infinity }: CsvReading = {}): CsvRow[] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const rows: CsvRow[] = [];
  let cells: string[] = [];
  let field = '';
  let line = 1;
  let rowLine = 1;
  let quoted = false;
  let quoteLine = 0;
  let index = 0;
  const endRow = () => {
    cells.push(field);
    if (cells.length > 1 || cells[0] !== '') rows.push({ line: rowLine, cells });
    cells = [];
    field = '';
  };
  while (index < source.length && rows.length < maxRecords) {
    const char = source[index];
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        field += '"';
        index += 2;
        continue;
      }
      if (char === '"') quoted = false;
      else {
        if (char === '\n' || (char === '\r' && source[index + 1] !== '\n')) line += 1;
        field += char;
      }
      index += 1;
      continue;
    }
    if (char === '"' && field === '') {
      quoted = true;
      quoteLine = line;
    } else if (char === separator) {
      cells.push(field);
      field = '';
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && source[index + 1] === '\n') index += 1;
      endRow();
      line += 1;
      rowLine = line;
    } else field += char;
    index += 1;
  }
  if (quoted) throw new CsvParseError(quoteLine);
  if (rows.length < maxRecords && (field !== '' || cells.length > 0)) endRow();
  return rows;
}
