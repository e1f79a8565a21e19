import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../layout';
import { Badge } from './badge';

const meta = {
  title: 'Data display/Badge',
  component: Badge,
  args: { count: 5, srLabel: 'unread messages' },
  argTypes: { tone: { control: 'select', options: ['neutral', 'accent', 'success', 'warning', 'danger', 'info'] } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { count: 42, max: 99, showZero: false } };

export const CappedCount: Story = {
  args: { count: 250 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('99+')).toBeInTheDocument();
  },
};

export const HiddenAtZero: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('0')).not.toBeInTheDocument();
  },
};

export const TextBadges: Story = {
  args: { count: undefined, srLabel: undefined },
  render: (args) => (
    <Inline>
      <Badge {...args}>Neutral</Badge>
      <Badge {...args} tone="accent">
        New
      </Badge>
      <Badge {...args} tone="success">
        Online
      </Badge>
      <Badge {...args} tone="warning">
        Pending
      </Badge>
      <Badge {...args} tone="danger">
        Hot
      </Badge>
      <Badge {...args} tone="info">
        Info
      </Badge>
    </Inline>
  ),
};
