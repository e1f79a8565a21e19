// Help articles (content role): the same content screen as announcements, with the article's
// section (category) checked against the contract's rule before anything is sent.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openedDialog } from '../../testing/dialogs';
import { helpArticleOf, sessionOf } from '../../testing/fixtures';
import { renderBackoffice } from '../../testing/render-backoffice';

function helpArticles() {
  return renderBackoffice({
    path: '/help-articles',
    token: 'content-token',
    routes: {
      'GET /ops/session': { value: sessionOf('content', ['content']) },
      'GET /ops/content/help-articles': { value: { languages: ['EN', 'VI', 'ID'], list: [helpArticleOf()] } },
      'POST /ops/content/help-articles': (call) => ({
        value: { ...helpArticleOf({ id: 'op-1' }), ...(call.body as object) },
      }),
      'PUT /ops/content/help-articles/:id': (call) => ({ value: { ...helpArticleOf(), ...(call.body as object) } }),
    },
  });
}

describe('help articles page', () => {
  it('lists the articles with their section and edits one in every language', async () => {
    const { user, ops } = await helpArticles();
    expect((await screen.findByRole('rowheader', { name: 'Terms and conditions' })).closest('tr')).toHaveTextContent(
      'terms',
    );
    await user.click(
      within(await screen.findByRole('group', { name: 'Actions for Terms and conditions' })).getByRole('button', {
        name: 'Edit',
      }),
    );
    const dialog = await openedDialog('Edit help article “Terms and conditions”');
    const content = within(dialog).getByRole('textbox', { name: 'Content (HTML) — Indonesian' });
    await user.clear(content);
    await user.type(content, '<p>Syarat baru.</p>');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved: the portal shows the change now.')).toBeInTheDocument();
    expect(ops.callsTo('PUT /ops/content/help-articles/:id')[0]?.body).toEqual({
      category: 'terms',
      title: helpArticleOf().title,
      content: { ...helpArticleOf().content, ID: '<p>Syarat baru.</p>' },
    });
  });

  it('refuses a section outside the rule before sending, then creates the article', async () => {
    const { user, ops } = await helpArticles();
    // New waits for the list: it names the brand's languages.
    await screen.findByRole('rowheader', { name: 'Terms and conditions' });
    await user.click(screen.getByRole('button', { name: 'New help article' }));
    const dialog = await openedDialog('New help article');
    const section = within(dialog).getByRole('textbox', { name: 'Section' });
    await user.type(section, 'Payments FAQ');
    for (const name of ['English', 'Vietnamese', 'Indonesian']) {
      await user.type(within(dialog).getByRole('textbox', { name: `Title — ${name}` }), `Cards ${name}`);
      await user.type(within(dialog).getByRole('textbox', { name: `Content (HTML) — ${name}` }), `<p>${name}</p>`);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Use lower-case letters, digits, _ or -.')).toBeInTheDocument();
    expect(ops.callsTo('POST /ops/content/help-articles')).toHaveLength(0);
    await user.clear(section);
    await user.type(section, 'faq');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved: it is published now.')).toBeInTheDocument();
    expect(ops.callsTo('POST /ops/content/help-articles')[0]?.body).toMatchObject({
      category: 'faq',
      title: { EN: 'Cards English', VI: 'Cards Vietnamese', ID: 'Cards Indonesian' },
    });
  });
});
