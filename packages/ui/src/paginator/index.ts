export { Paginator, type PaginatorProps } from './paginator';
export { PAGINATOR_MARGIN_PAGES, PAGINATOR_PAGE_RANGE, paginationItems, type PaginationItem } from './pagination-items';
