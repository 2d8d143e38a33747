// Printing a document page: only the element marked `data-print-root` is printed, on A4.
// Everything that neither contains nor sits inside it is removed (`:has`), and its
// ancestors lose their chrome (padding, borders, grid columns), so the invoice flows from
// the top of the first page and paginates normally. Print media also drops Chakra's
// screen-only breakpoints, so tables are forced back from phone cards to real tables.
import { Global } from '@emotion/react';

const css = `
@media print {
  @page { size: A4; margin: 12mm; }
  html, body { background: #fff !important; }
  body *:not([data-print-root]):not([data-print-root] *):not(:has([data-print-root])) { display: none !important; }
  body *:has([data-print-root]) {
    display: block !important; position: static !important; margin: 0 !important; padding: 0 !important;
    border: 0 !important; box-shadow: none !important; background: none !important;
    width: auto !important; max-width: none !important; min-height: 0 !important;
  }
  [data-print-root] { border: 0 !important; padding: 0 !important; margin: 0 !important; box-shadow: none !important; }
  [data-no-print] { display: none !important; }
  [data-print-root] [data-layout="table"] { display: block !important; overflow: visible !important; }
  [data-print-root] [data-layout="cards"] { display: none !important; }
  [data-print-root] dl[data-kv="2"] { grid-template-columns: repeat(2, minmax(0, 1fr)) !important; }
  [data-print-root] tr { break-inside: avoid; }
  * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
}
`;

export function PrintStyles() {
  return <Global styles={css} />;
}
