// CSV export of a report table (RFC 4180): CRLF rows, fields with a comma, quote or line
// break quoted, quotes doubled. A UTF-8 byte-order mark lets Excel read Arabic text, and a
// text cell starting with = + - @ is prefixed with ' so a spreadsheet never runs it as a
// formula (CSV injection).
export type CsvCell = string | number | null | undefined;

function cell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'number' ? String(value) : value;
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return '\uFEFF' + [header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';
}
