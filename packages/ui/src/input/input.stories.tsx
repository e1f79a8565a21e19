import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Input } from './input';

const meta = {
  title: 'Forms/Input',
  component: Input,
  args: { label: 'Username', placeholder: 'Enter your username', onChange: fn() },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Username' });
    await userEvent.type(input, 'player1');
    await expect(input).toHaveValue('player1');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Playground: Story = {
  args: { hint: '4 to 16 letters or digits', error: '', required: false, disabled: false },
};

export const WithHint: Story = {
  args: { hint: '4 to 16 letters or digits' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAccessibleDescription('4 to 16 letters or digits');
  },
};

export const WithError: Story = {
  args: { hint: '4 to 16 letters or digits', error: 'This username is taken', defaultValue: 'player1' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Username' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('4 to 16 letters or digits This username is taken');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Username' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('placeholder', 'Enter your username *');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'player1' },
};
