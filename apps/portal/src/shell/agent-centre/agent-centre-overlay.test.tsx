// The agent centre in the app: the footer's affiliate button opens it for an agent (and keeps its
// link for anyone else), a `?agent=<page>` link opens it on that page for an agent, and a trial
// account never gets it, even when asked directly.
import { ACCOUNT_TYPES } from '@portal/contracts';
import { loggedIn } from '@portal/feature-auth';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, type RenderedApp } from '../../testing/render-app';
import { modalOpened } from '../shell-slice';

const AFFILIATE = [{ resourceType: 'AFFILIATELINK' as const, url: 'https://partners.example.test/join' }];

function logIn(store: RenderedApp['store'], type: number, userName = 'agent01') {
  act(() => {
    store.dispatch(loggedIn({ userName, nickname: userName, type, firstTimeLogin: false } as never));
  });
}

afterEach(() => sessionStorage.clear());

describe('the agent centre overlay', () => {
  it("opens from the footer's affiliate button for an agent, on the team overview", async () => {
    const { store } = await renderApp({ path: '/', config: { resources: AFFILIATE } });
    logIn(store, ACCOUNT_TYPES.AGENT);
    const footer = await screen.findByRole('contentinfo');
    await userEvent.click(await within(footer).findByRole('button', { name: 'Become an affiliate' }));
    const centre = await screen.findByRole('dialog', { name: 'Agent centre' });
    expect(within(centre).getByRole('navigation', { name: 'Agent centre menu' })).toBeInTheDocument();
    expect(await within(centre).findByRole('heading', { name: 'Team overview' })).toBeInTheDocument();
  });

  it("keeps the footer's affiliate link for a member", async () => {
    const { store } = await renderApp({ path: '/', config: { resources: AFFILIATE } });
    logIn(store, ACCOUNT_TYPES.MEMBER, 'member01');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Become an affiliate' })).toHaveAttribute(
      'href',
      'https://partners.example.test/join',
    );
    expect(within(footer).queryByRole('button', { name: 'Become an affiliate' })).not.toBeInTheDocument();
  });

  it('opens on the page a ?agent= link names, for an agent', async () => {
    const { store } = await renderApp({ path: '/?agent=registerCenter' });
    await screen.findByRole('contentinfo');
    expect(screen.queryByRole('dialog', { name: 'Agent centre' })).not.toBeInTheDocument();
    logIn(store, ACCOUNT_TYPES.AGENT);
    const centre = await screen.findByRole('dialog', { name: 'Agent centre' });
    expect(await within(centre).findByRole('heading', { name: 'Register account' })).toBeInTheDocument();
  });

  it('never shows it to a trial account, even when asked', async () => {
    const { store } = await renderApp({ path: '/?agent=registerCenter' });
    await screen.findByRole('contentinfo');
    logIn(store, ACCOUNT_TYPES.TRIAL, 'guest1');
    act(() => {
      store.dispatch(modalOpened('agentCentre'));
    });
    await waitFor(() => expect(store.getState().shell.modal).toBeNull());
    expect(screen.queryByRole('dialog', { name: 'Agent centre' })).not.toBeInTheDocument();
  });
});
