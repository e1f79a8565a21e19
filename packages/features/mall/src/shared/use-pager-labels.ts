// The translated labels of the kit's Paginator for a list of the mall, and the range the lists
// read: the last 30 days up to a day ahead, fixed when the list opens so a refetch asks for the
// same page (one cache entry) every time.
import { useTranslation } from '@portal/i18n';
import { useState } from 'react';
import { MALL_NAMESPACE } from '../mall-namespace';

const DAY_MS = 24 * 60 * 60 * 1000;
export const LIST_DAYS = 30;
/** Rows a page of the mall's lists. */
export const PAGE_SIZE = 20;

export function usePagerLabels(label: string) {
  const { t } = useTranslation(MALL_NAMESPACE);
  return {
    label,
    previousLabel: t('pager.previous'),
    nextLabel: t('pager.next'),
    pageLabel: (page: number) => t('pager.page', { page }),
  };
}

export function useRecentRange(): { startTime: number; endTime: number } {
  const [range] = useState(() => {
    const now = Date.now();
    return { startTime: now - LIST_DAYS * DAY_MS, endTime: now + DAY_MS };
  });
  return range;
}
