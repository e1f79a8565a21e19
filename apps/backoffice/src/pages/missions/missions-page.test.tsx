// Missions (content role): the shared content screen with a mission's own fields (kind, period,
// target, lanes, reward) and its title and description in every language of the brand; the list
// says who wrote each mission (the brand's file or staff).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openedDialog } from '../../testing/dialogs';
import { missionContentOf, sessionOf } from '../../testing/fixtures';
import { renderBackoffice } from '../../testing/render-backoffice';

function missions() {
  return renderBackoffice({
    path: '/missions',
    token: 'content-token',
    routes: {
      'GET /ops/session': { value: sessionOf('content', ['content']) },
      'GET /ops/content/missions': { value: { languages: ['EN', 'VI', 'ID'], list: [missionContentOf()] } },
      'POST /ops/content/missions': (call) => ({ value: { mission: call.body, source: 'staff' } }),
      'PUT /ops/content/missions/:id': (call) => ({ value: { mission: call.body, source: 'staff' } }),
    },
  });
}

describe('missions page', () => {
  it('lists the missions with who wrote them and edits the target and reward', async () => {
    const { user, ops } = await missions();
    const row = (await screen.findByRole('rowheader', { name: 'Ten bets' })).closest('tr')!;
    expect(row).toHaveTextContent('Number of bets');
    expect(row).toHaveTextContent('Brand file');
    await user.click(
      within(screen.getByRole('group', { name: 'Actions for Ten bets' })).getByRole('button', { name: 'Edit' }),
    );
    const dialog = await openedDialog('Edit mission “Ten bets”');
    const target = within(dialog).getByRole('textbox', { name: 'Target' });
    await user.clear(target);
    await user.type(target, '12');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Reward' }), 'bonus');
    const reward = within(dialog).getByRole('textbox', { name: 'Reward amount' });
    await user.clear(reward);
    await user.type(reward, '2.50');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved: the portal shows the change now.')).toBeInTheDocument();
    const { mission } = missionContentOf();
    expect(ops.callsTo('PUT /ops/content/missions/:id')[0]?.body).toEqual({
      ...mission,
      target: 12,
      reward: { bonus: '2.50' },
    });
  });

  it('creates a deposit mission without lanes after refusing an unknown lane', async () => {
    const { user, ops } = await missions();
    await screen.findByRole('rowheader', { name: 'Ten bets' });
    await user.click(screen.getByRole('button', { name: 'New mission' }));
    const dialog = await openedDialog('New mission');
    await user.type(within(dialog).getByRole('textbox', { name: 'Id' }), 'weekly-slots');
    await user.type(within(dialog).getByRole('textbox', { name: 'Target' }), '500');
    await user.type(within(dialog).getByRole('textbox', { name: 'Game lanes (optional)' }), 'SLOTS');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reward amount' }), '20');
    for (const name of ['English', 'Vietnamese', 'Indonesian']) {
      await user.type(within(dialog).getByRole('textbox', { name: `Title — ${name}` }), `Slots ${name}`);
      await user.type(within(dialog).getByRole('textbox', { name: `Description — ${name}` }), `Bet ${name}`);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Use the lanes RNG, LIVE, FISH, PVP, SPORTS, LOTT or ELOTT.'),
    ).toBeInTheDocument();
    expect(ops.callsTo('POST /ops/content/missions')).toHaveLength(0);
    // A deposit mission has no lanes: the field goes, and nothing of it is sent.
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Kind' }), 'deposit');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Period' }), 'weekly');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved: it is published now.')).toBeInTheDocument();
    expect(ops.callsTo('POST /ops/content/missions')[0]?.body).toEqual({
      id: 'weekly-slots',
      kind: 'deposit',
      period: 'weekly',
      target: 500,
      reward: { points: 20 },
      title: { EN: 'Slots English', VI: 'Slots Vietnamese', ID: 'Slots Indonesian' },
      description: { EN: 'Bet English', VI: 'Bet Vietnamese', ID: 'Bet Indonesian' },
    });
  });
});
