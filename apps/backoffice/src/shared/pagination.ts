// The kit's Paginator props for a paged staff list, in the back office's words.
import type { TFunction } from '@portal/i18n';
import type { PaginatorProps } from '@portal/ui';

export const PAGE_SIZE = 20;

export function paginationProps(
  t: TFunction,
  page: number,
  pageCount: number,
  onPageChange: (page: number) => void,
): PaginatorProps {
  return {
    page,
    pageCount,
    onPageChange,
    label: t('backoffice:pages.label'),
    previousLabel: t('backoffice:pages.previous'),
    nextLabel: t('backoffice:pages.next'),
    pageLabel: (each) => t('backoffice:pages.page', { page: each }),
  };
}
