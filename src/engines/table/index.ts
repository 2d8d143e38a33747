export { DataTable, VIRTUALISE_FROM } from './data-table';
export { defineTable, readPage } from './define-table';
export type {
  FilterDef,
  PagedEnvelope,
  PagedQuery,
  PageResult,
  QueryParams,
  SortState,
  TabDef,
  TableDef,
} from './define-table';
export type { Column, ColumnDef, RowAction, RowField } from './columns';
export { formatDate, formatMoney } from './format';
export { tableCsv } from './csv-export';
export { pageCount, pageRange } from './page-range';
export { Pagination } from './pagination';
export { ListPage } from './list-page';
export { tableProblems } from './table-problems';
export { TimeLeft, timeLeftWords } from './time-left';
export { PlainFrame } from './list-page';
export type { ListFrame } from './list-page';
export type { TableHook, TableSource } from './table-source';
export type {
  DeleteId,
  DeletePath,
  RowActions,
  RowDelete,
  RowDialog,
  RowDialogProps,
} from './row-actions';
export { useRowFeedback } from './use-row-feedback';
