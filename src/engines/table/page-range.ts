// Pagination control math of the spec: 1 boundary page, 1 sibling page, pages start at 1.
// Returns the items to render: page numbers and 'ellipsis' gaps (same shape as MUI's
// usePagination so the control never jumps in width while paging).
export type PageItem = number | 'ellipsis';

const range = (start: number, end: number): number[] =>
  end < start ? [] : Array.from({ length: end - start + 1 }, (_, i) => start + i);

export function pageCount(total: number, perPage: number): number {
  if (!Number.isFinite(total) || total <= 0 || perPage <= 0) return 0;
  return Math.ceil(total / perPage);
}

export function pageRange(page: number, count: number, boundary = 1, siblings = 1): PageItem[] {
  if (count <= 0) return [];
  const current = Math.min(Math.max(1, page), count);
  const startPages = range(1, Math.min(boundary, count));
  const endPages = range(Math.max(count - boundary + 1, boundary + 1), count);
  const siblingsStart = Math.max(
    Math.min(current - siblings, count - boundary - siblings * 2 - 1),
    boundary + 2,
  );
  const siblingsEnd = Math.min(
    Math.max(current + siblings, boundary + siblings * 2 + 2),
    endPages.length > 0 ? endPages[0] - 2 : count - 1,
  );
  const items: PageItem[] = [...startPages];
  if (siblingsStart > boundary + 2) items.push('ellipsis');
  else if (boundary + 1 < count - boundary) items.push(boundary + 1);
  items.push(...range(siblingsStart, siblingsEnd));
  if (siblingsEnd < count - boundary - 1) items.push('ellipsis');
  else if (count - boundary > boundary) items.push(count - boundary);
  items.push(...endPages);
  return items;
}
