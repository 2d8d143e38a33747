// CSV text for spreadsheets (RFC 4180): fields quoted when they hold a comma, a quote or a
// line break, quotes doubled, CRLF line ends, and a UTF-8 byte-order mark first so Excel
// reads Arabic text as UTF-8 instead of the machine's code page. A field that a
// spreadsheet would run as a formula (= + - @ first) gets a leading apostrophe, except
// plain numbers (negative amounts stay numbers).
export type CsvValue = string | number | null | undefined;

const NUMBER = /^-?\d+(\.\d+)?$/;

function field(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@]/.test(text) && !NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;
}

/** Offers text as a file download (a CSV export, a statement). */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
