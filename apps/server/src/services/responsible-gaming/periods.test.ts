// The limits' periods and rules without I/O: a brand month in its zone (UTC+7: it starts at 17:00
// UTC on the previous day), and what a new amount does to a limit — lower at once, higher or removed
// after the cooling-off, a pending change in force once its time has come.
import { describe, expect, it } from 'vitest';
import type { RgLimitRow } from '../../repositories/responsible-gaming';
import { limitAfter, limitStateAt } from './limits';
import { rgPeriodAt } from './periods';

const ZONE = 420;
const COOLING = 24 * 3_600_000;

describe('rgPeriodAt', () => {
  it("takes the brand's calendar month, ahead of UTC", () => {
    // 2026-02-28 17:30 UTC is already 1 March 00:30 in UTC+7.
    const at = Date.UTC(2026, 1, 28, 17, 30);
    expect(rgPeriodAt('monthly', at, ZONE)).toEqual({
      start: Date.UTC(2026, 1, 28, 17),
      end: Date.UTC(2026, 2, 31, 17),
    });
    expect(rgPeriodAt('monthly', at - 3_600_000, ZONE)).toEqual({
      start: Date.UTC(2026, 0, 31, 17),
      end: Date.UTC(2026, 1, 28, 17),
    });
  });

  it("takes the brand's day and its week from Monday", () => {
    const at = Date.UTC(2026, 10, 26, 18); // Friday 27 November, 01:00 in UTC+7
    expect(rgPeriodAt('daily', at, ZONE)).toEqual({
      start: Date.UTC(2026, 10, 26, 17),
      end: Date.UTC(2026, 10, 27, 17),
    });
    expect(rgPeriodAt('weekly', at, ZONE)).toEqual({
      start: Date.UTC(2026, 10, 22, 17),
      end: Date.UTC(2026, 10, 29, 17),
    });
  });
});

function row(extra: Partial<RgLimitRow>): RgLimitRow {
  return {
    merchant_code: 'AUR',
    account_id: 1,
    kind: 'deposit',
    period: 'daily',
    amount_minor: 10_000,
    pending_amount_minor: null,
    pending_effective_at: null,
    updated_at: 0,
    ...extra,
  };
}

describe('limit rules', () => {
  it('lowers at once and drops a pending raise; a first limit is at once too', () => {
    const pending = { amountMinor: 30_000, effectiveAt: 5_000 };
    expect(limitAfter({ amountMinor: 10_000, pending }, 5_000, 1_000, COOLING)).toEqual({
      amountMinor: 5_000,
      pending: null,
    });
    expect(limitAfter({ amountMinor: null, pending: null }, 5_000, 1_000, COOLING)).toEqual({
      amountMinor: 5_000,
      pending: null,
    });
  });

  it('raises or removes only after the cooling-off', () => {
    expect(limitAfter({ amountMinor: 10_000, pending: null }, 20_000, 1_000, COOLING)).toEqual({
      amountMinor: 10_000,
      pending: { amountMinor: 20_000, effectiveAt: 1_000 + COOLING },
    });
    expect(limitAfter({ amountMinor: 10_000, pending: null }, null, 1_000, COOLING)).toEqual({
      amountMinor: 10_000,
      pending: { amountMinor: null, effectiveAt: 1_000 + COOLING },
    });
  });

  it('puts a pending change in force from its time on', () => {
    const raised = row({ pending_amount_minor: 20_000, pending_effective_at: 9_000 });
    expect(limitStateAt(raised, 8_999)).toEqual({
      amountMinor: 10_000,
      pending: { amountMinor: 20_000, effectiveAt: 9_000 },
    });
    expect(limitStateAt(raised, 9_000)).toEqual({ amountMinor: 20_000, pending: null });
    expect(limitStateAt(row({ pending_amount_minor: null, pending_effective_at: 9_000 }), 9_000)).toEqual({
      amountMinor: null,
      pending: null,
    });
    expect(limitStateAt(undefined, 0)).toEqual({ amountMinor: null, pending: null });
  });
});
