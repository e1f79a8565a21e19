import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GameTile, type GameTileProps } from './game-tile';

// Inline pictures, so the stories need no network.
const picture = (hue: number, text: string) =>
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120"><rect width="160" height="120" fill="hsl(${hue} 70% 45%)"/><text x="80" y="68" font-size="18" text-anchor="middle" fill="white" font-family="sans-serif">${text}</text></svg>`,
  );

const meta = {
  title: 'Lobby/GameTile',
  component: GameTile,
  args: {
    name: 'Lucky Dragon',
    vendor: 'PG Soft',
    imageSrc: picture(265, 'Lucky Dragon'),
    hotLabel: 'Hot',
    onLaunch: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '12rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GameTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Lucky Dragon PG Soft' }));
    await expect(args.onLaunch).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = { args: { hot: true, minBetLabel: 'Min 1 · 25 lines', disabled: false } };

export const Hot: Story = {
  args: { hot: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Lucky Dragon PG Soft Hot' })).toBeVisible();
  },
};

export const MinimumBet: Story = {
  args: { minBetLabel: 'Min 1 · 25 lines' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Min 1 · 25 lines')).toBeVisible();
  },
};

function FavouriteTile(props: GameTileProps) {
  const [on, setOn] = useState(false);
  return (
    <GameTile
      {...props}
      favourite={{ on, onToggle: () => setOn((value) => !value), label: `Favourite ${props.name}` }}
    />
  );
}

export const Favourite: Story = {
  render: (args) => <FavouriteTile {...args} />,
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Favourite Lucky Dragon' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  },
};

export const BrokenPicture: Story = {
  args: { imageSrc: '/this-game-image-does-not-exist.png', errorImageSrc: picture(0, 'No image') },
};

export const ThaiName: Story = { args: { name: 'มังกรนำโชค', vendor: 'JILI', hot: true } };

export const LotusLight: Story = {
  globals: { tenant: 'lotus', theme: 'light' },
  args: { hot: true, minBetLabel: 'Min 1 · 25 lines' },
  render: (args) => <FavouriteTile {...args} />,
};
export const LotusDark: Story = {
  globals: { tenant: 'lotus', theme: 'dark' },
  args: { hot: true, minBetLabel: 'Min 1 · 25 lines' },
  render: (args) => <FavouriteTile {...args} />,
};
export const AuroraDark: Story = {
  globals: { tenant: 'aurora', theme: 'dark' },
  args: { hot: true, minBetLabel: 'Min 1 · 25 lines' },
  render: (args) => <FavouriteTile {...args} />,
};
