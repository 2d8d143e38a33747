// Long client-side lists: only the rows in view (plus overscan) are in the DOM, with
// spacer rows above and below keeping the scroll height (so the <table> stays semantic).
// Fixed-height rows: no per-row measurement, which is what keeps 10,000 rows smooth.
import { useRef } from 'react';
import { Table } from '@chakra-ui/react';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { Cell } from './cells';
import type { ColumnDef, SortState } from './define-table';
import { HeaderCell, type ViewRow } from './table-view';

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
      <Table.Root size="sm" stickyHeader css={{ tableLayout: 'fixed' }}>
        <Table.Header>
          <Table.Row>
            {columns.map((c) => (
              <HeaderCell key={c.key} ns={ns} column={c} sort={sort} onSort={onSort} />
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {top > 0 && <tr aria-hidden style={{ height: top }} />}
          {items.map((item) => {
            const r = rows[item.index];
            return (
              <Table.Row
                key={item.key}
                style={{ height: rowHeight }}
                aria-rowindex={item.index + 2}
                data-row-index={item.index}
              >
                {columns.map((c) => (
                  <Table.Cell
                    key={c.key}
                    textAlign="start"
                    whiteSpace="nowrap"
                    overflow="hidden"
                    textOverflow="ellipsis"
                  >
                    <Cell column={c} row={r.original} ns={ns} />
                  </Table.Cell>
                ))}
              </Table.Row>
            );
          })}
          {bottom > 0 && <tr aria-hidden style={{ height: bottom }} />}
        </Table.Body>
      </Table.Root>
    </div>
  );
}
