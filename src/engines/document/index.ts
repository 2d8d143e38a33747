// Printable document pieces (invoice pages): key/value grids, back/print/send, A4 print CSS.
export { DocumentActions } from './document-actions';
export { KeyValueGrid, type KeyValue } from './key-value-grid';
export { PrintStyles } from './print-styles';
