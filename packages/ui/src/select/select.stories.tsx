import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './select';

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: {
    label: 'Bank',
    placeholder: 'Choose a bank',
    defaultValue: '',
    onChange: fn(),
    options: [
      { value: 'kbank', label: 'Kasikorn' },
      { value: 'scb', label: 'Siam Commercial' },
      { value: 'bbl', label: 'Bangkok Bank', disabled: true },
    ],
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Bank' });
    await userEvent.selectOptions(select, 'scb');
    await expect(select).toHaveValue('scb');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Playground: Story = { args: { hint: '', error: '', required: false, disabled: false } };

export const WithError: Story = {
  args: { error: 'Choose your bank', required: true },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Bank' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Choose your bank');
  },
};
