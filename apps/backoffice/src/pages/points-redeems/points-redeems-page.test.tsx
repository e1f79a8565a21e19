// The points redeem queue (finance): what waits (in process) by default with where the goods go,
// approve through its own call, reject with the remark typed, and the state filter asks the
// platform for that state.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openedDialog } from '../../testing/dialogs';
import type { OpsRoutes } from '../../testing/fake-ops';
import { pageOf, redeemOf, sessionOf } from '../../testing/fixtures';
import { renderBackoffice } from '../../testing/render-backoffice';

const NO = 'R2026112600000001';

function redeems(extra: OpsRoutes = {}) {
  return renderBackoffice({
    path: '/points-redeems',
    token: 'finance-token',
    routes: {
      'GET /ops/session': { value: sessionOf('finance', ['finance']) },
      'GET /ops/points/redeems': { value: pageOf([redeemOf()]) },
      ...extra,
    },
  });
}

describe('points redeems page', () => {
  it('lists the redeems in process with the address and mobile the goods go to', async () => {
    const { ops } = await redeems();
    const row = (await screen.findByRole('rowheader', { name: NO })).closest('tr')!;
    expect(row).toHaveTextContent('Headphones × 1');
    expect(row).toHaveTextContent('12 Harbour Road, Da Nang');
    expect(row).toHaveTextContent('912000001');
    expect(row).toHaveTextContent('In process');
    expect(ops.callsTo('GET /ops/points/redeems')[0]?.query).toMatchObject({ status: 'in_process' });
  });

  it('approves a redeem through its own call', async () => {
    const { user, ops } = await redeems({
      'POST /ops/points/redeems/:redeemNo/approve': { value: redeemOf({ status: 'approved' }) },
    });
    await user.click(
      within(await screen.findByRole('group', { name: `Actions for redeem ${NO}` })).getByRole('button', {
        name: 'Approve',
      }),
    );
    const dialog = await openedDialog(`Approve redeem ${NO}`);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(`Redeem ${NO} approved: it ships.`)).toBeInTheDocument();
    expect(ops.callsTo('POST /ops/points/redeems/:redeemNo/approve').map((call) => call.path)).toEqual([
      `/ops/points/redeems/${NO}/approve`,
    ]);
  });

  it('rejects with the remark typed, and says why when the platform refuses', async () => {
    const { user, ops } = await redeems({
      'POST /ops/points/redeems/:redeemNo/reject': { status: 409, errorCode: 'point_redeem_state_invalid' },
    });
    await user.click(
      within(await screen.findByRole('group', { name: `Actions for redeem ${NO}` })).getByRole('button', {
        name: 'Reject',
      }),
    );
    const dialog = await openedDialog(`Reject redeem ${NO}`);
    await user.type(within(dialog).getByRole('textbox', { name: 'Remark' }), 'Address incomplete');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This redeem was already decided.');
    expect(ops.callsTo('POST /ops/points/redeems/:redeemNo/reject')[0]?.body).toEqual({
      remark: 'Address incomplete',
    });
    expect(within(dialog).getByRole('textbox', { name: 'Remark' })).toHaveValue('Address incomplete');
  });

  it('asks for the state chosen in the filter', async () => {
    const { user, ops } = await redeems();
    await screen.findByRole('rowheader', { name: NO });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Rejected');
    await screen.findByRole('rowheader', { name: NO });
    expect(ops.callsTo('GET /ops/points/redeems').at(-1)?.query).toMatchObject({ status: 'rejected' });
  });
});
