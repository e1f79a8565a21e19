// The team overview's quick picks (today, yesterday, the last 7 and 30 days) as epoch-ms ranges of
// the tenant's days (its time zone; the browser's when the host names none).
import { addDays, dayIn, quickPickRange, toDateRange } from '@portal/ui';

export const OVERVIEW_PERIODS = ['today', 'yesterday', 'last7', 'last30'] as const;
export type OverviewPeriod = (typeof OVERVIEW_PERIODS)[number];

export function periodRange(
  period: OverviewPeriod,
  timeZone?: string,
  now: number = Date.now(),
): { startTime: number; endTime: number } {
  if (period === 'yesterday') {
    const day = addDays(dayIn(now, timeZone), -1);
    const { startTime, endTime } = toDateRange({ from: day, to: day }, timeZone);
    return { startTime, endTime };
  }
  const { startTime, endTime } = quickPickRange(period === 'today' ? 1 : period === 'last7' ? 7 : 30, timeZone, now);
  return { startTime, endTime };
}
