// The virtual table's window for fixed-height rows: which rows a scroll offset shows.

// Small: every overscan row is rendered on each jump of a fast scroll.
const OVERSCAN = 3;

/** The rows [start, end) to render for a scroll offset: fixed heights make it arithmetic. */
export function rowWindow(
  scrollTop: number,
  viewport: number,
  rowHeight: number,
  count: number,
  overscan = OVERSCAN,
): { start: number; end: number } {
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const last = Math.ceil((Math.max(0, scrollTop) + viewport) / rowHeight);
  return {
    start: Math.min(count, Math.max(0, first - overscan)),
    end: Math.min(count, last + overscan),
  };
}
