// The withdrawal queue's actions call the right staff calls by state; a refund above the threshold
// (202) says it waits for a second approval; a refused decision shows its translated text and the
// dialog keeps the remark; the filters go into the query; support sees no actions.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { approvalOf, pageOf, sessionOf, withdrawalOf } from '../../testing/fixtures';
import type { OpsRoutes } from '../../testing/fake-ops';
import { renderBackoffice } from '../../testing/render-backoffice';
import { openedDialog } from '../../testing/dialogs';

const REQUESTED = withdrawalOf({ withdrawalNo: 'W1', status: 'requested' });
const APPROVED = withdrawalOf({ withdrawalNo: 'W2', status: 'approved' });
const NOT_RECEIVED = withdrawalOf({ withdrawalNo: 'W3', status: 'not_received', amount: 400 });

function queue(extra: OpsRoutes = {}, roles: Parameters<typeof sessionOf>[1] = ['finance']) {
  return renderBackoffice({
    path: '/withdrawals',
    token: 'finance-token',
    routes: {
      'GET /ops/session': { value: sessionOf('finance', roles) },
      'GET /ops/withdrawals': { value: pageOf([REQUESTED, APPROVED, NOT_RECEIVED]) },
      ...extra,
    },
  });
}

const actionsOf = (withdrawalNo: string) => screen.findByRole('group', { name: `Actions for ${withdrawalNo}` });

describe('withdrawal queue', () => {
  it('approves a requested withdrawal with a remark', async () => {
    const { user, ops } = await queue({
      'POST /ops/withdrawals/:no/approve': { value: { ...REQUESTED, status: 'approved' } },
    });
    await user.click(within(await actionsOf('W1')).getByRole('button', { name: 'Approve' }));
    const dialog = await openedDialog('Approve withdrawal W1');
    await user.type(within(dialog).getByRole('textbox', { name: /remark/i }), 'checked by phone');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Withdrawal W1 approved.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [call] = ops.callsTo('POST /ops/withdrawals/:no/approve');
    expect(call?.path).toBe('/ops/withdrawals/W1/approve');
    expect(call?.body).toEqual({ remark: 'checked by phone' });
    expect(call?.authorization).toBe('Bearer finance-token');
    // The queue is read again after a decision.
    expect(ops.callsTo('GET /ops/withdrawals').length).toBeGreaterThan(1);
  });

  it('rejects with a remark through the reject call', async () => {
    const { user, ops } = await queue({ 'POST /ops/withdrawals/:no/reject': { value: REQUESTED } });
    await user.click(within(await actionsOf('W1')).getByRole('button', { name: 'Reject' }));
    const dialog = await openedDialog('Reject withdrawal W1');
    await user.type(within(dialog).getByRole('textbox', { name: /remark/i }), 'name does not match');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Withdrawal W1 rejected.')).toBeInTheDocument();
    expect(ops.callsTo('POST /ops/withdrawals/:no/reject')[0]).toMatchObject({
      path: '/ops/withdrawals/W1/reject',
      body: { remark: 'name does not match' },
    });
    expect(ops.callsTo('POST /ops/withdrawals/:no/approve')).toHaveLength(0);
  });

  it('marks an approved withdrawal paid', async () => {
    const { user, ops } = await queue({ 'POST /ops/withdrawals/:no/paid': { value: { ...APPROVED, status: 'paid' } } });
    const actions = await actionsOf('W2');
    expect(within(actions).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    await user.click(within(actions).getByRole('button', { name: 'Mark paid' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Mark withdrawal W2 paid' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText('Withdrawal W2 marked paid.')).toBeInTheDocument();
    expect(ops.callsTo('POST /ops/withdrawals/:no/paid').map((call) => call.path)).toEqual([
      '/ops/withdrawals/W2/paid',
    ]);
  });

  it('says a refund above the threshold (202) waits for a second approval', async () => {
    const { user, ops } = await queue({
      'POST /ops/withdrawals/:no/refund': {
        status: 202,
        value: approvalOf({ kind: 'refund', subject: 'W3', amount: 400, makerUsername: 'finance' }),
      },
    });
    await user.click(within(await actionsOf('W3')).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Refund withdrawal W3' });
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(
      await screen.findByText('The refund of W3 was sent for a second approval: awaiting approval.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Withdrawal W3 refunded.')).not.toBeInTheDocument();
    expect(ops.callsTo('POST /ops/withdrawals/:no/refund').map((call) => call.path)).toEqual([
      '/ops/withdrawals/W3/refund',
    ]);
  });

  it('says a refund at or below the threshold (200) is done', async () => {
    const { user } = await queue({
      'POST /ops/withdrawals/:no/refund': { value: { ...NOT_RECEIVED, refundedAmount: 400 } },
    });
    await user.click(within(await actionsOf('W3')).getByRole('button', { name: 'Refund' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Refund withdrawal W3' })).getByRole('button', {
        name: 'Refund',
      }),
    );
    expect(await screen.findByText('Withdrawal W3 refunded.')).toBeInTheDocument();
  });

  it('shows a refused decision in the staff words and keeps the remark typed', async () => {
    const { user } = await queue({
      'POST /ops/withdrawals/:no/approve': { status: 409, errorCode: 'withdrawal_state_invalid', message: 'state' },
    });
    await user.click(within(await actionsOf('W1')).getByRole('button', { name: 'Approve' }));
    const dialog = await openedDialog('Approve withdrawal W1');
    await user.type(within(dialog).getByRole('textbox', { name: /remark/i }), 'my remark');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The withdrawal is no longer in a state that allows this. Reload the queue.',
    );
    expect(within(dialog).getByRole('textbox', { name: /remark/i })).toHaveValue('my remark');
  });

  it('filters by state and member', async () => {
    const { user, ops } = await queue();
    await screen.findByRole('group', { name: 'Actions for W1' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Requested');
    await user.type(screen.getByRole('textbox', { name: 'Member username' }), ' vic01 ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() =>
      expect(ops.callsTo('GET /ops/withdrawals').at(-1)?.query).toEqual({
        status: 'requested',
        username: 'vic01',
        pageNo: '1',
        pageSize: '20',
      }),
    );
  });

  it('gives support the queue without any action', async () => {
    await queue({}, ['support']);
    expect(await screen.findByRole('table', { name: 'Withdrawal queue' })).toBeInTheDocument();
    expect(await screen.findByText('W1')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Actions for/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });
});
