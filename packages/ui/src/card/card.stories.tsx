import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../button';
import { Card } from './card';

const meta = {
  title: 'Layout/Card',
  component: Card,
  args: { title: 'Balance', children: '1,000.00' },
  argTypes: {
    padding: { control: 'inline-radio', options: ['none', 'sm', 'md', 'lg', 'xl'] },
    elevation: { control: 'inline-radio', options: ['flat', 'raised'] },
    children: { control: false },
    actions: { control: false },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Balance' })).toHaveTextContent('1,000.00');
  },
};

export const Playground: Story = { args: { padding: 'lg', elevation: 'flat' } };

export const WithActions: Story = {
  args: {
    actions: (
      <Button size="sm" variant="ghost">
        Deposit
      </Button>
    ),
  },
};

export const Raised: Story = { args: { elevation: 'raised' } };

export const Untitled: Story = {
  args: { title: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).not.toBeInTheDocument();
  },
};
