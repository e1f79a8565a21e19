// Promotions (content role): the shared content screen with a promotion's own fields — the id of a
// new one, its kind's fields only (a raffle's prizes, an apply promotion's reward), dates in UTC —
// and its title, summary and HTML terms in every language of the brand.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openedDialog } from '../../testing/dialogs';
import { promotionContentOf, sessionOf } from '../../testing/fixtures';
import { renderBackoffice } from '../../testing/render-backoffice';

function promotions() {
  return renderBackoffice({
    path: '/promotions',
    token: 'content-token',
    routes: {
      'GET /ops/session': { value: sessionOf('content', ['content']) },
      'GET /ops/content/promotions': { value: { languages: ['EN', 'VI', 'ID'], list: [promotionContentOf({}, 2)] } },
      'POST /ops/content/promotions': (call) => ({ value: { promotion: call.body, activities: 0 } }),
      'PUT /ops/content/promotions/:id': (call) => ({ value: { promotion: call.body, activities: 2 } }),
    },
  });
}

describe('promotions page', () => {
  it('lists the promotions with kind and members, and edits the title in one language', async () => {
    const { user, ops } = await promotions();
    const row = (await screen.findByRole('rowheader', { name: 'Reload bonus' })).closest('tr')!;
    expect(row).toHaveTextContent('Apply (staff decide)');
    expect(row).toHaveTextContent('2');
    await user.click(
      within(screen.getByRole('group', { name: 'Actions for Reload bonus' })).getByRole('button', { name: 'Edit' }),
    );
    const dialog = await openedDialog('Edit promotion “Reload bonus”');
    // The id is chosen once; a raffle's prizes are not this kind's.
    expect(within(dialog).queryByRole('textbox', { name: 'Id' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: /Prizes/ })).not.toBeInTheDocument();
    const title = within(dialog).getByRole('textbox', { name: 'Title — Vietnamese' });
    await user.clear(title);
    await user.type(title, 'Thưởng nạp mới');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved: the portal shows the change now.')).toBeInTheDocument();
    const { promotion } = promotionContentOf();
    expect(ops.callsTo('PUT /ops/content/promotions/:id')[0]?.body).toEqual({
      ...promotion,
      title: { ...promotion.title, VI: 'Thưởng nạp mới' },
    });
  });

  it('creates a raffle: refuses prizes outside the rule before sending, then sends the kind’s fields only', async () => {
    const { user, ops } = await promotions();
    await screen.findByRole('rowheader', { name: 'Reload bonus' });
    await user.click(screen.getByRole('button', { name: 'New promotion' }));
    const dialog = await openedDialog('New promotion');
    await user.type(within(dialog).getByRole('textbox', { name: 'Id' }), 'lucky-draw');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Kind' }), 'raffle');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Category' }), 'raffle');
    expect(within(dialog).queryByRole('textbox', { name: 'Reward amount' })).not.toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/^Starts \(UTC\)/), { target: { value: '2026-12-01T00:00' } });
    await user.type(within(dialog).getByRole('textbox', { name: 'Turnover needed (optional)' }), '100');
    const prizes = within(dialog).getByRole('textbox', { name: 'Prizes' });
    await user.type(prizes, '88 and 8');
    for (const name of ['English', 'Vietnamese', 'Indonesian']) {
      await user.type(within(dialog).getByRole('textbox', { name: `Title — ${name}` }), `Draw ${name}`);
      await user.type(within(dialog).getByRole('textbox', { name: `Summary — ${name}` }), `Win ${name}`);
      await user.type(within(dialog).getByRole('textbox', { name: `Content (HTML) — ${name}` }), `<p>${name}</p>`);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Write each prize as amount:weight, e.g. 88:1.')).toBeInTheDocument();
    expect(ops.callsTo('POST /ops/content/promotions')).toHaveLength(0);
    await user.clear(prizes);
    await user.type(prizes, '88:1, 8:20');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved: it is published now.')).toBeInTheDocument();
    expect(ops.callsTo('POST /ops/content/promotions')[0]?.body).toEqual({
      id: 'lucky-draw',
      category: 'raffle',
      kind: 'raffle',
      title: { EN: 'Draw English', VI: 'Draw Vietnamese', ID: 'Draw Indonesian' },
      summary: { EN: 'Win English', VI: 'Win Vietnamese', ID: 'Win Indonesian' },
      content: { EN: '<p>English</p>', VI: '<p>Vietnamese</p>', ID: '<p>Indonesian</p>' },
      startsAt: '2026-12-01T00:00:00.000Z',
      turnover: '100',
      prizes: [
        { amount: '88', weight: 1 },
        { amount: '8', weight: 20 },
      ],
    });
  });
});
