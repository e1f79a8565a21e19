import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateRangeFilter, type DateRangeFilterProps } from './date-range-filter';

// Pinned clock: 2026-11-24 10:00 UTC (17:00 in Bangkok).
const NOW = Date.UTC(2026, 10, 24, 10);

function Demo(args: DateRangeFilterProps) {
  const [value, setValue] = useState(args.value);
  return (
    <DateRangeFilter
      {...args}
      value={value}
      onChange={(range) => {
        setValue({ from: range.from, to: range.to });
        args.onChange(range);
      }}
    />
  );
}

const meta = {
  title: 'Forms/DateRangeFilter',
  component: DateRangeFilter,
  args: {
    legend: 'Dates',
    fromLabel: 'From',
    toLabel: 'To',
    value: { from: '2026-11-18', to: '2026-11-24' },
    onChange: fn(),
    quickPicks: [
      { days: -7, label: 'Last 7 days' },
      { days: -30, label: 'Last 30 days' },
    ],
    timeZone: 'Asia/Bangkok',
    summary: (from: string, to: string) => `${from} to ${to}`,
    invalidRangeText: 'The end date comes before the start date',
    maxDays: 92,
    tooLongText: 'Choose at most 92 days',
    now: () => NOW,
  },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof DateRangeFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Dates' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Playground: Story = { args: { displayFormat: 'locale', locale: 'en-GB' } };

export const QuickPick: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Last 30 days' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      from: '2026-10-26',
      to: '2026-11-24',
      startTime: Date.UTC(2026, 9, 25, 17),
      endTime: Date.UTC(2026, 10, 24, 17) - 1,
    });
    await expect(canvas.getByText('2026-10-26 to 2026-11-24')).toBeInTheDocument();
  },
};

/** Rewards and promotions look ahead: the set of quick picks is a prop. */
export const LookingAhead: Story = {
  args: {
    value: { from: '2026-11-24', to: '2026-11-30' },
    quickPicks: [
      { days: 7, label: 'Next 7 days' },
      { days: 30, label: 'Next 30 days' },
    ],
  },
};

export const MonthFirst: Story = {
  args: { displayFormat: 'MM-dd-yyyy' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('11-18-2026 to 11-24-2026')).toBeInTheDocument();
  },
};

export const InvalidRange: Story = {
  args: { value: { from: '2026-11-24', to: '2026-11-20' } },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText('The end date comes before the start date')).toBeInTheDocument();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
