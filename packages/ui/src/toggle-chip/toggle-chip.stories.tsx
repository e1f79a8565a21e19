import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Inline } from '../layout';
import { ToggleChip, ToggleChipLink } from './toggle-chip';

const meta = {
  title: 'Actions/ToggleChip',
  component: ToggleChip,
  args: { children: 'Favourites', pressed: false, onClick: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['pill', 'key'] } },
} satisfies Meta<typeof ToggleChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const chip = within(canvasElement).getByRole('button', { name: 'Favourites' });
    await expect(chip).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(chip);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = { args: { pressed: true, variant: 'pill', disabled: false } };

const VIEWS = ['All', 'Favourites', 'Recent'] as const;

function ViewSwitch() {
  const [view, setView] = useState<(typeof VIEWS)[number]>('All');
  return (
    <Inline as="ul" aria-label="Show">
      {VIEWS.map((each) => (
        <li key={each}>
          <ToggleChip pressed={view === each} onClick={() => setView(each)}>
            {each}
          </ToggleChip>
        </li>
      ))}
    </Inline>
  );
}

/** One chip of a row on at a time: the lobby's all / favourites / recent views. */
export const OneOfARow: Story = {
  render: () => <ViewSwitch />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Recent' }));
    await expect(canvas.getByRole('button', { name: 'Recent' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
  },
};

function DigitPad() {
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set([3]));
  const toggle = (digit: number) =>
    setPicked((now) => new Set(now.has(digit) ? [...now].filter((each) => each !== digit) : [...now, digit]));
  return (
    <div role="group" aria-label="Position 1">
      <Inline>
        {[0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((digit) => (
          <ToggleChip
            key={digit}
            variant="key"
            pressed={picked.has(digit)}
            aria-label={`Digit ${digit} at position 1`}
            onClick={() => toggle(digit)}
          >
            {digit}
          </ToggleChip>
        ))}
      </Inline>
    </div>
  );
}

/** Keys of a pad, several on at once: a lottery's digits at a position. */
export const KeyPad: Story = {
  render: () => <DigitPad />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Digit 7 at position 1' }));
    await expect(canvas.getByRole('button', { name: 'Digit 7 at position 1' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Digit 3 at position 1' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Chips as links (tabs that change the address): the current one is marked, the look follows. */
export const Links: Story = {
  render: () => (
    <nav aria-label="Providers">
      <Inline as="ul">
        <li>
          <ToggleChipLink href="#all" current>
            All
          </ToggleChipLink>
        </li>
        <li>
          <ToggleChipLink href="#pg">PG Soft</ToggleChipLink>
        </li>
      </Inline>
    </nav>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'PG Soft' })).not.toHaveAttribute('aria-current');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Favourites' }), { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
