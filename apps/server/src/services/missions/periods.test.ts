import { describe, expect, it } from 'vitest';
import { endedPeriods, periodAt } from './periods';

const at = (iso: string) => Date.parse(iso);

describe('mission periods', () => {
  it('takes the brand day in its zone', () => {
    // 23:30 UTC on the 25th is 06:30 on the 26th in Bangkok (UTC+7).
    expect(periodAt('daily', at('2026-11-25T23:30:00Z'), 0)).toEqual({
      start: at('2026-11-25T00:00:00Z'),
      end: at('2026-11-26T00:00:00Z'),
    });
    expect(periodAt('daily', at('2026-11-25T23:30:00Z'), 420)).toEqual({
      start: at('2026-11-25T17:00:00Z'),
      end: at('2026-11-26T17:00:00Z'),
    });
  });

  it('takes the week from Monday 00:00 in the zone', () => {
    // Thursday 26 November 2026; the week began Monday 23 November.
    expect(periodAt('weekly', at('2026-11-26T10:00:00Z'), 0)).toEqual({
      start: at('2026-11-23T00:00:00Z'),
      end: at('2026-11-30T00:00:00Z'),
    });
    expect(periodAt('weekly', at('2026-11-22T23:00:00Z'), 420)).toEqual({
      start: at('2026-11-22T17:00:00Z'),
      end: at('2026-11-29T17:00:00Z'),
    });
    // The boundary itself belongs to the new week.
    expect(periodAt('weekly', at('2026-11-30T00:00:00Z'), 0).start).toBe(at('2026-11-30T00:00:00Z'));
  });

  it('lists the periods that ended, oldest first', () => {
    expect(endedPeriods('daily', at('2026-11-26T10:00:00Z'), 0, 2)).toEqual([
      { start: at('2026-11-24T00:00:00Z'), end: at('2026-11-25T00:00:00Z') },
      { start: at('2026-11-25T00:00:00Z'), end: at('2026-11-26T00:00:00Z') },
    ]);
  });
});
