import { describe, expect, it } from 'vitest';
import { periodRuleOf } from './agent-periods';

const at = (iso: string) => Date.parse(iso);
const span = (
  kind: Parameters<typeof periodRuleOf>[0],
  period: Parameters<typeof periodRuleOf>[1],
  iso: string,
  utcOffsetMinutes = 0,
) => {
  const rule = periodRuleOf(kind, period, utcOffsetMinutes);
  const start = rule.startOf(at(iso));
  return [new Date(start).toISOString(), new Date(rule.endOf(start)).toISOString()];
};

describe('settlement periods', () => {
  it('cuts salaries by their kind', () => {
    expect(span('realtime', 'D', '2026-03-10T12:07:59Z')).toEqual([
      '2026-03-10T12:05:00.000Z',
      '2026-03-10T12:10:00.000Z',
    ]);
    expect(span('hourly', 'M', '2026-03-10T12:07:59Z')).toEqual([
      '2026-03-10T12:00:00.000Z',
      '2026-03-10T13:00:00.000Z',
    ]);
    expect(span('daily', 'W', '2026-03-10T12:07:59Z')).toEqual([
      '2026-03-10T00:00:00.000Z',
      '2026-03-11T00:00:00.000Z',
    ]);
  });

  it('cuts dividends by the contract period: D, W from Monday, H at the 16th, M', () => {
    expect(span('dividend', 'D', '2026-03-10T23:59:59Z')).toEqual([
      '2026-03-10T00:00:00.000Z',
      '2026-03-11T00:00:00.000Z',
    ]);
    // 2026-03-10 is a Tuesday; 2026-03-15 a Sunday.
    expect(span('dividend', 'W', '2026-03-10T08:00:00Z')).toEqual([
      '2026-03-09T00:00:00.000Z',
      '2026-03-16T00:00:00.000Z',
    ]);
    expect(span('dividend', 'W', '2026-03-15T23:59:59Z')).toEqual([
      '2026-03-09T00:00:00.000Z',
      '2026-03-16T00:00:00.000Z',
    ]);
    expect(span('dividend', 'H', '2026-02-15T23:59:59Z')).toEqual([
      '2026-02-01T00:00:00.000Z',
      '2026-02-16T00:00:00.000Z',
    ]);
    expect(span('dividend', 'H', '2026-02-16T00:00:00Z')).toEqual([
      '2026-02-16T00:00:00.000Z',
      '2026-03-01T00:00:00.000Z',
    ]);
    expect(span('dividend', 'M', '2026-12-31T12:00:00Z')).toEqual([
      '2026-12-01T00:00:00.000Z',
      '2027-01-01T00:00:00.000Z',
    ]);
  });

  it('cuts every period in the brand’s zone: a +7 h brand’s day starts at 17:00 UTC', () => {
    // 2026-03-10 08:00 at +7 is 2026-03-10 01:00 UTC; its day began at 2026-03-09 17:00 UTC.
    expect(span('daily', 'D', '2026-03-10T01:00:00Z', 420)).toEqual([
      '2026-03-09T17:00:00.000Z',
      '2026-03-10T17:00:00.000Z',
    ]);
    // 16:59 UTC is still the local day; 17:00 UTC is the next one.
    expect(span('dividend', 'D', '2026-03-10T16:59:59Z', 420)[0]).toBe('2026-03-09T17:00:00.000Z');
    expect(span('dividend', 'D', '2026-03-10T17:00:00Z', 420)[0]).toBe('2026-03-10T17:00:00.000Z');
    // The local Monday 2026-03-09 00:00 is 2026-03-08 17:00 UTC (a Sunday in UTC).
    expect(span('dividend', 'W', '2026-03-08T17:30:00Z', 420)).toEqual([
      '2026-03-08T17:00:00.000Z',
      '2026-03-15T17:00:00.000Z',
    ]);
    // The 16th at +7 begins on the 15th at 17:00 UTC; the month ends on the last day at 17:00 UTC.
    expect(span('dividend', 'H', '2026-02-15T18:00:00Z', 420)).toEqual([
      '2026-02-15T17:00:00.000Z',
      '2026-02-28T17:00:00.000Z',
    ]);
    expect(span('dividend', 'M', '2026-02-28T16:00:00Z', 420)).toEqual([
      '2026-01-31T17:00:00.000Z',
      '2026-02-28T17:00:00.000Z',
    ]);
    // Hours and five minutes of a +5:30 brand start at :30 and :00/:05… of its clock.
    expect(span('hourly', 'D', '2026-03-10T12:07:00Z', 330)).toEqual([
      '2026-03-10T11:30:00.000Z',
      '2026-03-10T12:30:00.000Z',
    ]);
    expect(span('realtime', 'D', '2026-03-10T12:07:00Z', 330)).toEqual([
      '2026-03-10T12:05:00.000Z',
      '2026-03-10T12:10:00.000Z',
    ]);
  });
});
