import { describe, expect, it } from 'vitest';
import { CsvParseError, parseCsv, toCsv } from './csv';

describe('toCsv', () => {
  it('separates fields with commas and ends every record with CRLF', () => {
    expect(
      toCsv([
        ['Month', 'Revenue'],
        [1, 1500.5],
      ]),
    ).toBe('Month,Revenue\r\n1,1500.5\r\n');
  });

  it('quotes a field holding a comma, a quote or a newline, doubling its quotes (RFC 4180 §2.6-2.7)', () => {
    expect(toCsv([['Acme, Inc.', 'say "hi"', 'two\nlines', 'cr\rhere', 'plain']])).toBe(
      '"Acme, Inc.","say ""hi""","two\nlines","cr\rhere",plain\r\n',
    );
  });

  it('writes empty, missing and non-finite cells as empty fields and booleans as words', () => {
    expect(toCsv([['', null, undefined, Number.NaN, Number.POSITIVE_INFINITY, true, false]])).toBe(
      ',,,,,true,false\r\n',
    );
  });

  it('writes a text cell that a spreadsheet would run as a formula with a leading apostrophe', () => {
    expect(toCsv([['=SUM(A1:A2)', '+1', '-2', '@cmd', '\tx', '\ry']])).toBe(
      "'=SUM(A1:A2),'+1,'-2,'@cmd,'\tx,\"'\ry\"\r\n",
    );
    // A formula with a comma is both guarded and quoted.
    expect(toCsv([['=HYPERLINK("http://x","y")']])).toBe('"\'=HYPERLINK(""http://x"",""y"")"\r\n');
  });

  it('leaves numbers, including negative ones, and text with a formula character later alone', () => {
    expect(toCsv([[-2500, 0, 'a=b', 'Net -5']])).toBe('-2500,0,a=b,Net -5\r\n');
  });

  it('writes nothing for no rows, and an empty record for an empty row', () => {
    expect(toCsv([])).toBe('');
    expect(toCsv([[]])).toBe('\r\n');
  });
});

describe('parseCsv', () => {
  it('reads records and their 1-based line numbers', () => {
    expect(parseCsv('a,b\r\n1,2\r\n')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['1', '2'] },
    ]);
  });

  it('reads LF and lone CR line ends, and a last record without one', () => {
    expect(parseCsv('a\nb\rc')).toEqual([
      { line: 1, cells: ['a'] },
      { line: 2, cells: ['b'] },
      { line: 3, cells: ['c'] },
    ]);
  });

  it('reads quoted fields with commas, doubled quotes and newlines, counting those newlines in later lines', () => {
    const text = 'name,note\r\n"Acme, Inc.","said ""hi""\r\nthen left"\r\nnext,"x\ny"\r\nlast,z\r\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ['name', 'note'] },
      { line: 2, cells: ['Acme, Inc.', 'said "hi"\r\nthen left'] },
      { line: 4, cells: ['next', 'x\ny'] },
      { line: 6, cells: ['last', 'z'] },
    ]);
  });

  it('drops a byte-order mark', () => {
    expect(parseCsv('\uFEFFMonth,Cash\n1,100\n')).toEqual([
      { line: 1, cells: ['Month', 'Cash'] },
      { line: 2, cells: ['1', '100'] },
    ]);
  });

  it('keeps empty fields, skips blank lines but counts them', () => {
    expect(parseCsv('a,,c\n\n,\n""\nd')).toEqual([
      { line: 1, cells: ['a', '', 'c'] },
      { line: 3, cells: ['', ''] },
      { line: 5, cells: ['d'] },
    ]);
  });

  it('keeps text after a closing quote and a quote inside an unquoted field', () => {
    expect(parseCsv('"a"b,x"y\n')).toEqual([{ line: 1, cells: ['ab', 'x"y'] }]);
  });

  it('reads nothing from empty text', () => {
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv('\uFEFF')).toEqual([]);
  });

  it('refuses a quote that never closes, naming the line it opened on', () => {
    expect(() => parseCsv('a\n"b,c\nd')).toThrow(CsvParseError);
    try {
      parseCsv('a\nb,"c\nd');
    } catch (error) {
      expect(error).toBeInstanceOf(CsvParseError);
      expect((error as CsvParseError).line).toBe(2);
    }
    expect.assertions(3);
  });

  it('separates fields by the separator given, a comma then being just a character', () => {
    expect(parseCsv('Date;Amount\n31.12.2025;"-1.234,56";a,b\n', { separator: ';' })).toEqual([
      { line: 1, cells: ['Date', 'Amount'] },
      { line: 2, cells: ['31.12.2025', '-1.234,56', 'a,b'] },
    ]);
    expect(parseCsv('a\tb c\n', { separator: '\t' })).toEqual([{ line: 1, cells: ['a', 'b c'] }]);
  });

  it('stops after the records asked for, before a quote that never closes further on', () => {
    expect(parseCsv('a,b\n\nc,d\n"e\n', { maxRecords: 2 })).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 3, cells: ['c', 'd'] },
    ]);
    expect(parseCsv('a\nb', { maxRecords: 1 })).toEqual([{ line: 1, cells: ['a'] }]);
  });

  it('reads back what toCsv wrote (the apostrophe of a guarded formula stays: it is what a spreadsheet shows)', () => {
    const rows = [['Acme, Inc.', 'say "hi"', 'two\r\nlines', '=1+1', '-5', '12.5']];
    expect(parseCsv(toCsv(rows))).toEqual([
      { line: 1, cells: ['Acme, Inc.', 'say "hi"', 'two\r\nlines', "'=1+1", "'-5", '12.5'] },
    ]);
  });
});
