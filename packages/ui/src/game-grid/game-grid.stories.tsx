import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { GameTile } from '../game-tile';
import { GameGrid } from './game-grid';

const picture = (hue: number, text: string) =>
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120"><rect width="160" height="120" fill="hsl(${hue} 70% 45%)"/><text x="80" y="68" font-size="18" text-anchor="middle" fill="white" font-family="sans-serif">${text}</text></svg>`,
  );
const VENDORS = ['PG Soft', 'JILI', 'Pragmatic', 'JDB'];
const launched = fn();

const meta = {
  title: 'Lobby/GameGrid',
  component: GameGrid,
  args: {
    count: 10_000,
    height: '32rem',
    label: 'Slot games',
    minColumnWidth: 168,
    renderItem: ({ index, tabIndex }) => (
      <GameTile
        name={`Game ${index + 1}`}
        vendor={VENDORS[index % VENDORS.length] ?? ''}
        imageSrc={picture((index * 37) % 360, `#${index + 1}`)}
        hot={index % 7 === 0}
        hotLabel="Hot"
        minBetLabel="Min 1 · 25 lines"
        tabIndex={tabIndex}
        onLaunch={() => launched(index)}
      />
    ),
  },
  argTypes: { renderItem: { control: false } },
} satisfies Meta<typeof GameGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ten thousand games; only the rows in view are in the DOM. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: /^Game 1 PG Soft/ });
    await expect(canvas.getAllByRole('gridcell').length).toBeLessThanOrEqual(200);
  },
};

export const Playground: Story = { args: { count: 200, columns: 4 } };

/** Arrow keys move the focus from tile to tile; Enter launches. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole('button', { name: /^Game 1 PG Soft/ });
    first.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: /^Game 2 JILI/ })).toHaveFocus();
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await waitFor(() => expect(canvas.getByRole('button', { name: /^Game 10000 JDB/ })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(launched).toHaveBeenLastCalledWith(9999);
  },
};

export const FewGames: Story = { args: { count: 5 } };

export const LotusLight: Story = { globals: { tenant: 'lotus', theme: 'light' }, args: { count: 60 } };
export const LotusDark: Story = { globals: { tenant: 'lotus', theme: 'dark' }, args: { count: 60 } };
