// The kit Paginator's props for a paged answer (none while there is a single page), its labels
// translated.
import { useTranslation } from '@portal/i18n';
import type { PaginatorProps } from '@portal/ui';
import { AGENT_NAMESPACE } from '../agent-namespace';

export function usePager(
  page: number,
  totalPages: number | undefined,
  onPageChange: (page: number) => void,
): PaginatorProps | undefined {
  const { t } = useTranslation(AGENT_NAMESPACE);
  if (!totalPages || totalPages <= 1) return undefined;
  return {
    page,
    pageCount: totalPages,
    onPageChange,
    label: t('pager.label'),
    previousLabel: t('pager.previous'),
    nextLabel: t('pager.next'),
    pageLabel: (n) => t('pager.page', { page: n }),
  };
}
