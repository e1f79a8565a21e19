// DateRangeFilter: "from" and "to" date fields (native date inputs: the platform's own picker and
// keyboard, on phones too) and quick picks such as "last 7 days" or "next 30 days" (the set is a
// prop: not every record looks ahead). It emits the days and the epoch-ms bounds a record call
// takes: the start of the first day to the end of the last day in the player's `timeZone`. A range
// that ends before it starts, or is longer than `maxDays`, shows its error and is not emitted.
import { useState } from 'react';
import { Button } from '../button';
import { Input } from '../input';
import {
  dayEnd,
  dayIn,
  daysInRange,
  dayStart,
  formatDay,
  isDay,
  quickPickDays,
  type Day,
  type DayDisplayFormat,
} from './day-math';
import { Fields, Fieldset, Legend, QuickPicks, Summary } from './date-range-filter.styles';

export interface DateRangeValue {
  from: Day;
  to: Day;
}

/** The days and the instants that bound them: what a record request sends. */
export interface DateRange extends DateRangeValue {
  /** The first millisecond of `from` in the zone. */
  startTime: number;
  /** The last millisecond of `to` in the zone. */
  endTime: number;
}

export interface DateRangeQuickPick {
  /** Negative: that many days back up to today (-7 is the last 7 days); positive: today and ahead. */
  days: number;
  label: string;
}

export interface DateRangeFilterProps {
  /** Names the group of fields. */
  legend: string;
  hideLegend?: boolean;
  value: DateRangeValue;
  onChange: (range: DateRange) => void;
  fromLabel: string;
  toLabel: string;
  quickPicks?: readonly DateRangeQuickPick[];
  /** The player's IANA zone; default the browser's. */
  timeZone?: string;
  /** How the chosen range reads in the summary line. */
  displayFormat?: DayDisplayFormat;
  /** BCP 47 tag for the 'locale' display format. */
  locale?: string;
  /** The summary line, given the formatted days, e.g. (a, b) => `${a} to ${b}`. */
  summary?: (from: string, to: string) => string;
  /** The error when "to" is before "from". */
  invalidRangeText: string;
  maxDays?: number;
  /** The error when the range is longer than `maxDays`. */
  tooLongText?: string;
  /** The clock (tests and stories pin it). */
  now?: () => number;
}

/** The range a filter emits for given days. */
export function toDateRange(value: DateRangeValue, timeZone?: string): DateRange {
  return { ...value, startTime: dayStart(value.from, timeZone), endTime: dayEnd(value.to, timeZone) };
}

/** A quick pick's days as of now: a page's first range ("the last 7 days"). */
export function quickPickRange(days: number, timeZone?: string, now: number = Date.now()): DateRange {
  return toDateRange(quickPickDays(days, dayIn(now, timeZone)), timeZone);
}

export function DateRangeFilter({
  legend,
  hideLegend = false,
  value,
  onChange,
  fromLabel,
  toLabel,
  quickPicks = [],
  timeZone,
  displayFormat = 'yyyy-MM-dd',
  locale,
  summary,
  invalidRangeText,
  maxDays,
  tooLongText,
  now = Date.now,
}: DateRangeFilterProps) {
  // The fields keep what is typed, valid or not; only a valid range reaches `onChange`.
  const [draft, setDraft] = useState<DateRangeValue>(value);
  // A new range from the parent (a reset, another filter) replaces the draft.
  const [shown, setShown] = useState<DateRangeValue>(value);
  if (shown.from !== value.from || shown.to !== value.to) {
    setShown(value);
    setDraft(value);
  }

  const complete = isDay(draft.from) && isDay(draft.to);
  const error = !complete
    ? undefined
    : draft.to < draft.from
      ? invalidRangeText
      : maxDays !== undefined && daysInRange(draft.from, draft.to) > maxDays
        ? (tooLongText ?? invalidRangeText)
        : undefined;

  const change = (next: DateRangeValue) => {
    setDraft(next);
    const valid =
      isDay(next.from) &&
      isDay(next.to) &&
      next.from <= next.to &&
      (maxDays === undefined || daysInRange(next.from, next.to) <= maxDays);
    if (valid && (next.from !== value.from || next.to !== value.to)) onChange(toDateRange(next, timeZone));
  };

  const today = dayIn(now(), timeZone);

  return (
    <Fieldset>
      <Legend $hidden={hideLegend}>{legend}</Legend>
      <Fields>
        <Input
          label={fromLabel}
          type="date"
          value={draft.from}
          max={isDay(draft.to) ? draft.to : undefined}
          onChange={(event) => change({ ...draft, from: event.target.value })}
        />
        <Input
          label={toLabel}
          type="date"
          value={draft.to}
          min={isDay(draft.from) ? draft.from : undefined}
          error={error}
          onChange={(event) => change({ ...draft, to: event.target.value })}
        />
      </Fields>
      {quickPicks.length > 0 && (
        <QuickPicks>
          {quickPicks.map((pick) => {
            const days = quickPickDays(pick.days, today);
            const pressed = days.from === draft.from && days.to === draft.to;
            return (
              <Button
                key={pick.days}
                variant={pressed ? 'primary' : 'secondary'}
                size="sm"
                aria-pressed={pressed}
                onClick={() => change(days)}
              >
                {pick.label}
              </Button>
            );
          })}
        </QuickPicks>
      )}
      {summary && !error && complete && (
        <Summary aria-live="polite">
          {summary(formatDay(draft.from, displayFormat, locale), formatDay(draft.to, displayFormat, locale))}
        </Summary>
      )}
    </Fieldset>
  );
}
