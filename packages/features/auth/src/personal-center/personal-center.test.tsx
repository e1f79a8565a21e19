// The member centre overlay: pages by key (hidden by module flags and account), the active one
// marked, the mission badge, my account, the app's pages in its frame, the page in the address.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, type ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { memberApi } from '@portal/api';
import { DEFAULT_FLAGS, loginValue, memberInfo } from '../../test/fixtures';
import { mockPlatform, ok } from '../../test/platform';
import { useNavigate } from 'react-router';
import { createTestStore, field, renderWithProviders } from '../../test/render';
import { AuthNotices } from '../session/auth-notices';
import { startSession } from '../session/session-thunks';
import { PersonalCenter, useOpenPersonalCenter } from './personal-center';

// Closing goes back in the history, and the router navigates in a transition: while a page switched
// to just before is still loading its lazy chunk (slow on a loaded CI machine), both commit together.
// 5 s was once not enough on a 2-core machine with other builds running: the bound is only a ceiling.
const CLOSE_WAIT = { timeout: 15_000 };

function Opener() {
  const open = useOpenPersonalCenter();
  return (
    <button type="button" onClick={() => open()}>
      Open member centre
    </button>
  );
}

function memberStore(type = 0) {
  const store = createTestStore();
  store.dispatch(startSession(loginValue({ type })));
  return store;
}

/** The boot call's flags with every member-centre module on. */
const ALL_PAGE_MODULES = {
  ...DEFAULT_FLAGS,
  FUNDTRANS3: true,
  MEMTRANS3: true,
  REWCEN3: true,
  AFFMAN3: true,
  INBOX3: true,
};

/** The memory router's address (the probe renderWithProviders adds). */
const address = () => screen.getByTestId('location').textContent;

function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Browser back
    </button>
  );
}

beforeEach(() => {
  sessionStorage.clear();
});

describe('PersonalCenter', () => {
  it('opens on my account with the profile, lists every page by key and marks the active one', async () => {
    mockPlatform({
      flags: ALL_PAGE_MODULES,
      handlers: { 'GET /wps/member/info': () => ok(memberInfo({ toUpline: true })) },
    });
    const user = userEvent.setup();
    await renderWithProviders(
      <>
        <Opener />
        <PersonalCenter />
      </>,
      { store: memberStore() },
    );
    await user.click(screen.getByRole('button', { name: 'Open member centre' }));
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
    const nav = within(dialog).getByRole('navigation', { name: 'Member centre pages' });
    await waitFor(() => expect(within(nav).getAllByRole('button')).toHaveLength(14));
    expect(
      within(nav)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'My account',
      'Wallet',
      'Deposit',
      'Withdraw',
      'Transfer to upline',
      'Betting record',
      'Account record',
      'Personal loss',
      'Bonus details',
      'Reward centre',
      'Invite friends',
      'Mission activity',
      'Platform information',
      'Responsible gaming',
    ]);
    expect(within(nav).getByRole('button', { name: 'My account' })).toHaveAttribute('aria-current', 'page');
    const profile = await within(dialog).findByText('member01');
    expect(profile.tagName).toBe('DD');
    expect(within(dialog).getByText('Lucky')).toBeInTheDocument();
    expect(within(dialog).getByText('2024-03-05')).toBeInTheDocument();
    expect(within(dialog).getByText('+84 ****5678')).toBeInTheDocument();
    expect(within(dialog).getByText('Gold')).toBeInTheDocument();

    await user.click(within(nav).getByRole('button', { name: 'Bonus details' }));
    expect(within(nav).getByRole('button', { name: 'Bonus details' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'My account' })).not.toHaveAttribute('aria-current');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Bonus details is not available yet.');

    // Closing goes back in the history (the open page is in the address): the dialog goes once the
    // browser has moved, which is not synchronous.
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), CLOSE_WAIT);
  });

  it('shows the mission count as a badge, and none for 0', async () => {
    mockPlatform({ handlers: { 'GET /wps/member/info': () => ok(memberInfo()) } });
    const store = memberStore();
    const { rerender } = await renderWithProviders(<PersonalCenter missionCount={3} />, { store });
    const { openPersonalCenter } = await import('../session/auth-slice');
    store.dispatch(openPersonalCenter('missionLeaderboard'));
    expect(await screen.findByRole('button', { name: 'Mission activity 3 missions' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    rerender(<PersonalCenter missionCount={0} />);
    expect(screen.getByRole('button', { name: /Mission activity/ })).toHaveAccessibleName('Mission activity');
    expect(screen.getByRole('button', { name: /Mission activity/ }).textContent).toBe('Mission activity');
  });

  it('changes the password from my account', async () => {
    const stub = mockPlatform({
      handlers: { 'GET /wps/member/info': () => ok(memberInfo()), 'POST /wps/member/password': () => ok(null) },
    });
    const user = userEvent.setup();
    const store = memberStore();
    await renderWithProviders(<PersonalCenter />, { store });
    const { openPersonalCenter } = await import('../session/auth-slice');
    store.dispatch(openPersonalCenter());
    await screen.findByRole('dialog', { name: 'Member centre' });
    await user.type(field('Current password'), 'demo1234');
    await user.type(field('New password'), 'abc');
    await user.type(field('Confirm new password'), 'abd');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(field('New password')).toHaveAccessibleDescription('Use a mix of letters and digits, 6 to 20 characters.');
    expect(field('Confirm new password')).toHaveAccessibleDescription('The two entries do not match.');
    await user.clear(field('New password'));
    await user.type(field('New password'), 'better12');
    await user.clear(field('Confirm new password'));
    await user.type(field('Confirm new password'), 'better12');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(stub.calls('POST', '/wps/member/password')[0]?.body).toEqual({
      oldPassword: 'demo1234',
      newPassword: 'better12',
      confirmNewPassword: 'better12',
    });
    await waitFor(() => expect(field('Current password')).toHaveValue(''));
  });

  it('refuses visitors (login popup) and trial accounts (warning)', async () => {
    mockPlatform();
    const user = userEvent.setup();
    const visitor = await renderWithProviders(
      <>
        <Opener />
        <PersonalCenter />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Open member centre' }));
    expect(visitor.store.getState().auth).toMatchObject({ modal: 'login', personalCenter: { open: false } });
    visitor.unmount();

    const trial = memberStore(4);
    await renderWithProviders(
      <>
        <Opener />
        <PersonalCenter />
        <AuthNotices />
      </>,
      { store: trial },
    );
    await user.click(screen.getByRole('button', { name: 'Open member centre' }));
    expect(await screen.findByRole('alertdialog', { name: 'Real account needed' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Member centre' })).toBeNull();
  });

  it('hides the entries whose module is off, and transferUpline from a member who is neither agent nor toUpline', async () => {
    mockPlatform({
      flags: { ...DEFAULT_FLAGS, FUNDTRANS3: false, MEMTRANS3: false, REWCEN3: false, AFFMAN3: false, INBOX3: false },
      handlers: { 'GET /wps/member/info': () => ok(memberInfo()) },
    });
    const store = memberStore();
    await renderWithProviders(<PersonalCenter />, { store });
    const { openPersonalCenter } = await import('../session/auth-slice');
    store.dispatch(openPersonalCenter('transferFund'));
    const nav = await screen.findByRole('navigation', { name: 'Member centre pages' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'My account',
      'Deposit',
      'Withdraw',
      'Betting record',
      'Personal loss',
      'Bonus details',
      'Mission activity',
      // responsible gaming has no module flag: every brand offers it
      'Responsible gaming',
    ]);
    // A page the member is not offered shows my account.
    expect(within(nav).getByRole('button', { name: 'My account' })).toHaveAttribute('aria-current', 'page');
  });

  it("shows the app's pages in its frame, keeps the page in the address, moves focus to the page's heading and closes from the address", async () => {
    mockPlatform({ handlers: { 'GET /wps/member/info': () => ok(memberInfo()) } });
    const user = userEvent.setup();
    const loadPages = async () => ({
      pages: { depositv2: () => <p>The deposit page</p> },
      Frame: ({ children }: { children: ReactNode }) => <div data-testid="frame">{children}</div>,
    });
    // A link opens the page.
    await renderWithProviders(
      <>
        <PersonalCenter loadPages={loadPages} />
        <BackButton />
      </>,
      { store: memberStore(), route: '/promotions?member=depositv2' },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
    expect(within(await within(dialog).findByTestId('frame')).getByText('The deposit page')).toBeInTheDocument();
    const nav = within(dialog).getByRole('navigation', { name: 'Member centre pages' });
    expect(within(nav).getByRole('button', { name: 'Deposit' })).toHaveAttribute('aria-current', 'page');
    expect(address()).toBe('/promotions?member=depositv2');

    await user.click(within(nav).getByRole('button', { name: 'Withdraw' }));
    expect(within(dialog).getByRole('heading', { name: 'Withdraw' })).toHaveFocus();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Withdraw is not available yet.');
    expect(address()).toBe('/promotions?member=withdraw');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), CLOSE_WAIT);
    expect(address()).toBe('/promotions');
  });

  it("loads the app's pages only when one of them is shown, not for my account", async () => {
    mockPlatform({ handlers: { 'GET /wps/member/info': () => ok(memberInfo()) } });
    const user = userEvent.setup();
    let loads = 0;
    const loadPages = async () => {
      loads += 1;
      return { pages: { depositv2: () => <p>The deposit page</p> } };
    };
    await renderWithProviders(<PersonalCenter loadPages={loadPages} />, {
      store: memberStore(),
      route: '/?member=securityCenter',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
    expect(await within(dialog).findByText('member01')).toBeInTheDocument();
    expect(loads).toBe(0);

    await user.click(within(dialog).getByRole('button', { name: 'Deposit' }));
    expect(await within(dialog).findByText('The deposit page')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'My account' }));
    await user.click(within(dialog).getByRole('button', { name: 'Deposit' }));
    expect(await within(dialog).findByText('The deposit page')).toBeInTheDocument();
    expect(loads).toBe(1);
  });

  it('does not render my account again when the member info is fetched again with the same answer', async () => {
    let answers = 0;
    mockPlatform({
      handlers: {
        'GET /wps/member/info': () => {
          answers += 1;
          return ok(memberInfo());
        },
      },
    });
    const store = memberStore();
    let commits = 0;
    await renderWithProviders(
      <Profiler id="centre" onRender={() => (commits += 1)}>
        <PersonalCenter />
      </Profiler>,
      { store, route: '/?member=securityCenter' },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
    expect(await within(dialog).findByText('member01')).toBeInTheDocument();
    await waitFor(() => expect(answers).toBeGreaterThan(0));
    const before = { commits, answers };

    await act(async () => {
      await store.dispatch(memberApi.endpoints.getMemberInfo.initiate(undefined, { forceRefetch: true }));
    });
    expect(answers).toBe(before.answers + 1);
    expect(commits).toBe(before.commits);
  });

  it('puts the page opened from the header into the address, and Back closes the centre', async () => {
    mockPlatform({ handlers: { 'GET /wps/member/info': () => ok(memberInfo()) } });
    const user = userEvent.setup();
    await renderWithProviders(
      <>
        <Opener />
        <PersonalCenter />
        <BackButton />
      </>,
      { store: memberStore(), route: '/rng' },
    );
    await user.click(screen.getByRole('button', { name: 'Open member centre' }));
    await screen.findByRole('dialog', { name: 'Member centre' });
    await waitFor(() => expect(address()).toBe('/rng?member=securityCenter'));
    await user.click(screen.getByRole('button', { name: 'Browser back', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), CLOSE_WAIT);
    expect(address()).toBe('/rng');
  });
});
