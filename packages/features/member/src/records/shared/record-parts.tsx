// The parts every record page is made of: the page's section, the date filter with the spec's
// quick picks, the error with a retry, the paginator's labels and the time format.
import { apiErrorMessage } from '@portal/api';
import { MAX_RECORD_RANGE_DAYS } from '@portal/contracts';
import { formatDateTime, useCurrentLanguage, toIntlLocale } from '@portal/i18n';
import { Button, DateRangeFilter, ErrorNotice, quickPickRange, type DateRange, type PaginatorProps } from '@portal/ui';
import { useCallback, useState, type ReactNode } from 'react';
import { WALLET_ERROR_TEXTS } from '../../shared/error-message';
import { usePagerLabels } from '../../shared/use-pager-labels';
import { useRecordsOptions } from './records-options';
import { PageSection } from './styles';
import { useRecordsTranslation } from './use-records-translation';

/** A record page's body; the member-centre dialog above it shows the page's title as its heading. */
export function RecordPage({ children }: { children: ReactNode }) {
  return <PageSection>{children}</PageSection>;
}

/** Records look back: today, the last 7 and the last 30 days (spec quick picks). */
const QUICK_PICKS = [
  { days: -1, key: 'filters.today' },
  { days: -7, key: 'filters.last7Days' },
  { days: -30, key: 'filters.last30Days' },
] as const;

/** The first range of a record page: the last 7 days in the player's zone. */
export const DEFAULT_RANGE_DAYS = -7;

/** A date range and a page number; a new range starts again at page 1. */
export function useRangeAndPage() {
  const { timeZone } = useRecordsOptions();
  const [range, setRangeState] = useState<DateRange>(() => quickPickRange(DEFAULT_RANGE_DAYS, timeZone));
  const [pageNo, setPageNo] = useState(1);
  const setRange = useCallback((next: DateRange) => {
    setRangeState(next);
    setPageNo(1);
  }, []);
  return { range, setRange, pageNo, setPageNo };
}

export function RecordRangeFilter({ value, onChange }: { value: DateRange; onChange: (range: DateRange) => void }) {
  const { t } = useRecordsTranslation();
  const { language } = useCurrentLanguage();
  const { timeZone, datePattern } = useRecordsOptions();
  return (
    <DateRangeFilter
      legend={t('filters.dates')}
      value={value}
      onChange={onChange}
      fromLabel={t('filters.from')}
      toLabel={t('filters.to')}
      quickPicks={QUICK_PICKS.map((pick) => ({ days: pick.days, label: t(pick.key) }))}
      timeZone={timeZone}
      displayFormat={datePattern}
      locale={toIntlLocale(language)}
      summary={(from, to) => t('filters.showing', { from, to })}
      invalidRangeText={t('filters.endBeforeStart')}
      maxDays={MAX_RECORD_RANGE_DAYS}
      tooLongText={t('filters.tooLong', { count: MAX_RECORD_RANGE_DAYS })}
    />
  );
}

export function RecordError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useRecordsTranslation();
  return (
    <ErrorNotice
      action={
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {t('common:actions.retry')}
        </Button>
      }
    >
      {apiErrorMessage(t, error, WALLET_ERROR_TEXTS)}
    </ErrorNotice>
  );
}

/** The Paginator's props for a record list of `totalPages` pages. */
export function usePagination(
  label: string,
  page: number,
  pageCount: number,
  onPageChange: (page: number) => void,
): PaginatorProps {
  return { page, pageCount, onPageChange, ...usePagerLabels(label) };
}

/** Date and time of a record in the player's zone and date layout. */
export function useFormatTime(): (ms: number) => string {
  const { timeZone, datePattern } = useRecordsOptions();
  return useCallback(
    (ms: number) => formatDateTime(ms, datePattern, { timeZone, seconds: false }),
    [timeZone, datePattern],
  );
}
