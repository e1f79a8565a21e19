// Support's reset of a lost authenticator: the form posts the member and the reason, says it is
// done; a refusal (nothing bound) shows the translated error and keeps what was typed; a short
// reason is refused in the form.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionOf } from '../../testing/fixtures';
import type { OpsRoutes } from '../../testing/fake-ops';
import { renderBackoffice } from '../../testing/render-backoffice';

function membersPage(extra: OpsRoutes = {}) {
  return renderBackoffice({
    path: '/members',
    token: 'support-token',
    routes: { 'GET /ops/session': { value: sessionOf('support', ['support']) }, ...extra },
  });
}

describe('members: reset a lost authenticator', () => {
  it('resets with the reason and says so', async () => {
    const { user, ops } = await membersPage({
      'POST /ops/members/authenticator/reset': { value: { username: 'vic01', sessionsEnded: 2 } },
    });
    const form = await screen.findByRole('form', { name: 'Reset a lost authenticator' });
    await user.type(within(form).getByRole('textbox', { name: /member username/i }), 'vic01');
    await user.type(within(form).getByRole('textbox', { name: /^reason/i }), 'called from the registered number');
    await user.click(within(form).getByRole('button', { name: 'Reset authenticator' }));
    expect(
      await within(form).findByText('The authenticator of vic01 was reset and their sessions ended.'),
    ).toBeInTheDocument();
    expect(ops.callsTo('POST /ops/members/authenticator/reset')[0]?.body).toEqual({
      username: 'vic01',
      reason: 'called from the registered number',
    });
  });

  it('shows a refusal and keeps what was typed; a too short reason is not sent', async () => {
    const { user, ops } = await membersPage({
      'POST /ops/members/authenticator/reset': {
        status: 400,
        errorCode: 'authenticator_not_bound',
        message: 'No authenticator',
      },
    });
    const form = await screen.findByRole('form', { name: 'Reset a lost authenticator' });
    const username = within(form).getByRole('textbox', { name: /member username/i });
    const reason = within(form).getByRole('textbox', { name: /^reason/i });
    await user.type(username, 'vic01');
    await user.type(reason, 'abc');
    await user.click(within(form).getByRole('button', { name: 'Reset authenticator' }));
    expect(ops.callsTo('POST /ops/members/authenticator/reset')).toHaveLength(0);
    await user.type(reason, ' checked');
    await user.click(within(form).getByRole('button', { name: 'Reset authenticator' }));
    expect(await within(form).findByText('This member has no authenticator app bound.')).toBeInTheDocument();
    expect(username).toHaveValue('vic01');
    expect(reason).toHaveValue('abc checked');
  });
});
