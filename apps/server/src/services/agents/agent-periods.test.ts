import { describe, expect, it } from 'vitest';
import { periodRuleOf } from './agent-periods';

const at = (iso: string) => Date.parse(iso);
const span = (kind: Parameters<typeof periodRuleOf>[0], period: Parameters<typeof periodRuleOf>[1], iso: string) => {
  const rule = periodRuleOf(kind, period);
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
});
