import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { Input } from '../input';
import { Stack } from '../layout';
import { Modal, type ModalProps } from './modal';

// The dialog renders in a portal on document.body, so queries go through the whole page.
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

function ModalDemo(args: ModalProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Change password</Button>
      <Modal
        {...args}
        open={open}
        onClose={() => {
          setOpen(false);
          args.onClose();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  args: {
    open: false,
    title: 'Change password',
    closeLabel: 'Close',
    onClose: fn(),
    children: (
      <Stack>
        <Input label="Current password" type="password" />
        <Input label="New password" type="password" />
      </Stack>
    ),
    footer: <Button>Save</Button>,
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] },
    children: { control: false },
    footer: { control: false },
  },
  render: (args) => <ModalDemo {...args} />,
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Change password' }));
    // The panel fades in: wait for the animation to finish.
    await waitFor(() => expect(page(canvasElement).getByRole('dialog', { name: 'Change password' })).toBeVisible());
  },
};

export const Playground: Story = { args: { size: 'md', closeOnOutsideClick: true } };

export const ClosesOnEscape: Story = {
  play: async ({ canvasElement, args }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Change password' });
    await userEvent.click(opener);
    await page(canvasElement).findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const ClosesOnOutsideClick: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Change password' }));
    const dialog = await page(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getByLabelText('New password'));
    await expect(dialog).toBeInTheDocument();
    await userEvent.click(page(canvasElement).getByTestId('modal-overlay'));
    await expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const TrapsFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Change password' }));
    const dialog = await page(canvasElement).findByRole('dialog');
    // Opening moves focus to the dialog's first control, its close button.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus());
    // Close, two fields, Save: Tab round the dialog twice and never leave it.
    for (let i = 0; i < 8; i += 1) {
      await userEvent.tab();
      await waitFor(() => expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement));
    }
    await userEvent.tab({ shift: true });
    await waitFor(() => expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement));
  },
};

export const LocksPageScroll: Story = {
  play: async ({ canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Change password' }));
    await page(canvasElement).findByRole('dialog');
    await expect(body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    await expect(body.style.overflow).toBe('');
  },
};

export const Sizes: Story = {
  args: {
    size: 'lg',
    title: 'Announcements',
    children: <p>A wider dialog for long content such as announcements.</p>,
    footer: undefined,
  },
};
