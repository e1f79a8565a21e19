// Paginator: a navigation landmark with previous/next and the page numbers chosen by
// paginationItems (range 3, margin 1); the current page has aria-current="page".
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { paginationItems, PAGINATOR_MARGIN_PAGES, PAGINATOR_PAGE_RANGE } from './pagination-items';
import { Gap, PageButton, PageList } from './paginator.styles';

export interface PaginatorProps {
  /** The current page, from 1. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark, e.g. "Announcements pages". */
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** The accessible name of a page button, e.g. (4) => "Page 4". */
  pageLabel: (page: number) => string;
  pageRange?: number;
  marginPages?: number;
}

export function Paginator({
  page,
  pageCount,
  onPageChange,
  label,
  previousLabel,
  nextLabel,
  pageLabel,
  pageRange = PAGINATOR_PAGE_RANGE,
  marginPages = PAGINATOR_MARGIN_PAGES,
}: PaginatorProps) {
  if (pageCount <= 1) return null;
  const go = (target: number) => {
    if (target !== page && target >= 1 && target <= pageCount) onPageChange(target);
  };
  return (
    <nav aria-label={label}>
      <PageList>
        <li>
          <PageButton type="button" aria-label={previousLabel} disabled={page <= 1} onClick={() => go(page - 1)}>
            <ChevronLeftIcon size="sm" />
          </PageButton>
        </li>
        {paginationItems(page, pageCount, pageRange, marginPages).map((item) =>
          item.type === 'gap' ? (
            <Gap key={`gap-${item.after}`} aria-hidden="true">
              …
            </Gap>
          ) : (
            <li key={item.page}>
              <PageButton
                type="button"
                aria-label={pageLabel(item.page)}
                aria-current={item.page === page ? 'page' : undefined}
                onClick={() => go(item.page)}
              >
                {item.page}
              </PageButton>
            </li>
          ),
        )}
        <li>
          <PageButton type="button" aria-label={nextLabel} disabled={page >= pageCount} onClick={() => go(page + 1)}>
            <ChevronRightIcon size="sm" />
          </PageButton>
        </li>
      </PageList>
    </nav>
  );
}
