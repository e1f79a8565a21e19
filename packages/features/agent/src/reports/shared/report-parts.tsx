// The parts every report page is made of: the page's section under its heading, the period picker
// (the kit's date range with the quick picks today, yesterday, last 7 and last 30 days), the
// username search, the error with a retry, the totals, the paginator's labels and the formats of
// days and times.
import { apiErrorMessage } from '@portal/api';
import { MAX_RECORD_RANGE_DAYS } from '@portal/contracts';
import { formatDate, formatDateTime, toIntlLocale, useCurrentLanguage } from '@portal/i18n';
import {
  addDays,
  Button,
  DateRangeFilter,
  dayIn,
  ErrorNotice,
  FigureTile,
  FigureTiles,
  Input,
  quickPickDays,
  toDateRange,
  type DateRange,
  type PaginatorProps,
} from '@portal/ui';
import { useCallback, useId, useState, type FormEvent, type ReactNode } from 'react';
import { REPORT_ERROR_TEXTS } from './error-texts';
import { useReportTimeZone } from './report-zone';
import { FilterColumn, Heading, PageSection, QuickPicks, SearchForm } from './styles';
import { useReportsTranslation } from './use-reports-translation';

/** A report page: a section named by its heading (the centre's title above names the page). */
export function ReportPage({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <PageSection aria-labelledby={headingId}>
      <Heading id={headingId}>{heading}</Heading>
      {children}
    </PageSection>
  );
}

type QuickPick = 'today' | 'yesterday' | 'last7Days' | 'last30Days';

/** The quick picks' days as of `today` (yesterday is not a "last n days" range, so they are ours). */
function quickPickOf(pick: QuickPick, today: string): { from: string; to: string } {
  switch (pick) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case 'last7Days':
      return quickPickDays(-7, today);
    case 'last30Days':
      return quickPickDays(-30, today);
  }
}

const QUICK_PICKS: readonly QuickPick[] = ['today', 'yesterday', 'last7Days', 'last30Days'];

/** A report opens on the last 7 days. */
const FIRST_PICK: QuickPick = 'last7Days';

/** The period and the page number; a new period (or filter: `resetPage`) starts again at page 1. */
export function usePeriodAndPage() {
  const timeZone = useReportTimeZone();
  const [period, setPeriodState] = useState<DateRange>(() =>
    toDateRange(quickPickOf(FIRST_PICK, dayIn(Date.now(), timeZone)), timeZone),
  );
  const [pageNo, setPageNo] = useState(1);
  const setPeriod = useCallback((next: DateRange) => {
    setPeriodState(next);
    setPageNo(1);
  }, []);
  const resetPage = useCallback(() => setPageNo(1), []);
  return { period, setPeriod, pageNo, setPageNo, resetPage };
}

export function PeriodPicker({ value, onChange }: { value: DateRange; onChange: (period: DateRange) => void }) {
  const { t } = useReportsTranslation();
  const { language } = useCurrentLanguage();
  const timeZone = useReportTimeZone();
  const today = dayIn(Date.now(), timeZone);
  return (
    <FilterColumn>
      <DateRangeFilter
        legend={t('period.legend')}
        value={value}
        onChange={onChange}
        fromLabel={t('period.from')}
        toLabel={t('period.to')}
        timeZone={timeZone}
        locale={toIntlLocale(language)}
        summary={(from, to) => t('period.showing', { from, to })}
        invalidRangeText={t('period.endBeforeStart')}
        maxDays={MAX_RECORD_RANGE_DAYS}
        tooLongText={t('period.tooLong', { count: MAX_RECORD_RANGE_DAYS })}
      />
      <QuickPicks role="group" aria-label={t('period.quickPicks')}>
        {QUICK_PICKS.map((pick) => {
          const days = quickPickOf(pick, today);
          const pressed = days.from === value.from && days.to === value.to;
          return (
            <Button
              key={pick}
              size="sm"
              variant={pressed ? 'primary' : 'secondary'}
              aria-pressed={pressed}
              onClick={() => {
                if (!pressed) onChange(toDateRange(days, timeZone));
              }}
            >
              {t(`period.${pick}`)}
            </Button>
          );
        })}
      </QuickPicks>
    </FilterColumn>
  );
}

/**
 * A username filter that asks when submitted (Enter or the search button), not at every key: a
 * prefix for the lists, one team member for team betting. Empty: the whole team.
 */
export function UsernameSearch({ label, onSearch }: { label: string; onSearch: (username: string) => void }) {
  const { t } = useReportsTranslation();
  const [draft, setDraft] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <SearchForm role="search" aria-label={label} onSubmit={submit}>
      <Input
        label={label}
        type="search"
        value={draft}
        maxLength={64}
        autoComplete="off"
        onChange={(event) => setDraft(event.target.value)}
      />
      <Button type="submit" variant="secondary">
        {t('filters.search')}
      </Button>
    </SearchForm>
  );
}

export function ReportError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useReportsTranslation();
  return (
    <ErrorNotice
      action={
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {t('common:actions.retry')}
        </Button>
      }
    >
      {apiErrorMessage(t, error, REPORT_ERROR_TEXTS)}
    </ErrorNotice>
  );
}

export interface TotalItem {
  key: string;
  label: string;
  value: ReactNode;
}

/** The period's totals as label and value pairs, named for screen readers. */
export function Totals({ label, items }: { label: string; items: readonly TotalItem[] }) {
  return (
    <div role="group" aria-label={label}>
      <FigureTiles>
        {items.map((item) => (
          <FigureTile key={item.key}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </FigureTile>
        ))}
      </FigureTiles>
    </div>
  );
}

/** The kit Paginator's props for a list of `pageCount` pages. */
export function usePagination(
  label: string,
  page: number,
  pageCount: number,
  onPageChange: (page: number) => void,
): PaginatorProps {
  const { t } = useReportsTranslation();
  return {
    label,
    page,
    pageCount,
    onPageChange,
    previousLabel: t('pager.previous'),
    nextLabel: t('pager.next'),
    pageLabel: (each: number) => t('pager.page', { page: each }),
  };
}

/** Date and time of a row in the report's zone (the platform's yyyy-MM-dd layout). */
export function useFormatTime(): (ms: number) => string {
  const timeZone = useReportTimeZone();
  return useCallback((ms: number) => formatDateTime(ms, 'yyyy-MM-dd', { timeZone, seconds: false }), [timeZone]);
}

/** The day of a period's start or end in the report's zone. */
export function useFormatDay(): (ms: number) => string {
  const timeZone = useReportTimeZone();
  return useCallback((ms: number) => formatDate(ms, 'yyyy-MM-dd', { timeZone }), [timeZone]);
}
