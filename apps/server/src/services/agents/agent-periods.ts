// The settlement periods of the agents' contracts (spec §3, §9): real-time salary every 5 minutes,
// hourly salary per hour, daily salary per day, and a dividend per its contract's period — D daily,
// W weekly (from Monday), H semimonthly (the 1st to the 15th, the 16th to the month's end), M
// monthly — all in the brand's zone (tenant.json `utcOffsetMinutes`, the missions' setting too): a
// daily period of a +7 h brand runs from 17:00 UTC to 17:00 UTC, an hour of a +5:30 brand from :30.
import type { ContractKind, ContractPeriod } from '@portal/contracts';
import { DAY, MINUTE } from '../../lib/clock';

/** 1970-01-05, the first Monday after the epoch. */
const FIRST_MONDAY = 4 * DAY;
const WEEK = 7 * DAY;

export interface PeriodRule {
  /** The start of the period that holds `time`. */
  startOf(time: number): number;
  /** The end of the period starting at `start` (the next one's start). */
  endOf(start: number): number;
}

const fixed = (size: number): PeriodRule => ({
  startOf: (time) => Math.floor(time / size) * size,
  endOf: (start) => start + size,
});

const calendar = (startOf: (d: Date) => number, endOf: (d: Date) => number): PeriodRule => ({
  startOf: (time) => startOf(new Date(time)),
  endOf: (start) => endOf(new Date(start)),
});

const PERIOD_RULES: Record<ContractPeriod, PeriodRule> = {
  D: fixed(DAY),
  W: {
    startOf: (time) => Math.floor((time - FIRST_MONDAY) / WEEK) * WEEK + FIRST_MONDAY,
    endOf: (start) => start + WEEK,
  },
  H: calendar(
    (d) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() <= 15 ? 1 : 16),
    (d) =>
      d.getUTCDate() < 16
        ? Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 16)
        : Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1),
  ),
  M: calendar(
    (d) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1),
    (d) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1),
  ),
};

/** A UTC rule cut in a zone `shiftMs` ahead of UTC: the zone's wall clock is UTC's plus the shift. */
const inZone = (rule: PeriodRule, shiftMs: number): PeriodRule =>
  shiftMs === 0
    ? rule
    : {
        startOf: (time) => rule.startOf(time + shiftMs) - shiftMs,
        endOf: (start) => rule.endOf(start + shiftMs) - shiftMs,
      };

function utcRuleOf(kind: ContractKind, period: ContractPeriod): PeriodRule {
  switch (kind) {
    case 'realtime':
      return fixed(5 * MINUTE);
    case 'hourly':
      return fixed(60 * MINUTE);
    case 'daily':
      return fixed(DAY);
    case 'dividend':
      return PERIOD_RULES[period];
  }
}

/**
 * How a contract of a kind is settled: salaries by their kind, a dividend by the contract's
 * period, in the brand's zone (`utcOffsetMinutes` ahead of UTC).
 */
export function periodRuleOf(kind: ContractKind, period: ContractPeriod, utcOffsetMinutes = 0): PeriodRule {
  return inZone(utcRuleOf(kind, period), utcOffsetMinutes * MINUTE);
}
