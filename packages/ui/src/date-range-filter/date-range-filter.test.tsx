import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import {
  DateRangeFilter,
  quickPickRange,
  type DateRange,
  type DateRangeFilterProps,
  type DateRangeValue,
} from './date-range-filter';
import {
  addDays,
  dayEnd,
  dayIn,
  daysInRange,
  dayStart,
  formatDay,
  isDay,
  quickPickDays,
  zoneOffsetMinutes,
} from './day-math';

// 2026-11-24 10:00 UTC: 17:00 in Bangkok, 02:00 in Los Angeles.
const NOW = Date.UTC(2026, 10, 24, 10);

describe('day math', () => {
  it('bounds a day in the player zone', () => {
    expect(dayStart('2026-11-24', 'Asia/Bangkok')).toBe(Date.UTC(2026, 10, 23, 17));
    expect(dayEnd('2026-11-24', 'Asia/Bangkok')).toBe(Date.UTC(2026, 10, 24, 17) - 1);
    expect(dayStart('2026-11-24', 'UTC')).toBe(Date.UTC(2026, 10, 24));
    expect(zoneOffsetMinutes(NOW, 'Asia/Bangkok')).toBe(420);
    expect(zoneOffsetMinutes(NOW, 'America/Sao_Paulo')).toBe(-180);
  });

  it('counts a daylight-saving day as it is (23 hours in New York on 2026-03-08)', () => {
    expect(dayEnd('2026-03-08', 'America/New_York') + 1 - dayStart('2026-03-08', 'America/New_York')).toBe(
      23 * 3_600_000,
    );
  });

  it('knows the day an instant falls on in a zone', () => {
    expect(dayIn(NOW, 'Asia/Bangkok')).toBe('2026-11-24');
    expect(dayIn(Date.UTC(2026, 10, 24, 20), 'Asia/Bangkok')).toBe('2026-11-25');
    expect(dayIn(NOW, 'America/Los_Angeles')).toBe('2026-11-24');
  });

  it('moves across months, counts days and checks them', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysInRange('2026-11-18', '2026-11-24')).toBe(7);
    expect(daysInRange('2026-11-24', '2026-11-18')).toBe(0);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('2026-02-28')).toBe(true);
  });

  it('reads quick picks back and ahead, both ends included', () => {
    expect(quickPickDays(-7, '2026-11-24')).toEqual({ from: '2026-11-18', to: '2026-11-24' });
    expect(quickPickDays(30, '2026-11-24')).toEqual({ from: '2026-11-24', to: '2026-12-23' });
    expect(quickPickRange(-7, 'Asia/Bangkok', NOW)).toEqual({
      from: '2026-11-18',
      to: '2026-11-24',
      startTime: Date.UTC(2026, 10, 17, 17),
      endTime: Date.UTC(2026, 10, 24, 17) - 1,
    });
  });

  it('formats a day in both platform layouts and per language', () => {
    expect(formatDay('2026-03-05', 'yyyy-MM-dd')).toBe('2026-03-05');
    expect(formatDay('2026-03-05', 'MM-dd-yyyy')).toBe('03-05-2026');
    expect(formatDay('2026-03-05', 'locale', 'en-US')).toBe('Mar 5, 2026');
    expect(formatDay('2026-03-05', 'locale', 'pt-BR')).toMatch(/5 de mar\.? de 2026/);
  });
});

function Harness(
  props: Partial<DateRangeFilterProps> & { onRange: (range: DateRange) => void; initial?: DateRangeValue },
) {
  const { onRange, initial = { from: '2026-11-18', to: '2026-11-24' }, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <DateRangeFilter
      legend="Dates"
      fromLabel="From"
      toLabel="To"
      invalidRangeText="The end comes before the start"
      timeZone="Asia/Bangkok"
      now={() => NOW}
      quickPicks={[
        { days: -7, label: 'Last 7 days' },
        { days: -30, label: 'Last 30 days' },
        { days: 7, label: 'Next 7 days' },
      ]}
      summary={(from, to) => `${from} to ${to}`}
      value={value}
      onChange={(range) => {
        setValue({ from: range.from, to: range.to });
        onRange(range);
      }}
      {...rest}
    />
  );
}

describe('DateRangeFilter', () => {
  it('is a named group of two date fields, with the quick pick that matches pressed', () => {
    renderWithTheme(<Harness onRange={vi.fn()} />);
    expect(screen.getByRole('group', { name: 'Dates' })).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-18');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-24');
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('emits the start of the first day and the end of the last day in the player zone', async () => {
    const onRange = vi.fn();
    renderWithTheme(<Harness onRange={onRange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    expect(onRange).toHaveBeenLastCalledWith({
      from: '2026-10-26',
      to: '2026-11-24',
      startTime: Date.UTC(2026, 9, 25, 17),
      endTime: Date.UTC(2026, 10, 24, 17) - 1,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Next 7 days' }));
    expect(onRange).toHaveBeenLastCalledWith(expect.objectContaining({ from: '2026-11-24', to: '2026-11-30' }));
    expect(screen.getByRole('button', { name: 'Next 7 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('emits a typed day, and holds back a range that ends before it starts', () => {
    const onRange = vi.fn();
    renderWithTheme(<Harness onRange={onRange} />);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-20' } });
    expect(onRange).toHaveBeenLastCalledWith(
      expect.objectContaining({ from: '2026-11-20', to: '2026-11-24', startTime: Date.UTC(2026, 10, 19, 17) }),
    );
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-10' } });
    expect(onRange).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription('The end comes before the start');
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a range longer than maxDays', () => {
    const onRange = vi.fn();
    renderWithTheme(<Harness onRange={onRange} maxDays={31} tooLongText="At most 31 days" />);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-09-01' } });
    expect(onRange).not.toHaveBeenCalled();
    expect(screen.getByText('At most 31 days')).toBeInTheDocument();
  });

  it('shows the chosen days in the display format', () => {
    renderWithTheme(<Harness onRange={vi.fn()} displayFormat="MM-dd-yyyy" />);
    expect(screen.getByText('11-18-2026 to 11-24-2026')).toBeInTheDocument();
  });
});
