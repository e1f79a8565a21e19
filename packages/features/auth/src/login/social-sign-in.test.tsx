// Social sign-in against a stubbed platform: the buttons show only for the providers the platform
// offers and start the sign-in with the callback page's address; the callback page signs in with
// the provider's state and code, asks the password of a member whose e-mail the provider gave
// (keeping what was typed after a wrong one), and shows a cancel's translated message.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loginValue, memberInfo } from '../../test/fixtures';
import { fail, mockPlatform, ok } from '../../test/platform';
import { field, renderWithProviders } from '../../test/render';
import { getSessionToken } from '../session/session-storage';
import { SocialCallbackPage } from './social-callback-page';
import { SocialSignInButtons } from './social-sign-in-buttons';

const GOOGLE = { id: 'google', label: 'google', name: 'Google' } as const;

beforeEach(() => sessionStorage.clear());

describe('the social sign-in buttons', () => {
  it('show nothing when the platform offers no provider', async () => {
    const stub = mockPlatform({ handlers: { 'GET /wps/social/providers': () => ok({ providers: [] }) } });
    await renderWithProviders(<SocialSignInButtons />);
    await waitFor(() => expect(stub.calls('GET', '/wps/social/providers')).toHaveLength(1));
    expect(screen.queryByRole('group', { name: 'Sign in with another account' })).toBeNull();
  });

  it('start the sign-in with the callback page and send the browser to the provider', async () => {
    const stub = mockPlatform({
      handlers: {
        'GET /wps/social/providers': () => ok({ providers: [GOOGLE, { id: 'corp', label: 'other', name: 'Corp ID' }] }),
        'POST /wps/social/start': () =>
          ok({ authorizationUrl: 'https://provider.example/authorize?state=s1', expiresAt: Date.now() + 600_000 }),
      },
    });
    const navigateAway = vi.fn();
    const user = userEvent.setup();
    await renderWithProviders(<SocialSignInButtons navigateAway={navigateAway} />);
    expect(await screen.findByRole('button', { name: 'Continue with Corp ID' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(navigateAway).toHaveBeenCalledWith('https://provider.example/authorize?state=s1'));
    expect(stub.calls('POST', '/wps/social/start')[0]!.body).toEqual({
      provider: 'google',
      redirectUri: `${window.location.origin}/social/callback`,
      returnPath: '/',
    });
  });
});

describe('the social callback page', () => {
  it('signs in with the state and code the provider sent back', async () => {
    const stub = mockPlatform({
      handlers: {
        'POST /wps/social/callback': () => ok(loginValue()),
        'GET /wps/member/info': () => ok(memberInfo()),
      },
    });
    await renderWithProviders(<SocialCallbackPage />, {
      route: '/social/callback?state=s1&code=c1&iss=https%3A%2F%2Fp',
    });
    await waitFor(() => expect(getSessionToken()).toBe('tok-member01'));
    expect(stub.calls('POST', '/wps/social/callback').map((c) => c.body)).toEqual([
      { state: 's1', code: 'c1', iss: 'https://p', loginDeviceId: 'device-test' },
    ]);
  });

  it('links to the member after the password, keeping what was typed after a wrong one', async () => {
    let tries = 0;
    const stub = mockPlatform({
      handlers: {
        'POST /wps/social/callback': () =>
          fail(403, 'social_link_required', '', {
            linkTicket: 'link-1',
            provider: GOOGLE,
            username: 'member01',
            returnPath: '/',
            expiresAt: Date.now() + 600_000,
          }),
        'POST /wps/social/link': () => (++tries === 1 ? fail(400, 'password_wrong', '') : ok(loginValue())),
        'GET /wps/member/info': () => ok(memberInfo()),
      },
    });
    const user = userEvent.setup();
    await renderWithProviders(<SocialCallbackPage />, { route: '/social/callback?state=s1&code=c1' });
    const form = await screen.findByRole('form', { name: 'Link your account' });
    expect(form).toHaveTextContent('The account member01 already uses the e-mail your Google account gave.');
    expect(getSessionToken()).toBeNull();
    await user.type(field('Password'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Link and log in' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(field('Password')).toHaveValue('wrong-one');
    await user.clear(field('Password'));
    await user.type(field('Password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Link and log in' }));
    await waitFor(() => expect(getSessionToken()).toBe('tok-member01'));
    expect(stub.calls('POST', '/wps/social/link').map((c) => c.body)).toEqual([
      { linkTicket: 'link-1', password: 'wrong-one', loginDeviceId: 'device-test' },
      { linkTicket: 'link-1', password: 'demo1234', loginDeviceId: 'device-test' },
    ]);
  });

  it('shows a cancel at the provider as a translated message with the way back', async () => {
    mockPlatform({
      handlers: {
        'POST /wps/social/callback': () => fail(400, 'social_provider_error', 'raw', { error: 'access_denied' }),
      },
    });
    await renderWithProviders(<SocialCallbackPage />, { route: '/social/callback?state=s1&error=access_denied' });
    expect(await screen.findByText('The sign-in was cancelled or refused by the provider.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to log in' })).toBeInTheDocument();
  });
});
