// Long client-side lists: only the rows in view (plus overscan) are in the DOM, with
// spacer rows above and below keeping the scroll height (so the <table> stays semantic).
// Fixed-height rows: the window is plain arithmetic on scrollTop (no per-row measurement
// objects, no virtualiser library), which is what keeps 10,000 rows smooth.
import {
  memo,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type MouseEvent,
} from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { CellContext } from './cells';
import type { SortState } from './define-table';
import { rowWindow } from './row-window';
import { useHeader, type ColumnMeta, type ViewRow } from './table-view';
import { memoT } from './memo-t';
import './virtual-table.css';

// The table is plain elements styled by a static stylesheet (./virtual-table.css, Chakra's
// tokens; the same look as Chakra's sm table with a sticky header), so mounting it inserts no
// CSS-in-JS rules (measured: Chakra's table recipe and header props compiled at mount cost
// more than rendering the rows). Body rows are plain <tr>/<td> styled by the stylesheet (./virtual-table.css: no
// Chakra style work per render, no hooks per row: the translation function comes from the
// body, links are plain anchors with one delegated click handler), memoised, and keyed by
// their slot in a fixed pool (index modulo the pool size): rows staying in view keep their
// key and do not re-render, a row entering the window reuses the DOM of the one that left.
interface BodyRowProps {
  index: number;
  row: ViewRow;
  columns: ColumnMeta[];
  ctx: CellContext;
}

// The row height is set once by the table's css (`--row-h`), not per row as a style prop.
const BodyRow = memo(function BodyRow({ index, row, columns, ctx }: BodyRowProps) {
  return (
    <tr aria-rowindex={index + 2} data-row-index={index}>
      {columns.map((c, i) => (
        <td key={c.id}>{row.cell(i, ctx)}</td>
      ))}
    </tr>
  );
});

/** The header cell as plain elements (styled by ./virtual-table.css like Chakra's sm table). */
function PlainHeaderCell({
  ns,
  column,
  sort,
  onSort,
}: {
  ns: string;
  column: ColumnMeta;
  sort?: SortState;
  onSort: (key: string) => void;
}) {
  const { label, sortLabel, ariaSort, arrow } = useHeader(ns, column, sort);
  return (
    <th aria-sort={ariaSort}>
      {column.sortable ? (
        <button type="button" onClick={() => onSort(column.id)} aria-label={sortLabel}>
          {label}
          <span aria-hidden>{arrow}</span>
        </button>
      ) : (
        label
      )}
    </th>
  );
}

interface BodyProps {
  ns: string;
  columns: ColumnMeta[];
  rows: ViewRow[];
  height: number;
  rowHeight: number;
}

/**
 * The window of rows. Only this component holds scroll state, so a scroll frame re-renders
 * the <tbody> alone: the Chakra-styled table, header cells and sort buttons stay as they are.
 */
function WindowedBody({ ns, columns, rows, height, rowHeight }: BodyProps) {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const pool = useRef(0);
  const { t, i18n } = useTranslation([ns, 'table']);
  // One context for every row (memoised rows compare it by identity); its `t` remembers
  // the labels a long list repeats on every row (a status, a link's text).
  const ctx = useMemo<CellContext>(
    () => ({ ns, t: memoT(t), lang: i18n.language, lite: true, plainLinks: true }),
    [ns, t, i18n.language],
  );
  // Only the window's first row index is state: a scroll inside the same row re-renders
  // nothing. The viewport height is the declared one until layout says otherwise (an
  // unlaid-out box, a hidden tab or a test DOM, measures 0).
  const [first, setFirst] = useState(0);
  const [viewport, setViewport] = useState(height);
  useLayoutEffect(() => {
    // The scroll box is the parent's element: its ref is attached after this effect runs.
    const el = bodyRef.current?.closest<HTMLElement>('[data-scroll-container]');
    if (!el) return;
    const firstIn = () => Math.floor(el.scrollTop / rowHeight);
    // scrollTop is read once per scroll event, which the browser fires at most once a frame,
    // before that frame's rendering: rendering the new window synchronously there paints the
    // rows in the same frame as the scroll (a scheduled render would come after it, showing
    // the empty spacer for a frame on a fast scroll). A scroll within the same row does nothing.
    let shown = firstIn();
    const onScroll = () => {
      const next = firstIn();
      if (next === shown) return;
      shown = next;
      flushSync(() => setFirst(next));
    };
    const measure = () => setViewport(el.clientHeight > 0 ? el.clientHeight : height);
    measure();
    setFirst(shown);
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
  const body = [];
  for (let index = start; index < end; index++)
    body.push(
      <BodyRow
        key={index % pool.current}
        index={index}
        row={rows[index]}
        columns={columns}
        ctx={ctx}
      />,
    );
  return (
    <tbody ref={bodyRef}>
      {top > 0 && <tr aria-hidden style={{ height: top }} />}
      {body}
      {bottom > 0 && <tr aria-hidden style={{ height: bottom }} />}
    </tbody>
  );
}

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
  return (
    <div
      className="virtual-table"
      data-testid="virtual-table"
      data-scroll-container
      data-total-rows={rows.length}
      tabIndex={0}
      onClick={onClick}
      style={
        {
          height,
          overflow: 'auto',
          overflowAnchor: 'none',
          contain: 'strict',
          '--row-h': `${rowHeight}px`,
          '--column-count': columns.length,
        } as CSSProperties
      }
    >
      <table>
        <thead>
          <tr>
            {columns.map((c) => (
              <PlainHeaderCell key={c.id} ns={ns} column={c} sort={sort} onSort={onSort} />
            ))}
          </tr>
        </thead>
        <WindowedBody ns={ns} columns={columns} rows={rows} height={height} rowHeight={rowHeight} />
      </table>
    </div>
  );
}
