// Long client-side lists: only the rows in view (plus overscan) are in the DOM, with
// spacer rows above and below keeping the scroll height (so the <table> stays semantic).
// Fixed-height rows: no per-row measurement, which is what keeps 10,000 rows smooth.
import { memo, useRef } from 'react';
import { Table } from '@chakra-ui/react';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import { renderCell } from './cells';
import type { ColumnDef, SortState } from './define-table';
import { HeaderCell, type ViewRow } from './table-view';

// Body rows are plain <tr>/<td> styled once from the table (no per-cell style hooks), and
// memoised: scrolling renders only the rows entering the window.
const bodyCss = {
  tableLayout: 'fixed',
  '& tbody td': {
    paddingInline: '2',
    textAlign: 'start',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    borderBottomWidth: '1px',
    borderColor: 'border',
    fontSize: 'sm',
  },
  '& [data-link]': { color: 'brand.700', fontWeight: 'bold', textDecoration: 'none' },
  '& [data-link]:hover': { textDecoration: 'underline' },
  '& [data-chip]': {
    display: 'inline-block',
    borderRadius: 'full',
    paddingInline: '3',
    fontSize: 'xs',
    fontWeight: 'medium',
    lineHeight: '1.6',
  },
  '& [data-chip=green]': { bg: 'green.100', color: 'green.800' },
  '& [data-chip=orange]': { bg: 'orange.100', color: 'orange.800' },
  '& [data-chip=red]': { bg: 'red.100', color: 'red.800' },
  '& [data-chip=gray]': { bg: 'gray.100', color: 'gray.800' },
  '& [data-chip=blue]': { bg: 'blue.100', color: 'blue.800' },
  '& [data-chip=yellow]': { bg: 'yellow.100', color: 'yellow.800' },
} as const;

interface BodyRowProps {
  index: number;
  row: ViewRow<unknown>;
  columns: ColumnDef<unknown>[];
  ns: string;
  height: number;
}

const BodyRow = memo(function BodyRow({ index, row, columns, ns, height }: BodyRowProps) {
  const { t, i18n } = useTranslation([ns, 'table']);
  const ctx = { ns, t, lang: i18n.language, lite: true };
  return (
    <tr style={{ height }} aria-rowindex={index + 2} data-row-index={index}>
      {columns.map((c) => (
        <td key={c.key}>{renderCell(c, row.original, ctx)}</td>
      ))}
    </tr>
  );
});

export function VirtualTable<Row>({
  ns,
  columns,
  rows,
  sort,
  onSort,
  height = 560,
  rowHeight = 44,
}: {
  ns: string;
  columns: ColumnDef<Row>[];
  rows: ViewRow<Row>[];
  sort?: SortState;
  onSort: (key: string) => void;
  height?: number;
  rowHeight?: number;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    getItemKey: (i) => rows[i].id,
    overscan: 8,
    // Gives the first render a window before layout is measured (and in test DOMs).
    initialRect: { width: 1024, height },
    // An unlaid-out box (hidden tab, test DOM) measures 0: fall back to the declared height.
    observeElementRect: (instance, cb) =>
      observeElementRect(instance, (rect) =>
        cb(rect.height > 0 ? rect : { width: rect.width || 1024, height }),
      ),
  });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <div
      ref={scrollRef}
      data-testid="virtual-table"
      data-scroll-container
      data-total-rows={rows.length}
      data-rendered-rows={items.length}
      tabIndex={0}
      style={{ height, overflow: 'auto', overflowAnchor: 'none', contain: 'strict' }}
    >
      <Table.Root size="sm" stickyHeader css={bodyCss}>
        <Table.Header>
          <Table.Row>
            {columns.map((c) => (
              <HeaderCell key={c.key} ns={ns} column={c} sort={sort} onSort={onSort} />
            ))}
          </Table.Row>
        </Table.Header>
        <tbody>
          {top > 0 && <tr aria-hidden style={{ height: top }} />}
          {items.map((item) => (
            <BodyRow
              key={item.key}
              index={item.index}
              row={rows[item.index] as ViewRow<unknown>}
              columns={columns as ColumnDef<unknown>[]}
              ns={ns}
              height={rowHeight}
            />
          ))}
          {bottom > 0 && <tr aria-hidden style={{ height: bottom }} />}
        </tbody>
      </Table.Root>
    </div>
  );
}
