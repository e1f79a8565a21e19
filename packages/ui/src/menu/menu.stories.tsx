import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MenuIcon } from '../icons';
import { Menu } from './menu';

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const meta = {
  title: 'Navigation/Menu',
  component: Menu,
  args: {
    label: 'Account',
    items: [
      { id: 'profile', label: 'Member centre', onSelect: fn() },
      { id: 'records', label: 'Betting record', onSelect: fn() },
      { id: 'agent', label: 'Agent centre', onSelect: fn(), disabled: true },
      { id: 'logout', label: 'Log out', onSelect: fn(), danger: true },
    ],
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    placement: { control: 'select', options: ['bottom-start', 'bottom-end', 'top-start', 'top-end'] },
  },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Account' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(await page(canvasElement).findByRole('menuitem', { name: 'Betting record' }));
    await expect(args.items[1]?.onSelect).toHaveBeenCalledTimes(1);
    await expect(page(canvasElement).queryByRole('menu')).not.toBeInTheDocument();
  },
};

export const Playground: Story = { args: { variant: 'secondary', placement: 'bottom-start' } };

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Account' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(page(canvasElement).getByRole('menuitem', { name: 'Member centre' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    // The disabled "Agent centre" is skipped.
    await expect(page(canvasElement).getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(page(canvasElement).queryByRole('menu')).not.toBeInTheDocument();
    await expect(args.items[3]?.onSelect).not.toHaveBeenCalled();
  },
};

export const IconOnly: Story = {
  args: { label: 'Main menu', icon: <MenuIcon />, hideLabel: true, variant: 'ghost' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Main menu' })).toHaveAttribute(
      'aria-haspopup',
      'menu',
    );
  },
};
