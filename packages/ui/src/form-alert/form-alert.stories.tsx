import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { FormAlert } from './form-alert';

const meta = {
  title: 'Forms/FormAlert',
  component: FormAlert,
  args: { children: 'The amount is above the maximum of 5,000.00.', tone: 'danger' },
  argTypes: { tone: { control: 'select', options: ['danger', 'success', 'info'] } },
} satisfies Meta<typeof FormAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorTakesFocus: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    // The alert takes the focus in an effect after it shows: wait for it (the play function may
    // start first on a busy machine, and did in the visual check's retry).
    await waitFor(() => expect(alert).toHaveFocus());
  },
};

export const Success: Story = {
  args: { tone: 'success', children: 'Transfer done.' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Transfer done.');
    await expect(status).not.toHaveFocus();
  },
};
