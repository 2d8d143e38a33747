export { DataTable, VIRTUALISE_FROM } from './data-table';
export { defineTable, readEnvelopePage } from './define-table';
export type {
  ColumnDef,
  FilterDef,
  PageResult,
  QueryParams,
  SortState,
  StatusChip,
  TabDef,
  TableDef,
} from './define-table';
export { formatDate, formatMoney } from './format';
export { pageCount, pageRange } from './page-range';
