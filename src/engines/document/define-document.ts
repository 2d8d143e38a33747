// Declarative printable document (the invoice detail pages): a `defineDocument({...})`
// handed to <DocumentPage>. The engine owns loading, the failure message, the layout
// (header with status and logo, issuer block, meta, lines, totals), back/print/send and
// the clean A4 print. A screen gives its query and says what goes where.
//
// `query` returns the operation's query options (`$api.queryOptions('get', '.../{id}')`);
// the document type is inferred from its `{ data: Doc }` body, so `view` is checked
// against the contract. Declare `query` before `view`.
import type { ReactNode } from 'react';
import type { QueryFunctionContext, QueryKey } from '@tanstack/react-query';
import type { StatusMap } from '@/components/status';
import type { KeyValue } from './key-value-grid';

/** Query options of one document, as `$api.queryOptions` returns them. */
export interface DocumentQuery<Doc> {
  queryKey: QueryKey;
  queryFn(context: QueryFunctionContext<QueryKey, never>): { data: Doc } | Promise<{ data: Doc }>;
}

/** One line of the totals block; amounts in SAR as the contract gives them. */
export interface TotalLine {
  /** Stable name (`data-line` attribute). */
  key: string;
  /** i18n key in the document's ns. */
  label: string;
  value: number;
  /** Percent shown beside the label (omitted or 0: none). */
  rate?: number;
  /** Shown as a deduction ("- SAR 50.00"). */
  deduct?: boolean;
}

export interface DocumentTotalsDef {
  /** `data-testid` of the block. */
  testId?: string;
  lines: TotalLine[];
  /** The last line, under a rule. */
  grand: TotalLine;
}

/** The lines table: a rendered <DataTable> (see `documentLines`). */
export interface DocumentLines {
  /** i18n key of a heading above the table. */
  heading?: string;
  table: ReactNode;
}

/** A headed block of key/values (e.g. one section of a contract). Empty values read "—". */
export interface DocumentSection {
  /** Stable name (`data-section` attribute). */
  key: string;
  /** i18n key of the heading in the document's ns. */
  heading: string;
  items: KeyValue[];
}

/** What the page shows, given the loaded document. */
export interface DocumentView {
  /** The h1: `t(label)` followed by `text` (an invoice number, a name), isolated. */
  title: { label?: string; text?: string };
  status?: { statuses: StatusMap; value: unknown };
  /** Small key/values under the title (e.g. the issuing office's contact details). */
  titleItems?: KeyValue[];
  /** Beside the title block (e.g. the ZATCA QR code). */
  aside?: ReactNode;
  /** i18n key of a stamp under the logo (e.g. "paid"). */
  stamp?: string;
  /** The issuer block: heading (i18n key) and key/values. Empty values are left out. */
  issuer?: { heading: string; items: KeyValue[] };
  /** Date, parties, method...: a grid under a rule, or one tinted strip. */
  meta?: { items: KeyValue[]; strip?: boolean };
  /** A boxed grid of further key/values (e.g. seller and buyer of a tax invoice). */
  parties?: KeyValue[];
  /** Headed blocks in order, after the parties (e.g. the sections of a contract). */
  sections?: DocumentSection[];
  /** Anything between the meta and the lines (e.g. a transfer receipt, a schedule). */
  extra?: ReactNode;
  /** The lines table (a summary document such as a subscription has none). */
  lines?: DocumentLines;
  totals?: DocumentTotalsDef;
  /** Offers "send" (the share sheet, or an e-mail) with this title: `t(label) text`. */
  send?: { label: string; text: string };
  /** "Print" opens this page instead (a document with its own printable view). */
  printTo?: string;
  /** More buttons beside back / print / send (e.g. a CSV download); not printed. */
  actions?: ReactNode;
  /** A control at the start of the actions row (e.g. a month picker); not printed. */
  lead?: ReactNode;
}

export interface DocumentDef<Doc> {
  /** i18n namespace of labels (`<ns>:fields.<key>`), `loading` and the failure message. */
  ns: string;
  /** Options for the document with the route's `:id` (a document without one ignores it). */
  query: (id: number) => DocumentQuery<Doc>;
  view: (doc: Doc) => DocumentView;
  /** Where "back" goes. */
  backTo: string;
  /** i18n key of the failure message (default `fetchFailed`). */
  failure?: string;
  /** Also log failures to the console with this text (the spec asks it of some screens). */
  logFailure?: string;
}

export function defineDocument<Doc>(def: DocumentDef<Doc>): DocumentDef<Doc> {
  return def;
}
