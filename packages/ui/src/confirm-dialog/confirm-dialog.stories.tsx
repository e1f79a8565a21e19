import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

function Demo(args: ConfirmDialogProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Ask
      </Button>
      <ConfirmDialog
        {...args}
        open={open}
        onConfirm={() => {
          setOpen(false);
          args.onConfirm();
        }}
        onCancel={() => {
          setOpen(false);
          args.onCancel();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: false,
    title: 'Log out?',
    message: 'You will need to log in again to play.',
    confirmLabel: 'Log out',
    cancelLabel: 'Stay',
    closeLabel: 'Close',
    tone: 'info',
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: { tone: { control: 'inline-radio', options: ['info', 'warning', 'danger'] } },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ask' }));
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: 'Log out?' });
    await expect(dialog).toHaveAccessibleDescription('You will need to log in again to play.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = { args: { open: true } };

export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ask' }));
    await userEvent.click(await page(canvasElement).findByRole('button', { name: 'Stay' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Warning: Story = {
  args: {
    open: true,
    tone: 'warning',
    title: 'Real account needed',
    message: 'Trial accounts cannot use this feature. Please register a real account.',
    confirmLabel: 'OK',
    cancelLabel: undefined,
  },
};

export const Danger: Story = {
  args: {
    open: true,
    tone: 'danger',
    title: 'Delete bank card?',
    message: 'This bank card will be removed from your account.',
    confirmLabel: 'Delete',
  },
};

export const Confirming: Story = {
  args: { open: true, confirming: true },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('button', { name: 'Log out' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
