// The audit trail: its filters go into the query (action, staff, member), the rows read in words.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { auditOf, pageOf, sessionOf } from '../../testing/fixtures';
import { renderBackoffice } from '../../testing/render-backoffice';

describe('audit page', () => {
  it('filters by action, staff and member and shows each decision in words', async () => {
    const { user, ops } = await renderBackoffice({
      path: '/audit',
      token: 'admin-token',
      routes: {
        'GET /ops/session': { value: sessionOf('admin', ['admin']) },
        'GET /ops/audit': {
          value: pageOf([auditOf({ action: 'reward.grant', outcome: 'pending', actor: 'content', subject: 'Bonus' })]),
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Audit trail, newest first' });
    const row = (await within(table).findByText('Reward granted')).closest('tr')!;
    expect(within(row).getByText('Awaiting approval')).toBeInTheDocument();
    expect(within(row).getByText('250.00 USD')).toBeInTheDocument();
    expect(within(row).getByText('content')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Reward granted');
    await user.type(screen.getByRole('textbox', { name: 'Staff username' }), 'content');
    await user.type(screen.getByRole('textbox', { name: 'Member username' }), 'vic01');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() =>
      expect(ops.callsTo('GET /ops/audit').at(-1)?.query).toEqual({
        action: 'reward.grant',
        actor: 'content',
        username: 'vic01',
        pageNo: '1',
        pageSize: '20',
      }),
    );
  });
});
