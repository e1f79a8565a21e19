// @vitest-environment node
// The api package's endpoints against the real platform: a real store, the real codec (encrypted
// calls really encrypted), the real server on a fresh database.
import { configureStore } from '@reduxjs/toolkit';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  configurePortalApi,
  gamesApi,
  memberApi,
  moduleFlagsFrom,
  platformCodec,
  portalApi,
  sessionApi,
  setDefaultModuleFlags,
  systemApi,
  type ApiError,
} from '../src/index';
import { cookieFetch, startPlatform, type RunningPlatform } from './platform-server';

let platform: RunningPlatform;
let token: string | null = null;
let merchant = 'AUR';
const onSessionEnded = vi.fn();
const store = configureStore({
  reducer: { [portalApi.reducerPath]: portalApi.reducer },
  middleware: (getDefault) => getDefault().concat(portalApi.middleware),
});

beforeAll(async () => {
  platform = await startPlatform();
  const sharedFetch = cookieFetch();
  configurePortalApi({
    baseUrl: () => platform.origin,
    getToken: () => token,
    getMerchant: () => merchant,
    getLanguage: () => 'EN',
    getDeviceId: () => '3f1c8c6e-7a53-4d7e-9d0a-2b6a3f0c1d11',
    isModuleEnabled: () => true,
    onSessionEnded,
    codec: platformCodec(),
    fetch: sharedFetch,
  });
}, 40_000);

afterAll(async () => {
  await platform?.stop();
});

async function outbox(
  filters: Record<string, string>,
): Promise<Array<{ code: string | null; recipient: string; channel: string }>> {
  const url = `${platform.origin}/dev/outbox?${new URLSearchParams(filters)}`;
  const response = await fetch(url, { headers: { 'X-Dev-Key': platform.devKey } });
  return ((await response.json()) as { value: Array<{ code: string | null; recipient: string; channel: string }> })
    .value;
}

const errorOf = (result: { error?: unknown }) => result.error as ApiError;

describe('system calls', () => {
  it('reads the boot call, whose module tree overrides the build-time defaults', async () => {
    setDefaultModuleFlags({ FREEPLAY3: true });
    const status = await store.dispatch(systemApi.endpoints.getSystemStatus.initiate({ url: 'localhost' })).unwrap();
    expect(status.maintenance).toBe(false);
    expect(status.info.register.username.enabled).toBe(true);
    // aurora has free play off on the platform; the build-time default gives way.
    expect(moduleFlagsFrom(status).FREEPLAY3).toBe(false);
    expect(moduleFlagsFrom(status).MOBILEVERCODELOGIN3).toBe(true);
  });

  it('reads the registration settings, countries and help centre of the tenant', async () => {
    const settings = await store.dispatch(systemApi.endpoints.getRegisterSettings.initiate()).unwrap();
    expect(settings.password.required).toBe(true);
    const countries = await store.dispatch(systemApi.endpoints.getCountries.initiate()).unwrap();
    expect(countries.map((c) => c.countryCode)).toContain('VN');
    const help = await store.dispatch(systemApi.endpoints.getHelpCenter.initiate({})).unwrap();
    expect(help.articles.length).toBeGreaterThan(0);
  });
});

describe('session and member calls', () => {
  it('logs in with an encrypted body, then reads member info and balance with the token', async () => {
    const login = await store
      .dispatch(sessionApi.endpoints.login.initiate({ username: 'member01', password: 'demo1234', type: 'username' }))
      .unwrap();
    expect(login.userName).toBe('member01');
    expect(login.forceChangePassword).toBe(false);
    token = login.token;

    const info = await store.dispatch(memberApi.endpoints.getMemberInfo.initiate()).unwrap();
    expect(info.account).toBe('member01');
    const balance = await store.dispatch(memberApi.endpoints.getBalance.initiate()).unwrap();
    expect(balance.sumBalance).toBeGreaterThan(0);
  });

  it('answers a wrong password with a translated envelope error and no session', async () => {
    const result = await store.dispatch(
      sessionApi.endpoints.login.initiate({ username: 'member01', password: 'wrong-pass1', type: 'username' }),
    );
    // 401 is kept for "the session is over"; bad credentials are a 400 with a stable code.
    expect(errorOf(result)).toEqual({
      status: 400,
      errorCode: 'login_failed',
      message: 'Wrong username or password.',
      value: { captcha: false },
    });
  });

  it('asks the default-password account to change its password, and the change works encrypted', async () => {
    const login = await store
      .dispatch(sessionApi.endpoints.login.initiate({ username: 'reset01', password: '123456', type: 'username' }))
      .unwrap();
    expect(login.forceChangePassword).toBe(true);
    token = login.token;
    await store
      .dispatch(
        memberApi.endpoints.changePassword.initiate({
          oldPassword: '123456',
          newPassword: 'fresh2025',
          confirmNewPassword: 'fresh2025',
        }),
      )
      .unwrap();
    const again = await store
      .dispatch(sessionApi.endpoints.login.initiate({ username: 'reset01', password: 'fresh2025', type: 'username' }))
      .unwrap();
    expect(again.forceChangePassword).toBe(false);
    token = again.token;
  });

  it('ends the session on logout: the old token gets a 401 and the app is told', async () => {
    await store.dispatch(sessionApi.endpoints.logout.initiate()).unwrap();
    const result = await store.dispatch(memberApi.endpoints.getMemberInfo.initiate(undefined, { forceRefetch: true }));
    expect(errorOf(result).status).toBe(401);
    expect(onSessionEnded).toHaveBeenCalled();
    token = null;
  });
});

describe('registration', () => {
  it('refuses a registration without a required field, naming the field', async () => {
    const result = await store.dispatch(
      memberApi.endpoints.register.initiate({
        username: 'nomobile1',
        password: 'secret123',
        confirmPassword: 'secret123',
        captcha: 'x',
        login: true,
        registerMethod: 'WEB',
        registerUrl: platform.origin,
        domain: '127.0.0.1',
      } as never),
    );
    expect(errorOf(result)).toMatchObject({
      status: 400,
      errorCode: 'field_invalid',
      value: { field: 'mobileNum', kind: 'required' },
    });
  });

  it('registers by username with a captcha read from the outbox, and the answer is a session', async () => {
    const captcha = await store.dispatch(sessionApi.endpoints.getCaptcha.initiate({ scene: 'register' })).unwrap();
    expect(captcha.length).toBeGreaterThan(100);
    const [newest] = await outbox({ channel: 'captcha', merchant: 'AUR', limit: '1' });
    const username = `api${Date.now().toString(36).slice(-6)}`;
    // A shown mobile field is always required (spec §5); aurora shows it.
    const mobile = { mobileNum: `09${String(Date.now()).slice(-8)}`, countryDialingCode: '+84' };
    const value = await store
      .dispatch(
        memberApi.endpoints.register.initiate({
          username,
          password: 'secret123',
          confirmPassword: 'secret123',
          captcha: newest!.code!,
          login: true,
          registerMethod: 'WEB',
          registerUrl: platform.origin,
          domain: '127.0.0.1',
          ...mobile,
        } as never),
      )
      .unwrap();
    expect(value.userName).toBe(username);
    // 32 random bytes, base64url: letters, digits, - and _ (a run of \w can be cut short by a -).
    expect(value.token).toMatch(/^[\w-]{43}$/);
  });

  it('keeps tenants apart: an aurora account cannot log in on lotus', async () => {
    merchant = 'LTS';
    try {
      const result = await store.dispatch(
        sessionApi.endpoints.login.initiate({ username: 'api-none', password: 'demo1234', type: 'username' }),
      );
      expect(errorOf(result).status).toBeGreaterThanOrEqual(400);
      const member = await store
        .dispatch(sessionApi.endpoints.login.initiate({ username: 'member01', password: 'demo1234', type: 'username' }))
        .unwrap();
      expect(member.merchantCode).toBe('LTS');
    } finally {
      merchant = 'AUR';
    }
  });
});

describe('games calls', () => {
  it('browses as a visitor: vendors by lane, a folded name search, hot games and the winner board', async () => {
    token = null;
    const vendors = await store.dispatch(gamesApi.endpoints.getGameVendors.initiate()).unwrap();
    expect(vendors.data.lanes.find((lane) => lane.title === 'RNG')?.cards.length).toBeGreaterThan(0);
    const found = await store
      .dispatch(gamesApi.endpoints.getGameList.initiate({ gameType: 'RNG', gameName: 'rong', pageNo: 1, pageSize: 42 }))
      .unwrap();
    expect(found.games.length).toBeGreaterThan(0);
    for (const game of found.games)
      expect(
        game.gameName
          .normalize('NFD')
          .replace(/\p{M}+/gu, '')
          .toLowerCase(),
      ).toContain('rong');
    const hot = await store.dispatch(gamesApi.endpoints.getHotGames.initiate()).unwrap();
    expect(hot.list.every((game) => game.isHot === 1)).toBe(true);
    const board = await store.dispatch(gamesApi.endpoints.getRankList.initiate({ size: 10 })).unwrap();
    expect(Array.isArray(board.list)).toBe(true);
  });

  it('favourites, launches one game at a time (#734, then close and launch again) and lists it as recent', async () => {
    const login = await store
      .dispatch(sessionApi.endpoints.login.initiate({ username: 'agent01', password: 'demo1234', type: 'username' }))
      .unwrap();
    token = login.token;
    await store
      .dispatch(gamesApi.endpoints.addFavorite.initiate({ nodeId: 'INH-SLOT', vendor: 'INH', gameType: 'RNG' }))
      .unwrap();
    expect(
      await store.dispatch(gamesApi.endpoints.getFavoriteIds.initiate(undefined, { forceRefetch: true })).unwrap(),
    ).toContain('INH-SLOT');
    await store
      .dispatch(gamesApi.endpoints.removeFavorite.initiate({ nodeId: 'INH-SLOT', vendor: 'INH', gameType: 'RNG' }))
      .unwrap();
    expect(
      await store.dispatch(gamesApi.endpoints.getFavoriteIds.initiate(undefined, { forceRefetch: true })).unwrap(),
    ).not.toContain('INH-SLOT');

    const launch = { vassalage: 'INH', launchMode: 'GLS' as const };
    const slot = await store
      .dispatch(gamesApi.endpoints.launchGame.initiate({ ...launch, nodeId: 'INH-SLOT' }))
      .unwrap();
    expect(slot.content.game_url).toMatch(/^\/inhouse\/play\?ticket=/);
    const refused = await store.dispatch(gamesApi.endpoints.launchGame.initiate({ ...launch, nodeId: 'INH-DICE' }));
    expect(errorOf(refused)).toMatchObject({
      errorCode: 'game_already_open',
      value: { openGame: { nodeId: 'INH-SLOT' } },
    });
    await store.dispatch(gamesApi.endpoints.closeGame.initiate({ nodeId: 'INH-SLOT' })).unwrap();
    const dice = await store
      .dispatch(gamesApi.endpoints.launchGame.initiate({ ...launch, nodeId: 'INH-DICE' }))
      .unwrap();
    expect(dice.content.game_url).toMatch(/^\/inhouse\/play\?ticket=/);

    const recent = await store
      .dispatch(gamesApi.endpoints.getRecentGames.initiate(undefined, { forceRefetch: true }))
      .unwrap();
    expect(recent.list.map((game) => game.nodeId).slice(0, 2)).toEqual(['INH-DICE', 'INH-SLOT']);
  });
});
