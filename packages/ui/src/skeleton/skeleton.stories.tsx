import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline, Stack } from '../layout';
import { Skeleton } from './skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { shape: 'text' },
  argTypes: { shape: { control: 'inline-radio', options: ['text', 'rect', 'circle'] } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-skeleton]')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Playground: Story = { args: { shape: 'rect', width: '12rem', height: '6rem', lines: 1 } };

export const Paragraph: Story = {
  args: { lines: 3 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-skeleton]')?.children).toHaveLength(3);
  },
};

export const GameTile: Story = {
  render: () => (
    <Stack gap="sm">
      <Skeleton shape="rect" width="10rem" height="7.5rem" />
      <Inline>
        <Skeleton shape="circle" height="1.5rem" />
        <Skeleton width="6rem" />
      </Inline>
    </Stack>
  ),
};
