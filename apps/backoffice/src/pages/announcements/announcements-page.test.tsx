// Announcements (content role): the brand's list in its default language, an edit in every
// language of the brand sent whole, a new popup with when it shows, a deletion only after the
// confirm dialog, and the platform's refusal shown in the form with what was typed kept.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openedDialog } from '../../testing/dialogs';
import type { OpsRoutes } from '../../testing/fake-ops';
import { announcementOf, sessionOf } from '../../testing/fixtures';
import { renderBackoffice } from '../../testing/render-backoffice';

const LANGUAGES = ['EN', 'VI', 'ID'];

function announcements(extra: OpsRoutes = {}) {
  return renderBackoffice({
    path: '/announcements',
    token: 'content-token',
    routes: {
      'GET /ops/session': { value: sessionOf('content', ['content']) },
      'GET /ops/content/announcements': { value: { languages: LANGUAGES, list: [announcementOf()] } },
      ...extra,
    },
  });
}

const actionsFor = async (title: string) => within(await screen.findByRole('group', { name: `Actions for ${title}` }));

describe('announcements page', () => {
  it('edits an announcement in every language of the brand and sends it whole', async () => {
    const { user, ops } = await announcements({
      'PUT /ops/content/announcements/:id': (call) => ({ value: { ...announcementOf(), ...(call.body as object) } }),
    });
    expect((await screen.findByRole('rowheader', { name: 'Maintenance tonight' })).closest('tr')).toHaveTextContent(
      'Marquee',
    );
    await user.click((await actionsFor('Maintenance tonight')).getByRole('button', { name: 'Edit' }));
    const dialog = await openedDialog('Edit announcement “Maintenance tonight”');
    expect(within(dialog).getByRole('textbox', { name: 'Title — Vietnamese' })).toHaveValue('Bảo trì tối nay');
    expect(within(dialog).getAllByText(/HTML is sanitised when it is saved/)).toHaveLength(3);
    const english = within(dialog).getByRole('textbox', { name: 'Title — English' });
    await user.clear(english);
    await user.type(english, 'Maintenance moved to Tuesday');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved: the portal shows the change now.')).toBeInTheDocument();
    const [call] = ops.callsTo('PUT /ops/content/announcements/:id');
    expect(call?.path).toBe('/ops/content/announcements/maintenance-2026-11-25');
    expect(call?.body).toEqual({
      type: 'PL',
      title: { EN: 'Maintenance moved to Tuesday', VI: 'Bảo trì tối nay', ID: 'Pemeliharaan malam ini' },
      content: announcementOf().content,
    });
  });

  it('creates a popup with when it shows, and keeps what was typed when the platform refuses', async () => {
    const { user, ops } = await announcements({
      'POST /ops/content/announcements': { status: 400, errorCode: 'content_html_empty' },
    });
    // New waits for the list: it names the brand's languages.
    await screen.findByRole('rowheader', { name: 'Maintenance tonight' });
    await user.click(screen.getByRole('button', { name: 'New announcement' }));
    const dialog = await openedDialog('New announcement');
    expect(within(dialog).queryByRole('combobox', { name: 'Popup shows' })).toBeNull();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Kind' }), 'Popup');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Popup shows' }), 'After login');
    for (const [language, name] of [
      ['EN', 'English'],
      ['VI', 'Vietnamese'],
      ['ID', 'Indonesian'],
    ]) {
      await user.type(within(dialog).getByRole('textbox', { name: `Title — ${name}` }), `Hello ${language}`);
      await user.type(within(dialog).getByRole('textbox', { name: `Content (HTML) — ${name}` }), `Hi ${language}`);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Nothing is left of a content');
    expect(ops.callsTo('POST /ops/content/announcements')[0]?.body).toEqual({
      type: 'PU',
      execution: 'A',
      title: { EN: 'Hello EN', VI: 'Hello VI', ID: 'Hello ID' },
      content: { EN: 'Hi EN', VI: 'Hi VI', ID: 'Hi ID' },
    });
    expect(within(dialog).getByRole('textbox', { name: 'Title — English' })).toHaveValue('Hello EN');
  });

  it('asks for every language before sending', async () => {
    const { user, ops } = await announcements();
    // New waits for the list: it names the brand's languages.
    await screen.findByRole('rowheader', { name: 'Maintenance tonight' });
    await user.click(screen.getByRole('button', { name: 'New announcement' }));
    const dialog = await openedDialog('New announcement');
    await user.type(within(dialog).getByRole('textbox', { name: 'Title — English' }), 'Only English');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('Please fill in this field.')).toHaveLength(5);
    expect(ops.callsTo('POST /ops/content/announcements')).toHaveLength(0);
  });

  it('offers a seeded banner row for deletion only (banners come from the brand file)', async () => {
    await announcements({
      'GET /ops/content/announcements': {
        value: {
          languages: LANGUAGES,
          list: [announcementOf(), announcementOf({ id: 'autumn-festival', type: 'B', title: { EN: 'Autumn' } })],
        },
      },
    });
    const banner = await actionsFor('Autumn');
    expect(banner.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(banner.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect((await actionsFor('Maintenance tonight')).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('deletes only after the confirm dialog', async () => {
    const { user, ops } = await announcements({
      'DELETE /ops/content/announcements/:id': { value: { id: 'maintenance-2026-11-25' } },
    });
    await user.click((await actionsFor('Maintenance tonight')).getByRole('button', { name: 'Delete' }));
    const confirm = await openedDialog('Delete “Maintenance tonight”', 'alertdialog');
    expect(ops.callsTo('DELETE /ops/content/announcements/:id')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('“Maintenance tonight” deleted.')).toBeInTheDocument();
    expect(ops.callsTo('DELETE /ops/content/announcements/:id').map((call) => call.path)).toEqual([
      '/ops/content/announcements/maintenance-2026-11-25',
    ]);
  });
});
