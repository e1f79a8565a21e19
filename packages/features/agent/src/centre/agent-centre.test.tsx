// The agent centre's modal: title and close, the menu in the spec's order with the contract entries
// only where their consolidated flag is on, the default page, the active entry, and a page change.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { baseAnswers, renderAgent } from '../../test/render';
import { AgentCentre } from './agent-centre';
import type { AgentPageKey } from './agent-pages';

const ALWAYS = [
  'Announcement',
  'Team overview',
  'Register account',
  'Team management',
  'Team betting',
  'User profit and loss',
  'My income',
  'Transaction details',
];

async function openCentre(flags = {}, page?: AgentPageKey) {
  const onPageChange = vi.fn<(page: AgentPageKey) => void>();
  const onClose = vi.fn<() => void>();
  const rendered = await renderAgent(<AgentCentre open page={page} onPageChange={onPageChange} onClose={onClose} />, {
    answers: baseAnswers(flags),
  });
  const dialog = await screen.findByRole('dialog', { name: 'Agent centre' });
  const menu = within(dialog).getByRole('navigation', { name: 'Agent centre menu' });
  return { ...rendered, dialog, menu, onPageChange, onClose };
}

const entries = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('the agent centre', () => {
  it('offers no contract entry while every consolidated flag is off', async () => {
    const { menu } = await openCentre();
    await screen.findByRole('heading', { name: 'Team overview' });
    expect(entries(menu)).toEqual(ALWAYS);
  });

  it('adds each contract entry, in the spec order, only when its flag is on', async () => {
    const { menu } = await openCentre({ contractDividend: true, realtimeSalary: true });
    await within(menu).findByRole('button', { name: 'Real-time salary' });
    expect(entries(menu)).toEqual([...ALWAYS, 'Dividend record', 'Real-time salary']);
  });

  it('lists all twelve entries with every flag on', async () => {
    const { menu } = await openCentre({
      contractDividend: true,
      dailySalary: true,
      hourlySalary: true,
      realtimeSalary: true,
    });
    await within(menu).findByRole('button', { name: 'Hourly salary' });
    expect(entries(menu)).toEqual([...ALWAYS, 'Dividend record', 'Daily salary', 'Hourly salary', 'Real-time salary']);
  });

  it('opens on the team overview, marked as the current entry, with its figures', async () => {
    const { menu } = await openCentre();
    expect(await screen.findByRole('heading', { name: 'Team overview' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Team overview' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('$1,234.50')).toBeInTheDocument();
    expect(screen.getByText('-$234.50')).toBeInTheDocument();
  });

  it('shows the default page for a contract page whose flag is off', async () => {
    await openCentre({}, 'dailySalary');
    expect(await screen.findByRole('heading', { name: 'Team overview' })).toBeInTheDocument();
  });

  it('asks for another page from the menu and closes with its close button', async () => {
    const user = userEvent.setup();
    const { menu, dialog, onPageChange, onClose } = await openCentre();
    await user.click(within(menu).getByRole('button', { name: 'Register account' }));
    expect(onPageChange).toHaveBeenCalledWith('registerCenter');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
