// The side menu's help entry opens the help modal (spec §2): a labelled dialog with the brand's
// articles (search, an article opened) and the feedback form with the tenant's word-count range;
// Escape closes it and focus goes back to the menu entry. Its code loads only when it opens.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';

const ARTICLES = [
  { id: 'terms', category: 'terms', title: 'Terms and conditions', content: '<p>Be at least 18.</p>' },
  { id: 'cards', category: 'deposit', title: 'Deposits', content: '<p>Pay with a <em>bank transfer</em>.</p>' },
];

function helpPlatform(sent: unknown[]): typeof fetch {
  return async (input, init) => {
    const { pathname } = new URL(String(input));
    const json = (value: unknown) =>
      new Response(JSON.stringify({ success: true, value }), { headers: { 'Content-Type': 'application/json' } });
    if (pathname === '/wps/system/helpCenter') return json({ articles: ARTICLES });
    if (pathname === '/wps/feedback') {
      sent.push(JSON.parse(String(init?.body)));
      return json({ id: 1 });
    }
    throw new TypeError('offline');
  };
}

const feedbackOn = { modules: { DIRECTREG3: true, FORCELOGIN3: false, FEEDBACK3: true } };

const openHelp = async () => {
  const menu = screen.getByRole('navigation', { name: 'Main menu' });
  await userEvent.click(within(menu).getByRole('button', { name: 'Help centre' }));
  return screen.findByRole('dialog', { name: 'Help and feedback' });
};

describe('help modal', () => {
  it('opens from the side menu with the articles, searched and read, and closes with Escape', async () => {
    // (The test tenant's feedback module is off: the help centre alone, no tabs.)
    await renderApp({ path: '/', fetch: helpPlatform([]) });
    await screen.findByRole('heading', { level: 1 });
    const dialog = await openHelp();
    await within(dialog).findByRole('heading', { level: 3, name: 'Deposits' });
    expect(within(dialog).queryByRole('tab')).toBeNull();
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Search the help centre' }), 'transfer');
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Terms and conditions' })).toBeNull());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deposits' }));
    expect(within(dialog).getByRole('article', { name: 'Deposits' })).toHaveTextContent('Pay with a bank transfer.');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toHaveAccessibleName('Help centre');
  });

  it("sends feedback within the tenant's word-count range", async () => {
    const sent: unknown[] = [];
    await renderApp({ path: '/', config: feedbackOn, fetch: helpPlatform(sent) });
    await screen.findByRole('heading', { level: 1 });
    const dialog = await openHelp();
    // The dialog's body can render after its heading (its translations load): wait for the tab, as under load.
    await userEvent.click(await within(dialog).findByRole('tab', { name: 'Feedback' }));
    const form = await within(dialog).findByRole('form', { name: 'Send feedback' });
    // The test tenant asks for 2 to 50 words.
    await userEvent.type(within(form).getByRole('textbox', { name: /Your feedback/ }), 'Thanks');
    expect(await within(form).findByText('Word count: 1 (from 2 to 50)')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Send feedback' }));
    expect(await within(form).findByText('Please write at least 2 words.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.type(within(form).getByRole('textbox', { name: /Your feedback/ }), ' a lot');
    await userEvent.click(within(form).getByRole('button', { name: 'Send feedback' }));
    expect(await within(form).findByText('Thank you! Your feedback has been sent.')).toBeInTheDocument();
    expect(sent).toEqual([{ type: 'suggestion', content: 'Thanks a lot' }]);
  });
});
