// Staff accounts: a new staff member's one-time password is shown once with a copy button; a
// refused creation keeps the dialog and what was typed; a reset shows the new password; switching
// off asks first and sends `active: false`.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionOf, staffOf } from '../../testing/fixtures';
import type { OpsRoutes } from '../../testing/fake-ops';
import { renderBackoffice } from '../../testing/render-backoffice';
import { openedDialog } from '../../testing/dialogs';

const ADMIN = staffOf('admin', ['admin'], { staffId: 1 });
const FINANCE = staffOf('finance', ['finance'], { staffId: 2 });

function staffPage(extra: OpsRoutes = {}) {
  return renderBackoffice({
    path: '/staff',
    token: 'admin-token',
    routes: {
      'GET /ops/session': { value: sessionOf('admin', ['admin']) },
      'GET /ops/staff': { value: { list: [ADMIN, FINANCE] } },
      ...extra,
    },
  });
}

describe('staff page', () => {
  it('creates a staff member and shows the one-time password once, with a copy button', async () => {
    const created = staffOf('auditor', ['finance', 'content'], { staffId: 9, displayName: 'Ann Auditor' });
    const { user, ops } = await staffPage({
      'POST /ops/staff': { value: { staff: created, password: 'Xk3-one-time-pass-77' } },
    });

    await user.click(await screen.findByRole('button', { name: 'Add staff member' }));
    const form = await openedDialog('Add a staff member');
    await user.type(within(form).getByRole('textbox', { name: /username/i }), 'auditor');
    await user.type(within(form).getByRole('textbox', { name: /^name/i }), 'Ann Auditor');
    await user.click(within(form).getByRole('checkbox', { name: 'Finance' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Content' }));
    await user.click(within(form).getByRole('button', { name: 'Add' }));

    const shown = await screen.findByRole('dialog', { name: 'One-time password of auditor' });
    expect(within(shown).getByRole('textbox', { name: 'One-time password' })).toHaveValue('Xk3-one-time-pass-77');
    await user.click(within(shown).getByRole('button', { name: 'Copy' }));
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe('Xk3-one-time-pass-77');
    expect(await within(shown).findByText('Copied')).toBeInTheDocument();
    expect(ops.callsTo('POST /ops/staff')[0]?.body).toEqual({
      username: 'auditor',
      displayName: 'Ann Auditor',
      roles: ['finance', 'content'],
    });

    await user.click(within(shown).getByRole('button', { name: 'I have passed it on' }));
    expect(screen.queryByText('Xk3-one-time-pass-77')).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue('Xk3-one-time-pass-77')).not.toBeInTheDocument();
  });

  it('keeps the dialog and what was typed when the username is taken', async () => {
    const { user } = await staffPage({ 'POST /ops/staff': { status: 409, errorCode: 'staff_exists' } });
    await user.click(await screen.findByRole('button', { name: 'Add staff member' }));
    const form = await openedDialog('Add a staff member');
    await user.type(within(form).getByRole('textbox', { name: /username/i }), 'finance');
    await user.type(within(form).getByRole('textbox', { name: /^name/i }), 'Second Finance');
    await user.click(within(form).getByRole('checkbox', { name: 'Finance' }));
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'A staff member of this tenant already has this username.',
    );
    expect(within(form).getByRole('textbox', { name: /username/i })).toHaveValue('finance');
    expect(within(form).getByRole('textbox', { name: /^name/i })).toHaveValue('Second Finance');
    expect(within(form).getByRole('checkbox', { name: 'Finance' })).toBeChecked();
  });

  it('asks for a role before it sends anything', async () => {
    const { user, ops } = await staffPage();
    await user.click(await screen.findByRole('button', { name: 'Add staff member' }));
    const form = await openedDialog('Add a staff member');
    await user.type(within(form).getByRole('textbox', { name: /username/i }), 'nobody');
    await user.type(within(form).getByRole('textbox', { name: /^name/i }), 'No Body');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText('Choose at least one role.')).toBeInTheDocument();
    expect(ops.callsTo('POST /ops/staff')).toHaveLength(0);
  });

  it('resets a password and shows the new one-time password', async () => {
    const { user, ops } = await staffPage({
      'POST /ops/staff/:staffId/password': { value: { staff: FINANCE, password: 'fresh-pass-123456' } },
    });
    await user.click(
      within(await screen.findByRole('group', { name: 'Actions for finance' })).getByRole('button', {
        name: 'Reset password',
      }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Reset the password of finance' })).getByRole('button', {
        name: 'Reset password',
      }),
    );
    const shown = await screen.findByRole('dialog', { name: 'One-time password of finance' });
    expect(within(shown).getByRole('textbox', { name: 'One-time password' })).toHaveValue('fresh-pass-123456');
    expect(ops.callsTo('POST /ops/staff/:staffId/password')[0]?.path).toBe('/ops/staff/2/password');
  });

  it('switches a staff member off after asking, and shows the last-admin refusal', async () => {
    const { user, ops } = await staffPage({
      'PUT /ops/staff/:staffId': (call) =>
        call.params.staffId === '1'
          ? { status: 409, errorCode: 'staff_last_admin' }
          : { value: { ...FINANCE, active: false } },
    });
    await user.click(
      within(await screen.findByRole('group', { name: 'Actions for finance' })).getByRole('button', {
        name: 'Switch off',
      }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Switch off finance' })).getByRole('button', {
        name: 'Switch off',
      }),
    );
    expect(await screen.findByText('finance is switched off; their sessions have ended.')).toBeInTheDocument();
    expect(ops.callsTo('PUT /ops/staff/:staffId')[0]).toMatchObject({ path: '/ops/staff/2', body: { active: false } });

    await user.click(
      within(screen.getByRole('group', { name: 'Actions for admin' })).getByRole('button', { name: 'Switch off' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Switch off admin' });
    await user.click(within(dialog).getByRole('button', { name: 'Switch off' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This would leave the tenant without an active admin.',
    );
  });
});
