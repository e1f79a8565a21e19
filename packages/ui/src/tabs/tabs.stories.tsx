import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs } from './tabs';

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: {
    label: 'Game categories',
    onSelect: fn(),
    items: [
      { id: 'slots', label: 'Slots', panel: 'Slot games' },
      { id: 'live', label: 'Live casino', panel: 'Live dealers' },
      { id: 'fish', label: 'Fishing', panel: 'Fishing games', disabled: true },
      { id: 'sports', label: 'Sports', panel: 'Sports betting' },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Live casino' }));
    await expect(canvas.getByRole('tabpanel', { name: 'Live casino' })).toHaveTextContent('Live dealers');
    await expect(args.onSelect).toHaveBeenCalledWith('live');
  },
};

export const Playground: Story = { args: { fullWidth: false, defaultSelectedId: 'slots' } };

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Slots' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Live casino' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Sports' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Slots' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Sports betting');
  },
};

export const FullWidth: Story = { args: { fullWidth: true } };

export const RightToLeft: Story = {
  decorators: [
    (Story) => (
      <div dir="rtl">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Slots' }));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Live casino' })).toHaveFocus();
  },
};
