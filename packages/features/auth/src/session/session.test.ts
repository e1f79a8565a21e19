// The session: what starting and ending one does to sessionStorage and to the auth state.
import { SESSION_STORAGE_KEYS } from '@portal/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { loginValue, memberInfo } from '../../test/fixtures';
import { fail, mockPlatform, ok } from '../../test/platform';
import { createTestStore } from '../../test/render';
import { rememberLoginPassword, knownLoginPassword } from '../password/known-password';
import { authReducer, initialAuthState, loggedIn, openAuthModal } from './auth-slice';
import { getSessionToken, readStoredSession } from './session-storage';
import { endSession, loadMemberInfo, logout, sessionEnded, startSession } from './session-thunks';

beforeEach(() => {
  sessionStorage.clear();
});

describe('startSession', () => {
  it('stores the spec §3 keys and marks the member logged in', () => {
    mockPlatform();
    const store = createTestStore();
    store.dispatch(startSession(loginValue()));
    expect(getSessionToken()).toBe('tok-member01');
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.account)).toBe('member01');
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.merchantCode)).toBe('AUR');
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.isAgent)).toBe('0');
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.customerId)).toBe('101');
    expect(store.getState().auth).toMatchObject({
      loggedIn: true,
      account: 'member01',
      isAgent: false,
      accountType: 0,
    });
  });

  it.each([1, 2, 41, 42])('derives agent status from member type %i (isAgent stored as the number 1)', (type) => {
    mockPlatform();
    const store = createTestStore();
    store.dispatch(startSession(loginValue({ type, isAgent: false })));
    expect(store.getState().auth.isAgent).toBe(true);
    expect(sessionStorage.getItem(SESSION_STORAGE_KEYS.isAgent)).toBe('1');
  });

  it('does not count the trial type 4 as an agent', () => {
    mockPlatform();
    const store = createTestStore();
    store.dispatch(startSession(loginValue({ type: 4 })));
    expect(store.getState().auth).toMatchObject({ isAgent: false, accountType: 4 });
  });

  it('flags a password change on a first login or an expired password', () => {
    expect(authReducer(undefined, loggedIn(loginValue({ firstTimeLogin: true }))).changePasswordRequired).toBe(true);
    expect(authReducer(undefined, loggedIn(loginValue({ passwordExpired: true }))).changePasswordRequired).toBe(true);
    expect(authReducer(undefined, loggedIn(loginValue())).changePasswordRequired).toBe(false);
  });
});

describe('a reloaded tab', () => {
  it('starts logged in when a token is stored, as a visitor otherwise', () => {
    expect(initialAuthState().loggedIn).toBe(false);
    sessionStorage.setItem('token', 'tok-1');
    sessionStorage.setItem('account', 'agent01');
    sessionStorage.setItem('isAgent', '1');
    expect(initialAuthState()).toMatchObject({ loggedIn: true, account: 'agent01', isAgent: true });
  });
});

describe('member info', () => {
  it('sets the account type, agent status and VIP service (rank above 4) and stores the member label', async () => {
    mockPlatform({
      handlers: {
        'GET /wps/member/info': () =>
          ok(memberInfo({ type: 41, clubLabel: { labelName: 'Diamond', color: '', color2: '', rankLevel: 5 } })),
      },
    });
    const store = createTestStore();
    store.dispatch(startSession(loginValue()));
    await store.dispatch(loadMemberInfo());
    expect(store.getState().auth).toMatchObject({ accountType: 41, isAgent: true, vipService: true });
    expect(sessionStorage.getItem('memberLabel')).toBe('New');
    expect(sessionStorage.getItem('memberLabelBgColor')).toBe('#080');
    expect(readStoredSession()).toMatchObject({
      token: 'tok-member01',
      merchantCode: 'AUR',
      isAgent: true,
      customerId: 101,
      memberLabel: { name: 'New', textColor: '#fff', bgColor: '#080' },
    });
  });

  it('gives no VIP service up to rank 4', async () => {
    mockPlatform({ handlers: { 'GET /wps/member/info': () => ok(memberInfo()) } });
    const store = createTestStore();
    store.dispatch(startSession(loginValue()));
    await store.dispatch(loadMemberInfo());
    expect(store.getState().auth.vipService).toBe(false);
  });
});

describe('endSession', () => {
  function loggedInStore() {
    const store = createTestStore();
    sessionStorage.setItem('merchant', 'AUR-config');
    store.dispatch(startSession(loginValue({ type: 1 })));
    sessionStorage.setItem('memberLabel', 'VIP');
    sessionStorage.setItem('settings', '{}');
    return store;
  }

  it('clears sessionStorage but the merchant keys and resets login, agent and VIP state', () => {
    mockPlatform();
    const store = loggedInStore();
    rememberLoginPassword('123456');
    store.dispatch(endSession());
    expect(Object.keys(sessionStorage).sort()).toEqual(['merchant', 'merchantCode']);
    expect(sessionStorage.getItem('merchant')).toBe('AUR-config');
    expect(sessionStorage.getItem('merchantCode')).toBe('AUR');
    expect(store.getState().auth).toMatchObject({
      loggedIn: false,
      isAgent: false,
      vipService: false,
      accountType: null,
      account: null,
    });
    expect(knownLoginPassword()).toBeNull();
  });

  it('logout calls DELETE /wps/session/logout with the token, then ends the session', async () => {
    const platform = mockPlatform({ handlers: { 'DELETE /wps/session/logout': () => ok(null) } });
    const store = loggedInStore();
    await store.dispatch(logout());
    expect(platform.calls('DELETE', '/wps/session/logout')[0]?.headers.Authorization).toBe('tok-member01');
    expect(getSessionToken()).toBeNull();
    expect(store.getState().auth.loggedIn).toBe(false);
  });

  it('logout ends the session even when the call fails', async () => {
    mockPlatform({ handlers: { 'DELETE /wps/session/logout': () => fail(500, 'internal_error') } });
    const store = loggedInStore();
    await store.dispatch(logout());
    expect(getSessionToken()).toBeNull();
    expect(store.getState().auth.loggedIn).toBe(false);
  });
});

describe('sessionEnded (a 401 from any call)', () => {
  it('ends the session and opens the login popup saying why', () => {
    mockPlatform();
    const store = createTestStore();
    store.dispatch(startSession(loginValue()));
    store.dispatch(sessionEnded('duplicateLogin'));
    expect(getSessionToken()).toBeNull();
    expect(store.getState().auth).toMatchObject({
      loggedIn: false,
      modal: 'login',
      sessionEndReason: 'duplicateLogin',
    });
  });

  it('does nothing for a visitor', () => {
    mockPlatform();
    const store = createTestStore();
    store.dispatch(openAuthModal({ modal: 'register' }));
    store.dispatch(sessionEnded('login.not.session'));
    expect(store.getState().auth).toMatchObject({ modal: 'register', sessionEndReason: null });
  });

  it('is what the api config calls when a token call answers 401', async () => {
    const store = createTestStore();
    mockPlatform({
      handlers: { 'GET /wps/member/info': () => fail(401, 'login.not.session', 'Please log in') },
      onSessionEnded: (code) => store.dispatch(sessionEnded(code)),
    });
    store.dispatch(startSession(loginValue()));
    await store.dispatch(loadMemberInfo());
    expect(store.getState().auth).toMatchObject({
      loggedIn: false,
      modal: 'login',
      sessionEndReason: 'login.not.session',
    });
  });
});

describe('the forced modal', () => {
  it('cannot be closed by closeAuthModal', async () => {
    const { closeAuthModal } = await import('./auth-slice');
    const state = authReducer(undefined, openAuthModal({ modal: 'changePassword', forced: true }));
    expect(authReducer(state, closeAuthModal()).modal).toBe('changePassword');
    const normal = authReducer(undefined, openAuthModal({ modal: 'changePassword' }));
    expect(authReducer(normal, closeAuthModal()).modal).toBeNull();
  });
});
