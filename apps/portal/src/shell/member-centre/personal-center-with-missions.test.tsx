import { ACCOUNT_TYPES, SESSION_STORAGE_KEYS } from '@portal/contracts';
import { loggedIn, openPersonalCenter } from '@portal/feature-auth';
import { screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';

const SUMMARY = '/wps/relay/MCSFE_getMissionSummaryDetails';

/** The platform answers the missions summary with `openCount` open (every other call fails as offline). */
function missionsPlatform(openCount: number) {
  const calls: string[] = [];
  const platform: typeof fetch = async (input) => {
    const { pathname } = new URL(String(input));
    calls.push(pathname);
    if (pathname === SUMMARY)
      return new Response(JSON.stringify({ success: true, value: { list: [], openCount, completedCount: 0 } }), {
        headers: { 'Content-Type': 'application/json' },
      });
    throw new TypeError('offline');
  };
  return { platform, calls };
}

afterEach(() => sessionStorage.clear());

describe('the member centre mission badge', () => {
  it("shows a member the open missions' count on the mission entry", async () => {
    sessionStorage.setItem(SESSION_STORAGE_KEYS.token, 'token-1');
    const { platform, calls } = missionsPlatform(3);
    const { store } = await renderApp({ path: '/', fetch: platform });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(calls).toContain(SUMMARY));
    act(() => {
      store.dispatch(openPersonalCenter('securityCenter'));
    });
    expect(await screen.findByRole('button', { name: 'Mission activity 3 missions' })).toBeInTheDocument();
  });

  it('asks nothing for a visitor or a trial account', async () => {
    const { platform, calls } = missionsPlatform(3);
    const { store } = await renderApp({ path: '/', fetch: platform });
    await screen.findByRole('heading', { level: 1 });
    act(() => {
      store.dispatch(
        loggedIn({ userName: 'trial1', nickname: 'trial1', type: ACCOUNT_TYPES.TRIAL, firstTimeLogin: false } as never),
      );
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).not.toContain(SUMMARY);
  });
});
