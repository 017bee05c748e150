import { describe, expect, it } from 'vitest';
import { CSV_MESSAGES, readCsv } from '../../server/files/csv';

// The one CSV reader (server/files/csv.ts) both importers use: what spreadsheet programs and people
// write, each record with the line it starts on.

const cellsOf = (text: string) => {
  const result = readCsv(text);
  if (!result.ok) throw new Error(`not read: ${JSON.stringify(result)}`);
  return result.records;
};

describe('readCsv', () => {
  it('quotes: commas, doubled quotes and line breaks inside them', () => {
    expect(cellsOf('a,b\n"x, ""y""",2\n"two\nlines",3\n')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x, "y"', '2'] },
      { line: 3, cells: ['two\nlines', '3'] },
    ]);
  });

  it('a byte-order mark is not part of the first header', () => {
    expect(cellsOf('\uFEFForganisation,jobstitle\nSSC,CGL')[0]).toEqual({
      line: 1,
      cells: ['organisation', 'jobstitle'],
    });
  });

  it('CRLF, LF and CR line ends, mixed, and a CRLF inside quotes kept as written', () => {
    expect(cellsOf('a,b\r\n"B\r\nC",d\r\ne,f\ng,h\ri,j')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['B\r\nC', 'd'] },
      { line: 4, cells: ['e', 'f'] },
      { line: 5, cells: ['g', 'h'] },
      { line: 6, cells: ['i', 'j'] },
    ]);
  });

  it('skips blank lines but counts them, so later lines stay right', () => {
    expect(cellsOf('\n\na,b\r\n\r\n\nc,d\n\n')).toEqual([
      { line: 3, cells: ['a', 'b'] },
      { line: 6, cells: ['c', 'd'] },
    ]);
  });

  it('counts lines by characters, not bytes: Hindi text before does not shift them', () => {
    expect(cellsOf('प्रश्न,उत्तर\n"दो\nपंक्तियाँ",२\nx,y')).toEqual([
      { line: 1, cells: ['प्रश्न', 'उत्तर'] },
      { line: 2, cells: ['दो\nपंक्तियाँ', '२'] },
      { line: 4, cells: ['x', 'y'] },
    ]);
  });

  it('spaces around a field are not part of it outside quotes; inside they are', () => {
    expect(cellsOf('a, "b, c" ,  d  ," e "')).toEqual([{ line: 1, cells: ['a', 'b, c', 'd', ' e '] }]);
  });

  it('a quote inside an unquoted field is text; empty fields are empty', () => {
    expect(cellsOf('5" screen,,x')).toEqual([{ line: 1, cells: ['5" screen', '', 'x'] }]);
  });

  it('rows may differ in length (the importer judges them against its header)', () => {
    expect(cellsOf('a,b,c\n1,2\n').map((r) => r.cells.length)).toEqual([3, 2]);
  });

  it('a quote never closed: refused at the line its record starts on', () => {
    expect(readCsv('a,b\n1,2\n"3,4\n5,6\n')).toEqual({
      ok: false,
      line: 3,
      message: CSV_MESSAGES.quoteNeverClosed,
    });
  });

  it('text after a closing quote: refused with its line', () => {
    expect(readCsv('a,b\n\n"x"y,2\n')).toEqual({ ok: false, line: 3, message: CSV_MESSAGES.textAfterQuote });
  });

  it('an empty text has no records', () => {
    expect(readCsv('')).toEqual({ ok: true, records: [] });
    expect(readCsv('\uFEFF\n\n')).toEqual({ ok: true, records: [] });
  });
});
