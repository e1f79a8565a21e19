// Approvals: a second staff member approves or rejects through the right call; the maker's own
// request is refused in the staff's words (approval_needs_second_staff).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { approvalOf, pageOf, sessionOf } from '../../testing/fixtures';
import type { OpsRoutes } from '../../testing/fake-ops';
import { renderBackoffice } from '../../testing/render-backoffice';

function approvals(extra: OpsRoutes) {
  return renderBackoffice({
    path: '/approvals',
    token: 'checker-token',
    routes: {
      'GET /ops/session': { value: sessionOf('checker', ['finance', 'content']) },
      'GET /ops/approvals': { value: pageOf([approvalOf({ approvalId: 41, subject: 'Loyalty bonus' })]) },
      ...extra,
    },
  });
}

describe('approvals page', () => {
  it('lists what waits and approves it through its own call', async () => {
    const { user, ops } = await approvals({
      'POST /ops/approvals/:approvalId/approve': {
        value: approvalOf({ status: 'approved', checkerUsername: 'checker' }),
      },
    });
    await user.click(
      within(await screen.findByRole('group', { name: 'Actions for approval 41' })).getByRole('button', {
        name: 'Approve',
      }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve Reward for vic01' });
    expect(dialog).toHaveTextContent('500.00 USD: Loyalty bonus');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approval 41 approved.')).toBeInTheDocument();
    expect(ops.callsTo('POST /ops/approvals/:approvalId/approve').map((call) => call.path)).toEqual([
      '/ops/approvals/41/approve',
    ]);
    expect(ops.callsTo('GET /ops/approvals')[0]?.query).toMatchObject({ status: 'pending' });
  });

  it("refuses the maker's own request in the staff's words", async () => {
    const { user } = await approvals({
      'POST /ops/approvals/:approvalId/reject': { status: 403, errorCode: 'approval_needs_second_staff' },
    });
    await user.click(
      within(await screen.findByRole('group', { name: 'Actions for approval 41' })).getByRole('button', {
        name: 'Reject',
      }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject Reward for vic01' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You asked for this yourself: a second staff member must decide it.',
    );
  });
});
