// The promotion applications queue: what applies by default with the member, promotion and remark;
// the images fetched with the staff token and shown from object URLs, larger on click; issue through
// a confirmation (done, or waiting for a second staff member); reject only with a reason; content
// staff reject but never issue; the state filter asks the platform for that state.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffRole } from '@portal/contracts';
import { openedDialog } from '../../testing/dialogs';
import type { OpsRoutes } from '../../testing/fake-ops';
import { applicationOf, approvalOf, pageOf, sessionOf } from '../../testing/fixtures';
import { renderBackoffice } from '../../testing/render-backoffice';

// The smallest PNG: its signature and an IHDR chunk are enough for a Blob of type image/png.
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);

function applications(extra: OpsRoutes = {}, roles: StaffRole[] = ['finance']) {
  return renderBackoffice({
    path: '/promotion-applications',
    token: 'staff-token',
    routes: {
      'GET /ops/session': { value: sessionOf('fin', roles) },
      'GET /ops/promotions/applications': { value: pageOf([applicationOf()]) },
      'GET /ops/promotions/applications/:activityId/images/:imageNo': () =>
        new Response(PNG, { status: 200, headers: { 'content-type': 'image/png' } }),
      ...extra,
    },
  });
}

const actionsOf41 = async () => screen.findByRole('group', { name: 'Actions for application 41' });

describe('promotion applications page', () => {
  it('lists what applies by default with the member, promotion, reward and remark', async () => {
    const { ops } = await applications();
    const row = (await screen.findByRole('rowheader', { name: '41' })).closest('tr')!;
    expect(row).toHaveTextContent('vicmember');
    expect(row).toHaveTextContent('First deposit proof');
    expect(row).toHaveTextContent('Reward: 20.00 USD');
    expect(row).toHaveTextContent('My deposit slip');
    expect(row).toHaveTextContent('Applying');
    expect(ops.callsTo('GET /ops/promotions/applications')[0]?.query).toMatchObject({ state: 'applying' });
  });

  it('shows the images as thumbnails fetched with the staff token, and one larger on click', async () => {
    const { user, ops } = await applications();
    const thumbnail = await screen.findByRole('img', { name: 'Image 2 of 2 uploaded by vicmember' });
    expect(thumbnail.getAttribute('src')).toMatch(/^blob:/);
    await user.click(screen.getByRole('button', { name: 'Open image 2 of 2 from vicmember larger' }));
    const dialog = await openedDialog('Image 2 of 2 from vicmember');
    expect(await within(dialog).findByRole('img', { name: 'Image 2 of 2 uploaded by vicmember' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    const calls = ops.callsTo('GET /ops/promotions/applications/:activityId/images/:imageNo');
    expect(new Set(calls.map((call) => call.path))).toEqual(
      new Set(['/ops/promotions/applications/41/images/1', '/ops/promotions/applications/41/images/2']),
    );
    expect(calls.every((call) => call.authorization === 'Bearer staff-token')).toBe(true);
  });

  it('says so when an image is not a png or jpeg, and shows no picture', async () => {
    await applications({
      'GET /ops/promotions/applications/:activityId/images/:imageNo': () =>
        new Response('<svg onload="alert(1)"/>', { status: 200, headers: { 'content-type': 'image/svg+xml' } }),
    });
    await waitFor(() => expect(screen.getAllByText('This image could not be loaded.')).toHaveLength(2));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('issues an application after a confirmation', async () => {
    const { user, ops } = await applications({
      'POST /ops/promotions/applications/:activityId/issue': {
        value: applicationOf({ state: 'issued', decidedAt: 1, paidAmount: 20 }),
      },
    });
    await user.click(within(await actionsOf41()).getByRole('button', { name: 'Issue' }));
    const dialog = await openedDialog('Issue application 41', 'alertdialog');
    expect(dialog).toHaveTextContent('Pay 20.00 USD for “First deposit proof” to vicmember');
    await user.click(within(dialog).getByRole('button', { name: 'Issue' }));
    expect(await screen.findByText('Application 41 issued: the reward was paid to vicmember.')).toBeInTheDocument();
    expect(ops.callsTo('POST /ops/promotions/applications/:activityId/issue').map((call) => call.path)).toEqual([
      '/ops/promotions/applications/41/issue',
    ]);
  });

  it('says an issue above the threshold waits for a second staff member', async () => {
    const { user } = await applications({
      'POST /ops/promotions/applications/:activityId/issue': {
        status: 202,
        value: approvalOf({ kind: 'promotion', subject: 'first-deposit-proof activity 41' }),
      },
    });
    await user.click(within(await actionsOf41()).getByRole('button', { name: 'Issue' }));
    const dialog = await openedDialog('Issue application 41', 'alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Issue' }));
    expect(await screen.findByText(/Application 41 is above the approval threshold/)).toHaveTextContent(
      'waits for a second staff member',
    );
    expect(screen.queryByText(/issued: the reward was paid/)).not.toBeInTheDocument();
  });

  it('rejects only with a reason, sends the one typed, and says why when the platform refuses', async () => {
    const { user, ops } = await applications({
      'POST /ops/promotions/applications/:activityId/reject': { status: 409, errorCode: 'activity_already_done' },
    });
    await user.click(within(await actionsOf41()).getByRole('button', { name: 'Reject' }));
    const dialog = await openedDialog('Reject application 41');
    await user.type(within(dialog).getByRole('textbox', { name: /Remark/ }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Please fill in this field.')).toBeInTheDocument();
    expect(ops.callsTo('POST /ops/promotions/applications/:activityId/reject')).toEqual([]);

    await user.clear(within(dialog).getByRole('textbox', { name: /Remark/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Remark/ }), 'The slip is unreadable');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This application was already decided.');
    expect(ops.callsTo('POST /ops/promotions/applications/:activityId/reject')[0]?.body).toEqual({
      remark: 'The slip is unreadable',
    });
  });

  it('lets content staff reject but not issue', async () => {
    await applications({}, ['content']);
    const actions = await actionsOf41();
    expect(within(actions).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(within(actions).queryByRole('button', { name: 'Issue' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Promotion applications' })).toBeInTheDocument();
  });

  it('asks for the state chosen in the filter, and offers no decision on a decided one', async () => {
    const { user, ops } = await applications();
    await screen.findByRole('rowheader', { name: '41' });
    ops.set({
      'GET /ops/promotions/applications': {
        value: pageOf([
          applicationOf({ state: 'rejected', decidedAt: 2, decisionRemark: 'Unreadable', imageCount: 0 }),
        ]),
      },
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Rejected');
    expect(await screen.findByText('Unreadable')).toBeInTheDocument();
    expect(ops.callsTo('GET /ops/promotions/applications').at(-1)?.query).toMatchObject({ state: 'rejected' });
    expect(screen.queryByRole('group', { name: 'Actions for application 41' })).not.toBeInTheDocument();
  });
});
