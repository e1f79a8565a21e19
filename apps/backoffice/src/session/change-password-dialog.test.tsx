// A staff member changes their own password from the header: checked before sending (length, the
// same twice), a wrong current password refused in the staff's words with what was typed kept.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageOf, sessionOf } from '../testing/fixtures';
import { renderBackoffice } from '../testing/render-backoffice';
import { openedDialog } from '../testing/dialogs';

const routes = {
  'GET /ops/session': { value: sessionOf('support', ['support']) },
  'GET /ops/withdrawals': { value: pageOf([]) },
};

async function openDialog() {
  const rendered = await renderBackoffice({ path: '/withdrawals', token: 'support-token', routes });
  await rendered.user.click(await screen.findByRole('button', { name: 'Change password' }));
  const dialog = await openedDialog('Change password');
  const field = (name: RegExp) => within(dialog).getByLabelText(name);
  return { ...rendered, dialog, field };
}

describe('change password', () => {
  it('checks the new password before sending anything', async () => {
    const { user, ops, dialog, field } = await openDialog();
    await user.type(field(/^Current password/), 'my-old-password');
    await user.type(field(/^New password/), 'short');
    await user.type(field(/^Repeat the new password/), 'different');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText('The two new passwords differ.')).toBeInTheDocument();
    expect(field(/^New password/)).toHaveAttribute('aria-invalid', 'true');
    // The hint and the error under the field say the same rule.
    expect(within(dialog).getAllByText('At least 12 characters.')).toHaveLength(2);
    expect(ops.callsTo('POST /ops/session/password')).toHaveLength(0);
  });

  it("shows a wrong current password in the staff's words and keeps what was typed", async () => {
    const { user, ops, dialog, field } = await openDialog();
    ops.set({ 'POST /ops/session/password': { status: 400, errorCode: 'old_password_error' } });
    await user.type(field(/^Current password/), 'not-my-password');
    await user.type(field(/^New password/), 'a-long-new-password');
    await user.type(field(/^Repeat the new password/), 'a-long-new-password');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The current password is wrong.');
    expect(field(/^Current password/)).toHaveValue('not-my-password');
    expect(field(/^New password/)).toHaveValue('a-long-new-password');
    expect(ops.callsTo('POST /ops/session/password')[0]?.body).toEqual({
      currentPassword: 'not-my-password',
      newPassword: 'a-long-new-password',
    });
  });

  it('closes and says so when the password is changed', async () => {
    const { user, ops, dialog, field } = await openDialog();
    ops.set({ 'POST /ops/session/password': { value: null } });
    await user.type(field(/^Current password/), 'my-old-password');
    await user.type(field(/^New password/), 'a-long-new-password');
    await user.type(field(/^Repeat the new password/), 'a-long-new-password');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password is changed. Your other sessions have ended.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Change password' })).not.toBeInTheDocument();
  });
});
