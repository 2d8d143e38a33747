import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

/** A small RFC 4180 reader, enough to read back what toCsv writes. */
function parse(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = text.startsWith('\uFEFF') ? 1 : 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted) cell += c;
    else if (c === ',') endCell();
    else if (c === '\r' && text[i + 1] === '\n') {
      endCell();
      rows.push(row);
      row = [];
      i++;
    } else cell += c;
  }
  return rows;
}

describe('toCsv', () => {
  it('starts with a BOM, ends lines with CRLF and quotes only what needs it', () => {
    expect(
      toCsv([
        ['رقم', 'المبلغ'],
        ['TRF-1', 1250.5],
        ['a,b', 'say "hi"'],
      ]),
    ).toBe('\uFEFFرقم,المبلغ\r\nTRF-1,1250.5\r\n"a,b","say ""hi"""\r\n');
  });

  it('keeps negative numbers as numbers and defuses formulas', () => {
    expect(toCsv([[-150.25, '=SUM(A1)', '-x', null]])).toBe("\uFEFF-150.25,'=SUM(A1),'-x,\r\n");
  });

  it('property: any text reads back as it was written (formulas aside)', () => {
    const cell = fc.string({ unit: fc.constantFrom('a', 'ب', ',', '"', '\n', ' ', '1', '.') });
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 5 }),
        (rows) => {
          const width = rows[0].length;
          const table = rows.map((r) => Array.from({ length: width }, (_, i) => r[i] ?? ''));
          expect(parse(toCsv(table))).toEqual(table);
        },
      ),
    );
  });
});
