// Messages and rewards: a message goes to POST /ops/messages; a reward above the threshold (202)
// says it awaits approval; a reward above the ceiling shows the refusal with the ceiling and the
// form keeps what was typed.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { approvalOf, NOW, sessionOf } from '../../testing/fixtures';
import type { OpsRoutes } from '../../testing/fake-ops';
import { renderBackoffice } from '../../testing/render-backoffice';

function messagesPage(extra: OpsRoutes = {}) {
  return renderBackoffice({
    path: '/messages',
    token: 'content-token',
    routes: { 'GET /ops/session': { value: sessionOf('content', ['content']) }, ...extra },
  });
}

async function openRewardForm(user: Awaited<ReturnType<typeof messagesPage>>['user']) {
  await user.click(await screen.findByRole('tab', { name: 'Reward' }));
  return screen.findByRole('form', { name: 'Grant a reward' });
}

describe('messages and rewards', () => {
  it('sends a message to a member', async () => {
    const { user, ops } = await messagesPage({
      'POST /ops/messages': {
        value: { messageId: 5, title: 'Hello', content: '<p>Hi</p>', read: false, createdAt: NOW },
      },
    });
    const form = await screen.findByRole('form', { name: 'Send a message' });
    await user.type(within(form).getByRole('textbox', { name: /member username/i }), 'vic01');
    await user.type(within(form).getByRole('textbox', { name: /^title/i }), 'Hello');
    await user.type(within(form).getByRole('textbox', { name: /^content/i }), '<p>Hi</p>');
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await within(form).findByText('Message sent to vic01.')).toBeInTheDocument();
    expect(ops.callsTo('POST /ops/messages')[0]?.body).toEqual({
      username: 'vic01',
      title: 'Hello',
      content: '<p>Hi</p>',
    });
  });

  it('says a reward above the threshold (202) awaits approval', async () => {
    const { user, ops } = await messagesPage({
      'POST /ops/rewards': { status: 202, value: approvalOf({ amount: 500 }) },
    });
    const form = await openRewardForm(user);
    expect(
      within(form).getByText(/Above 100\.00 USD a second staff member must approve it; at most 1,000\.00 USD\./),
    ).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: /member username/i }), 'vic01');
    await user.type(within(form).getByRole('textbox', { name: /reward title/i }), 'Loyalty bonus');
    await user.type(within(form).getByRole('textbox', { name: /amount/i }), '500');
    await user.click(within(form).getByRole('button', { name: 'Grant reward' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'The reward for vic01 is above the threshold: sent for a second approval, awaiting approval.',
    );
    expect(ops.callsTo('POST /ops/rewards')[0]?.body).toEqual({
      username: 'vic01',
      title: 'Loyalty bonus',
      amount: '500',
    });
  });

  it('shows the ceiling refusal in the staff words and keeps the form as typed', async () => {
    const { user } = await messagesPage({
      'POST /ops/rewards': { status: 400, errorCode: 'reward_ceiling_exceeded', value: { ceiling: 1000 } },
    });
    const form = await openRewardForm(user);
    await user.type(within(form).getByRole('textbox', { name: /member username/i }), 'vic01');
    await user.type(within(form).getByRole('textbox', { name: /reward title/i }), 'Too generous');
    await user.type(within(form).getByRole('textbox', { name: /amount/i }), '5000');
    await user.click(within(form).getByRole('button', { name: 'Grant reward' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      "The reward is above the tenant's ceiling of 1,000.00 USD.",
    );
    expect(within(form).getByRole('textbox', { name: /member username/i })).toHaveValue('vic01');
    expect(within(form).getByRole('textbox', { name: /reward title/i })).toHaveValue('Too generous');
    expect(within(form).getByRole('textbox', { name: /amount/i })).toHaveValue('5000');
  });

  it('refuses an amount that is not one before sending', async () => {
    const { user, ops } = await messagesPage();
    const form = await openRewardForm(user);
    await user.type(within(form).getByRole('textbox', { name: /member username/i }), 'vic01');
    await user.type(within(form).getByRole('textbox', { name: /reward title/i }), 'Bonus');
    await user.type(within(form).getByRole('textbox', { name: /amount/i }), '12.345');
    await user.click(within(form).getByRole('button', { name: 'Grant reward' }));
    expect(await within(form).findByText('An amount above zero, with at most two decimals.')).toBeInTheDocument();
    expect(ops.callsTo('POST /ops/rewards')).toHaveLength(0);
  });
});
