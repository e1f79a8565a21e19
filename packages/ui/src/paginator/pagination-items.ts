// Which page numbers a paginator shows: `margin` pages at each end and a window of `range` pages
// around the current one, with a gap (…) between them. Spec: range 3, margin 1, so page 5 of 20
// reads 1 … 4 5 6 … 20. Our decision where the spec is silent: a gap that would hide a single
// page shows that page instead ("1 2 3 4 5 … 20", not "1 … 3 4 5 … 20").

export const PAGINATOR_PAGE_RANGE = 3;
export const PAGINATOR_MARGIN_PAGES = 1;

export type PaginationItem = { type: 'page'; page: number } | { type: 'gap'; after: number };

export function paginationItems(
  current: number,
  pageCount: number,
  range = PAGINATOR_PAGE_RANGE,
  margin = PAGINATOR_MARGIN_PAGES,
): PaginationItem[] {
  if (pageCount <= 0) return [];
  const page = Math.min(Math.max(1, current), pageCount);
  const windowStart = Math.max(1, Math.min(page - Math.floor((range - 1) / 2), pageCount - range + 1));
  const windowEnd = Math.min(pageCount, windowStart + range - 1);

  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(margin, pageCount); p += 1) shown.add(p);
  for (let p = Math.max(1, pageCount - margin + 1); p <= pageCount; p += 1) shown.add(p);
  for (let p = windowStart; p <= windowEnd; p += 1) shown.add(p);

  const items: PaginationItem[] = [];
  let previous = 0;
  for (const p of [...shown].sort((a, b) => a - b)) {
    if (p - previous === 2) items.push({ type: 'page', page: p - 1 });
    else if (p - previous > 2) items.push({ type: 'gap', after: previous });
    items.push({ type: 'page', page: p });
    previous = p;
  }
  return items;
}
