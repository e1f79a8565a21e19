// A mission's period: the brand's day, or its week from Monday 00:00, in the brand's zone
// (`utcOffsetMinutes` ahead of UTC). [start, end): a bet placed at `end` is the next period's.
import type { MissionPeriod } from '@portal/contracts';
import { MINUTE } from '../../lib/clock';
import { DAY_MS } from '../../repositories/periods';

export interface PeriodRange {
  start: number;
  end: number;
}

const LENGTH: Record<MissionPeriod, number> = { daily: DAY_MS, weekly: 7 * DAY_MS };
/** 1970-01-01 was a Thursday: moved 3 days on, a Monday 00:00 falls on a multiple of 7 days. */
const MONDAY_SHIFT_MS = 3 * DAY_MS;

/** The period of `period` kind that holds `at`. */
export function periodAt(period: MissionPeriod, at: number, utcOffsetMinutes: number): PeriodRange {
  const shift = utcOffsetMinutes * MINUTE;
  const length = LENGTH[period];
  // Local time, moved so that a period boundary falls on a multiple of its length.
  const align = period === 'weekly' ? MONDAY_SHIFT_MS : 0;
  const local = at + shift + align;
  const start = Math.floor(local / length) * length - align - shift;
  return { start, end: start + length };
}

/** The `count` periods that ended last before `at`, oldest first. */
export function endedPeriods(
  period: MissionPeriod,
  at: number,
  utcOffsetMinutes: number,
  count: number,
): PeriodRange[] {
  const current = periodAt(period, at, utcOffsetMinutes);
  const length = LENGTH[period];
  const ranges: PeriodRange[] = [];
  for (let back = count; back >= 1; back -= 1)
    ranges.push({ start: current.start - back * length, end: current.start - (back - 1) * length });
  return ranges;
}
