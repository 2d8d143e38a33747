// Long client-side lists: only the rows in view (plus overscan) are in the DOM, with
// spacer rows above and below keeping the scroll height (so the <table> stays semantic).
// Fixed-height rows: the window is plain arithmetic on scrollTop (no per-row measurement
// objects, no virtualiser library), which is what keeps 10,000 rows smooth.
import {
  memo,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type MouseEvent,
} from 'react';
import { Table } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { SortState } from './define-table';
import { rowWindow } from './row-window';
import { HeaderCell, type ColumnMeta, type ViewRow } from './table-view';

// Body rows are plain <tr>/<td> styled once from the table (no per-cell style hooks, no
// hooks at all: the translation function comes from the table, links are plain anchors
// with one delegated click handler), memoised, and keyed by their slot in a fixed pool
// (index modulo the pool size): rows staying in view keep their key and do not re-render,
// a row entering the window reuses the DOM of the one that left instead of a new <tr>.
const bodyCss = {
  tableLayout: 'fixed',
  '& tbody tr[data-row-index]': { height: 'var(--row-h)' },
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
  row: ViewRow;
  columns: ColumnMeta[];
  ns: string;
  t: TFunction;
  lang: string;
}

// The row height is set once by the table's css (`--row-h`), not per row as a style prop.
const BodyRow = memo(function BodyRow({ index, row, columns, ns, t, lang }: BodyRowProps) {
  const ctx = { ns, t, lang, lite: true, plainLinks: true };
  return (
    <tr aria-rowindex={index + 2} data-row-index={index}>
      {columns.map((c, i) => (
        <td key={c.id}>{row.cell(i, ctx)}</td>
      ))}
    </tr>
  );
});

export function VirtualTable({
  ns,
  columns,
  rows,
  sort,
  onSort,
  height = 560,
  rowHeight = 44,
}: {
  ns: string;
  columns: ColumnMeta[];
  rows: ViewRow[];
  sort?: SortState;
  onSort: (key: string) => void;
  height?: number;
  rowHeight?: number;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const pool = useRef(0);
  const { t, i18n } = useTranslation([ns, 'table']);
  const navigate = useNavigate();
  // Row links are plain <a href> (no router hooks per row): one handler routes their clicks.
  const onClick = useCallback(
    (e: MouseEvent<HTMLDivElement>) => {
      if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const a = e.target instanceof Element ? e.target.closest('a[data-link]') : null;
      const to = a?.getAttribute('href');
      if (!a || !to || a.getAttribute('target')) return;
      e.preventDefault();
      void navigate(to);
    },
    [navigate],
  );
  // Only the window's first row index is state: a scroll inside the same row re-renders
  // nothing. The viewport height is the declared one until layout says otherwise (an
  // unlaid-out box, a hidden tab or a test DOM, measures 0).
  const [first, setFirst] = useState(0);
  const [viewport, setViewport] = useState(height);
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    const onScroll = () => setFirst(Math.floor(el.scrollTop / rowHeight));
    const measure = () => setViewport(el.clientHeight > 0 ? el.clientHeight : height);
    measure();
    onScroll();
    el.addEventListener('scroll', onScroll, { passive: true });
    const ro = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    ro?.observe(el);
    return () => {
      el.removeEventListener('scroll', onScroll);
      ro?.disconnect();
    };
  }, [height, rowHeight]);
  const { start, end } = rowWindow(first * rowHeight, viewport, rowHeight, rows.length);
  const count = end - start;
  // Grows only (a new size re-keys every row once); >= the window, so keys are unique.
  pool.current = Math.max(pool.current, count);
  const top = start * rowHeight;
  const bottom = (rows.length - end) * rowHeight;
  const indexes = Array.from({ length: count }, (_, i) => start + i);
  return (
    <div
      ref={scrollRef}
      data-testid="virtual-table"
      data-scroll-container
      data-total-rows={rows.length}
      data-rendered-rows={count}
      tabIndex={0}
      onClick={onClick}
      style={
        {
          height,
          overflow: 'auto',
          overflowAnchor: 'none',
          contain: 'strict',
          '--row-h': `${rowHeight}px`,
        } as CSSProperties
      }
    >
      <Table.Root size="sm" stickyHeader css={bodyCss}>
        <Table.Header>
          <Table.Row>
            {columns.map((c) => (
              <HeaderCell key={c.id} ns={ns} column={c} sort={sort} onSort={onSort} />
            ))}
          </Table.Row>
        </Table.Header>
        <tbody>
          {top > 0 && <tr aria-hidden style={{ height: top }} />}
          {indexes.map((index) => (
            <BodyRow
              key={index % pool.current}
              index={index}
              row={rows[index]}
              columns={columns}
              ns={ns}
              t={t}
              lang={i18n.language}
            />
          ))}
          {bottom > 0 && <tr aria-hidden style={{ height: bottom }} />}
        </tbody>
      </Table.Root>
    </div>
  );
}
