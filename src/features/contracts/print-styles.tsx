// The printed contract's page: A4 with margins, the contract number at the top and
// "page N of M" at the bottom of every page (CSS paged-media margin boxes, which Chromium
// prints), rows that never split across pages, and the screen-only toolbar left out.
import { Global } from '@emotion/react';

const quote = (s: string) => `"${s.replace(/["\\]/g, '')}"`;

export function PrintStyles({ number, page, of }: { number: string; page: string; of: string }) {
  const css = `
@page {
  size: A4;
  margin: 16mm 14mm 18mm;
  @top-center { content: ${quote(number)}; font-family: Tajawal, sans-serif; font-size: 9pt; color: #555; }
  @bottom-center {
    content: ${quote(page)} " " counter(page) " " ${quote(of)} " " counter(pages);
    font-family: Tajawal, sans-serif; font-size: 9pt; color: #555;
  }
}
@media print {
  html, body { background: #fff !important; }
  [data-no-print] { display: none !important; }
  [data-sheet] { box-shadow: none !important; margin: 0 !important; padding: 0 !important; width: auto !important; }
  tr, [data-keep] { break-inside: avoid; }
  h2 { break-after: avoid; }
  * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
}
`;
  return <Global styles={css} />;
}
