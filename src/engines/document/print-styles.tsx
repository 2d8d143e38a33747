// Printing a document page: only the element marked `data-print-root` is printed, on A4,
// without navigation, buttons (`data-no-print`) or background colours lost. Visibility
// (not display) is used so it works whatever layout wraps the page.
import { Global } from '@emotion/react';

const css = `
@media print {
  @page { size: A4; margin: 12mm; }
  html, body { background: #fff !important; }
  body * { visibility: hidden; }
  [data-print-root], [data-print-root] * { visibility: visible; }
  [data-print-root] {
    position: absolute; inset-block-start: 0; inset-inline-start: 0; width: 100%;
    margin: 0 !important; padding: 0 !important; box-shadow: none !important; border: 0 !important;
  }
  [data-no-print] { display: none !important; }
  [data-print-root] table { page-break-inside: auto; }
  [data-print-root] tr { page-break-inside: avoid; }
  * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
}
`;

export function PrintStyles() {
  return <Global styles={css} />;
}
