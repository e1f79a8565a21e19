// The periods of a responsible-gaming limit: the brand's day, its week from Monday 00:00 and its
// calendar month, in its zone (tenant.json `utcOffsetMinutes` ahead of UTC), as missions and the
// agent settlement count them. [start, end): a deposit at `end` is the next period's.
import type { RgPeriod } from '@portal/contracts';
import { MINUTE } from '../../lib/clock';
import { periodAt } from '../missions/periods';

export interface RgPeriodRange {
  start: number;
  end: number;
}

export function rgPeriodAt(period: RgPeriod, at: number, utcOffsetMinutes: number): RgPeriodRange {
  if (period === 'daily') return periodAt('daily', at, utcOffsetMinutes);
  if (period === 'weekly') return periodAt('weekly', at, utcOffsetMinutes);
  // A calendar month of the brand's local time: read the local date, step back to UTC.
  const shift = utcOffsetMinutes * MINUTE;
  const local = new Date(at + shift);
  const start = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - shift;
  const end = Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1) - shift;
  return { start, end };
}
