// Printable documents (invoice pages): a defineDocument config rendered by <DocumentPage>,
// and its pieces (key/value grids, totals, back/print/send, A4 print CSS).
export { defineDocument } from './define-document';
export type {
  DocumentDef,
  DocumentLines,
  DocumentQuery,
  DocumentSection,
  DocumentTotalsDef,
  DocumentView,
  TotalLine,
} from './define-document';
export { documentLines } from './document-lines';
export { DocumentLayout, DocumentPage } from './document-page';
export { DocumentActions } from './document-actions';
export { DocumentTotals } from './document-totals';
export { KeyValueGrid, type KeyValue } from './key-value-grid';
export { PrintStyles } from './print-styles';
