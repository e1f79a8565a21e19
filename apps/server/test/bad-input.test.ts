// Bad input on every route: malformed JSON, wrong types, missing and unknown fields, oversized
// bodies, unreadable encryption, script and SQL fragments and NUL bytes in every string. Each is a
// 4xx envelope — never a 5xx — and nothing is stored.
import { encryptPayload, endpoints, type EndpointName } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AURORA, ENGINES, LOTUS, startPlatform, type TestClient, type TestPlatform } from './helpers';

const FRAGMENTS = [
  '<script>alert(1)</script>',
  "'; DROP TABLE accounts; --",
  '" OR "1"="1',
  'a\u0000b',
  '{{7*7}}${7*7}',
  '../../etc/passwd',
];

/** A valid payload per endpoint (the starting point each broken variant changes one thing in). */
const VALID: Record<EndpointName, Record<string, unknown>> = {
  // agent01: its failed logins must not put member01 (whose tokens the other cases use) behind a captcha.
  login: { username: 'agent01', password: 'wrong-password1', type: 'username', loginDeviceId: 'device-1' },
  loginFreePlay: { os: 'Linux', platform: 'W' },
  logout: {},
  getPayloadKey: {},
  getCaptcha: { scene: 'login' },
  createLoginLink: {},
  exchangeLoginLink: { code: 'not-a-real-login-link-code-000000000000000' },
  sendLoginSms: { mobileNum: '912000001', countryDialingCode: '+84', captcha: '0000' },
  sendRegisterSms: { countryDialingCode: '+84', mobileNo: '955000001', captcha: '0000' },
  register: {
    username: 'newplayer1',
    password: 'abc12345',
    confirmPassword: 'abc12345',
    mobileNum: '955000002',
    countryDialingCode: '+84',
    email: 'a@b.example',
    captcha: '0000',
    registerMethod: 'WEB',
    domain: 'aurora.localhost',
    registerUrl: 'http://aurora.localhost/register',
    loginDeviceId: 'd',
    login: true,
  },
  registerMobile: {
    username: '955000003',
    password: 'abc12345',
    mobileNum: '955000003',
    countryDialingCode: '+84',
    verificationCode: '123456',
    captcha: '0000',
    registerMethod: 'WEB',
    loginDeviceId: 'd',
    login: true,
  },
  getRegisterSettings: {},
  checkAffiliate: { code: 'AGENT01', domain: 'aurora.localhost' },
  getMemberInfo: {},
  getMemberIcon: {},
  getPlayerAvatar: {},
  changePassword: { oldPassword: 'wrong-old1', newPassword: 'abc12345', confirmNewPassword: 'abc12345' },
  forgotPasswordByEmail: { username: 'member01', email: 'nobody@aurora.example', captcha: '0000' },
  resetPasswordByPhone: { newPassword: 'abc12345', mobileNum: '912000001', verificationCode: '123456' },
  updateLanguage: { language: 'EN' },
  getBalance: {},
  getWhitelabel: {},
  getSystemStatus: { url: 'http://aurora.localhost/' },
  getDomainRoute: {},
  getHelpCenter: { category: 'terms' },
  getListAnnouncements: { types: 'PL', platform: 'W' },
  sendFeedback: { type: 'bug', content: 'It works well', contact: 'me@example.com' },
  getCountries: {},
  getGameVendors: { platform: 'html5-desktop' },
  getGameList: {
    gameType: 'RNG',
    vassalage: 'PG',
    gameName: 'dragon',
    minBet: 1,
    minLineNum: 25,
    pageNo: 1,
    pageSize: 42,
  },
  getHotGames: { isPlatform: 2, vassalage: 'PG', platform: 'html5-desktop' },
  getVendorGameTypes: { vassalage: 'PG' },
  getFavoriteIds: { gameType: 'RNG' },
  getFavoriteList: { gameType: 'RNG', pageNo: 1, pageSize: 42 },
  addFavorite: { nodeId: 'PG-00002', vendor: 'PG', gameType: 'RNG' },
  removeFavorite: { nodeId: 'PG-00002', vendor: 'PG', gameType: 'RNG' },
  getRecentGames: { clientType: 3, vassalage: 'PG', pageNo: 1 },
  getPvpRooms: { vassalage: 'KY' },
  launchGame: {
    nodeId: 'INH-SLOT',
    vassalage: 'INH',
    launchMode: 'GLS',
    accountType: 1,
    confirmTrans: 0,
    platform: 'html5-desktop',
    clientType: 3,
    language: 'EN',
  },
  closeGame: { nodeId: 'INH-SLOT' },
  startInhouseSession: { ticket: 'not-a-real-launch-ticket-0000' },
  spinInhouseSlot: { roundId: '0b6f3c52-8d1e-4f7a-9c2b-5e4d3a2b1c0d', betMinor: 100 },
  rollInhouseDice: {
    roundId: '0b6f3c52-8d1e-4f7a-9c2b-5e4d3a2b1c0e',
    betMinor: 100,
    targetHundredths: 5000,
    direction: 'under',
  },
  getInhouseRound: { roundId: '0b6f3c52-8d1e-4f7a-9c2b-5e4d3a2b1c0d' },
  rotateInhouseSeed: {},
  getRankList: { size: 10 },
  getLotteryMenus: { prizeMode: 'Elott', device: 'WEB', language: 'EN' },
  getVnLotteryMenu: { prizeMode: 'Lott', device: 'WEB' },
  getVnLotteryRecent: { count: 10 },
  getPopularLotteries: { count: 20, prizeMode: 'Elott' },
  getVnOpenedNumbers: { gameCode: 'VNMN', count: 100 },
  getOpenedNumero: { gameCode: 'FAST5', count: 10 },
  launchLottery: { gameCode: 'FAST5', launchMode: 'LOTT', device: 'WEB', backUrl: '/elott' },
  getLotteryIssue: { gameCode: 'FAST5' },
  placeLotteryBets: {
    gameCode: 'FAST5',
    issueNumber: '202606010241',
    requestId: '0b6f3c52-8d1e-4f7a-9c2b-5e4d3a2b1c0f',
    bets: [{ playType: 'BIG_SMALL', selection: 'BIG', amountMinor: 100 }],
  },
  getLotteryBets: { gameCode: 'FAST5', issueNumber: '202606010241', limit: 50 },
  verifyLotteryDraw: { gameCode: 'FAST5', issueNumber: '202606010241' },
  // --- money: member01 (no payee, no payment password); nothing here is a complete valid request that moves money ---
  getDepositMethods: {},
  createDeposit: { methodCode: 'DEMO_BANK', amount: '100', requestId: 'bad-input-deposit-1' },
  getDepositOrders: { startTime: 1780000000000, endTime: 1780500000000, pageNo: 1, pageSize: 20 },
  getWithdrawSettings: {},
  bindPayee: { kind: 'bank', providerName: 'Demo Bank', accountName: 'Member One', accountNumber: '1234567890' },
  setPaymentPassword: {
    currentPassword: 'wrong-password1',
    paymentPassword: '123456',
    confirmPaymentPassword: '123456',
  },
  requestWithdrawal: { payeeId: 1, amount: '100', password: 'wrong-password1', requestId: 'bad-input-withdrawal-1' },
  getWithdrawals: { startTime: 1780000000000, endTime: 1780500000000, pageNo: 1, pageSize: 20 },
  uploadWithdrawalProof: { withdrawalNo: 'W20260601AAAAAAAAAAAA' },
  confirmWithdrawal: { withdrawalNo: 'W20260601AAAAAAAAAAAA', result: 'received' },
  getMerchantWallet: { isSingle: 0 },
  walletTransfer: { fromWallet: 1, toWallet: 11, amount: '10', requestId: 'bad-input-transfer-1' },
  getDownlines: { username: 'member', pageNo: 1, pageSize: 20 },
  transferToDownline: {
    username: 'member01',
    amount: '10',
    password: 'wrong-password1',
    requestId: 'bad-input-downline-1',
  },
  transferToUpline: { amount: '10', password: 'wrong-password1', requestId: 'bad-input-upline-1' },
  // --- member centre records: reads, a claim of a reward nobody has, a read mark ---
  getBettingRecords: {
    startTime: 1780000000000,
    endTime: 1780500000000,
    pageNo: 1,
    pageSize: 20,
    gameType: 'RNG',
    vendor: 'INH',
    status: 'settled',
  },
  getTransactions: { startTime: 1780000000000, endTime: 1780500000000, pageNo: 1, pageSize: 20, kind: 'deposit' },
  getPersonalProfit: { startTime: 1780000000000, endTime: 1780500000000, utcOffsetMinutes: 420 },
  getBonuses: { startTime: 1780000000000, endTime: 1780500000000, pageNo: 1, pageSize: 20 },
  getRewards: { status: 'available', pageNo: 1, pageSize: 20 },
  claimReward: { rewardId: 1 },
  getPointBalance: {},
  getPointConfig: {},
  getPointRewards: {},
  redeemPointReward: {
    rewardId: 'gift-card-10',
    quantity: 1,
    password: 'wrong-password1',
    requestId: 'bad-input-redeem-1',
    address: '1 Main Street',
    mobile: '+84912000001',
  },
  getRedeemPointList: { startTime: 1780000000000, endTime: 1780500000000, pageNo: 1, pageSize: 20 },
  getPointTransactions: { startTime: 1780000000000, endTime: 1780500000000, pageNo: 1, pageSize: 20, kind: 'slots' },
  convertPoint: { points: '100', password: 'wrong-password1', requestId: 'bad-input-convert-1' },
  getMissionSummary: {},
  getMissionLeaderboard: { period: 'daily' },
  getReferral: { pageNo: 1, pageSize: 20 },
  getMessages: { unreadOnly: true, pageNo: 1, pageSize: 20 },
  readMessages: { messageIds: [1] },
  getUnreadCount: {},
  getPromotions: { category: 'new_player' },
  getPromotionDetail: { promotionId: 'welcome-bonus' },
  getMyActivities: {},
  joinPromotion: { promotionId: 'welcome-bonus' },
  uploadActivityImage: { promotionId: 'reload-bonus' },
  applyActivity: { promotionId: 'reload-bonus', remark: 'my deposit receipt', imageIds: [1] },
  claimRafflePromotion: { promotionId: 'aurora-lucky-draw' },
  // --- agent centre: member01 is refused every call (not an agent); nothing here changes a contract ---
  getAgentConsolidated: {},
  getDividendContract: {},
  processDividendContract: { action: 'offer', username: 'member01', rate: 1, period: 'D', minValidBet: '100' },
  getDailySalaryContract: {},
  processDailySalaryContract: { action: 'offer', username: 'member01', rate: 1, dailyBetAmount: '100' },
  getHourlySalaryContract: {},
  processHourlySalaryContract: { action: 'reject', contractId: 1 },
  getRealtimeSalaryContract: {},
  processRealtimeSalaryContract: { action: 'terminate', contractId: 1 },
  getAgentTeamOverview: { startTime: 1780000000000, endTime: 1780500000000 },
  registerDownline: { username: 'newdown1', password: 'abc12345', confirmPassword: 'abc12345', accountType: 'member' },
  getAgentTeamMembers: {
    username: 'member',
    parent: 'agent01',
    scope: 'all',
    status: 'active',
    pageNo: 1,
    pageSize: 20,
  },
  getAgentTeamBetting: { startTime: 1780000000000, endTime: 1780500000000, username: 'member01', withTeam: 'true' },
  getAgentMemberProfitLoss: {
    startTime: 1780000000000,
    endTime: 1780500000000,
    username: 'member',
    scope: 'all',
    includeIdle: 'false',
    pageNo: 1,
    pageSize: 20,
  },
  getAgentIncome: { startTime: 1780000000000, endTime: 1780500000000 },
  getAgentTeamTransactions: {
    startTime: 1780000000000,
    endTime: 1780500000000,
    username: 'member01',
    kind: 'deposit',
    pageNo: 1,
    pageSize: 20,
  },
  getAgentSettlements: {
    kind: 'daily',
    scope: 'mine',
    startTime: 1780000000000,
    endTime: 1780500000000,
    pageNo: 1,
    pageSize: 20,
  },
  // --- customer service and live chat ---
  getServiceConfig: {},
  getChatUrl: { b2c: 1, title: 'Customer service', language: 'EN', headerColor: '#6b21a8' },
  getChatUnreadCount: {},
  getChatMessages: { limit: 20 },
  sendChatMessage: { clientId: '5b0c7a52-8a8e-4d39-9d0e-2f1f3c1f0a11', text: 'Hello, I need help' },
  sendChatImage: { clientId: '5b0c7a52-8a8e-4d39-9d0e-2f1f3c1f0a12' },
  readChatMessages: { upToId: 1 },
  // The second factor (issue 25).
  verifyLogin: { ticket: 'not-a-real-ticket-0000000000000000000000000', method: 'authenticator', code: '123456' },
  resendLoginCode: { ticket: 'not-a-real-ticket-0000000000000000000000000' },
  getAuthenticator: {},
  startAuthenticatorBinding: {},
  confirmAuthenticatorBinding: { code: '123456' },
  unbindAuthenticator: { password: 'wrong-password1', method: 'authenticator', code: '123456' },
  getActiveSessions: {},
  endSession: { sessionId: 999999 },
  endOtherSessions: {},
  // Passkeys (issue 25): well-formed answers that check out against no challenge or credential.
  getPasskeys: {},
  passkeyRegistrationOptions: {},
  registerPasskey: {
    response: {
      id: 'AAAAAAAAAAAAAAAAAAAAAA',
      rawId: 'AAAAAAAAAAAAAAAAAAAAAA',
      type: 'public-key',
      response: { clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0', attestationObject: 'oA' },
      clientExtensionResults: {},
    },
    name: 'My laptop',
  },
  renamePasskey: { passkeyId: 999999, name: 'My laptop' },
  removePasskey: { passkeyId: 999999, password: 'wrong-password1' },
  passkeyLoginOptions: {},
  passkeyLogin: {
    response: {
      id: 'AAAAAAAAAAAAAAAAAAAAAA',
      rawId: 'AAAAAAAAAAAAAAAAAAAAAA',
      type: 'public-key',
      response: { clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0', authenticatorData: 'AAAA', signature: 'AAAA' },
      clientExtensionResults: {},
    },
    loginDeviceId: 'device-1',
  },
  // --- responsible gaming: member01 with a wrong password; no valid variant here changes a limit or an exclusion ---
  getResponsibleGaming: {},
  setGamingLimit: { kind: 'deposit', period: 'daily', amount: '100' },
  cancelGamingLimitRaise: { kind: 'loss', period: 'weekly' },
  setRealityCheck: { intervalMinutes: 15 },
  getRealityCheck: {},
  startTimeOut: { duration: 'custom', days: 3 },
  selfExclude: { period: '6m', password: 'wrong-password1' },
  listSocialProviders: {},
  startSocialSignIn: { provider: 'google', redirectUri: 'http://aurora.localhost/social/callback', returnPath: '/' },
  completeSocialSignIn: { state: 'not-a-real-state', code: 'not-a-real-code' },
  linkSocialIdentity: { linkTicket: 'not-a-real-link-ticket', password: 'wrong-password1' },
};

const TABLES = [
  'accounts',
  'sessions',
  'feedback',
  'verification_codes',
  'outbox',
  'wallets',
  'ledger',
  'captchas',
  'promotion_activities',
  'activity_images',
  'support_conversations',
  'support_messages',
  'authenticators',
  'recovery_codes',
  'login_tickets',
  'known_devices',
  'rg_limits',
  'rg_exclusions',
  'passkeys',
  'passkey_challenges',
] as const;

describe.each(ENGINES)('bad input (%s)', (engine) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform({ engine });
  });
  afterAll(() => platform?.close());

  async function counts(): Promise<Record<string, number>> {
    const result: Record<string, number> = {};
    for (const table of TABLES) {
      const row = await platform.app.platform.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      result[table] = Number(row.n);
    }
    return result;
  }

  const clientFor = (name: EndpointName): TestClient => platform.client(name === 'loginFreePlay' ? LOTUS : AURORA);
  // member01's token, kept per tenant and checked live before each use (a member-info call): a
  // login verifies an argon2 hash and this file makes thousands of token calls, each
  // of which logged in afresh. A token a call has ended (a session limit, a lock) is replaced.
  const tokens = new Map<string, string>();
  const tokenFor = async (client: TestClient, name: EndpointName) => {
    if (!endpoints[name].token) return undefined;
    const kept = tokens.get(client.merchant);
    if (kept && (await client.call('getMemberInfo', {}, { token: kept })).status === 200) return kept;
    const token = await client.login('member01');
    tokens.set(client.merchant, token);
    return token;
  };

  it.each(Object.keys(VALID) as EndpointName[])(
    '%s: unknown fields, wrong types and missing fields are 400s, nothing stored',
    async (name) => {
      const client = clientFor(name);
      const token = await tokenFor(client, name);
      const valid = VALID[name];
      const before = await counts();
      const variants: Record<string, unknown>[] = [{ ...valid, unexpectedField: 'x' }];
      for (const key of Object.keys(valid)) {
        variants.push({
          ...valid,
          // A wrong type: a string where a JSON number goes, a number where a string goes.
          [key]:
            endpoints[name].body === 'query' || endpoints[name].body === 'form'
              ? 'x'.repeat(5000)
              : typeof valid[key] === 'number'
                ? 'x'
                : 12345,
        });
        if (endpoints[name].body === 'json')
          variants.push({ ...valid, [key]: { nested: true } }, { ...valid, [key]: ['a', 'b'] });
        const { [key]: _dropped, ...missing } = valid;
        // Only required fields make a missing-field variant fail.
        if (
          !(
            endpoints[name].request as { shape?: Record<string, { safeParse(v: unknown): { success: boolean } }> }
          ).shape?.[key]?.safeParse(undefined).success
        )
          variants.push(missing);
      }
      if (endpoints[name].body === 'none') return; // no payload to break (logout)
      for (const variant of variants) {
        const result = await client.call(name, variant, { token });
        expect(
          result.status,
          `${name} ${JSON.stringify(variant).slice(0, 120)} → ${JSON.stringify(result.body)}`,
        ).toBeGreaterThanOrEqual(400);
        expect(result.status).toBeLessThan(500);
        expect(result.body.success).toBe(false);
        expect(typeof result.body.errorCode).toBe('string');
        expect(typeof result.body.message).toBe('string');
      }
      expect(await counts()).toEqual(before);
    },
  );

  it.each(Object.keys(VALID) as EndpointName[])(
    '%s: script, SQL and NUL fragments in every string never cause a 5xx',
    async (name) => {
      if (endpoints[name].body === 'none') return; // no payload (logout)
      const client = clientFor(name);
      const valid = VALID[name];
      const stringKeys = Object.keys(valid).filter((k) => typeof valid[k] === 'string');
      for (const fragment of FRAGMENTS) {
        const token = await tokenFor(client, name);
        // Every string at once: refused, nothing stored.
        const before = await counts();
        const all = Object.fromEntries(
          Object.entries(valid).map(([k, v]) => [k, typeof v === 'string' ? fragment : v]),
        );
        const allResult = await client.call(name, all, { token });
        expect(allResult.status, `${name} all=${fragment} → ${JSON.stringify(allResult.body)}`).toBeLessThan(500);
        const after = await counts();
        // Reading calls may answer (there is nothing to store); calls that write must refuse.
        if (endpoints[name].method !== 'GET') {
          // (A payload without strings, such as readMessages' ids, is the valid request itself.)
          if (stringKeys.length > 0) expect(allResult.status, `${name} all=${fragment}`).toBeGreaterThanOrEqual(400);
          // A fresh captcha or SMS row is not written by a refused call either.
          expect(after).toEqual(before);
        }
        // One string at a time: still never a 5xx.
        for (const key of stringKeys) {
          const result = await client.call(
            name,
            { ...valid, [key]: fragment },
            { token: await tokenFor(client, name) },
          );
          expect(
            result.status,
            `${name}.${key}=${JSON.stringify(fragment)} → ${JSON.stringify(result.body)}`,
          ).toBeLessThan(500);
        }
      }
      // The tables are all still there and the demo accounts intact.
      expect(await client.login('member01')).toBeTruthy();
    },
  );

  it('refuses malformed JSON on every JSON route with 400 request_body_required', async () => {
    for (const [name, endpoint] of Object.entries(endpoints)) {
      if (endpoint.body !== 'json') continue;
      for (const payload of ['{bad', '{"username": "member01",', 'null', '"text"', '[]', '']) {
        const response = await platform.app.inject({
          method: endpoint.method,
          url: endpoint.path,
          headers: { merchant: name === 'loginFreePlay' ? LOTUS : AURORA, 'content-type': 'application/json' },
          payload,
        });
        expect(response.statusCode, `${name} ${payload}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `${name} ${payload}`).toBeLessThan(500);
        expect(response.json().success).toBe(false);
      }
      const bad = await platform.app.inject({
        method: endpoint.method,
        url: endpoint.path,
        headers: { merchant: name === 'loginFreePlay' ? LOTUS : AURORA, 'content-type': 'application/json' },
        payload: '{bad',
      });
      // Token and game-session routes authenticate before they read the body.
      const authenticated = endpoint.token || ('gameSession' in endpoint && endpoint.gameSession);
      if (!authenticated) expect(bad.json().errorCode, name).toBe('request_body_required');
    }
  });

  it('refuses a body in another encoding than the route takes with 415: form on a JSON route, JSON on the form route', async () => {
    const before = await counts();
    const post = (name: EndpointName, type: string, payload: string) =>
      platform.app.inject({
        method: endpoints[name].method,
        url: endpoints[name].path,
        headers: { merchant: AURORA, 'content-type': type },
        payload,
      });
    const cases: [EndpointName, string, string][] = [
      [
        'sendLoginSms',
        'application/x-www-form-urlencoded',
        'mobileNum=912000001&countryDialingCode=%2B84&captcha=0000',
      ],
      ['sendLoginSms', 'text/plain', 'hello'],
      ['sendLoginSms', 'application/xml', '<a/>'],
      ['forgotPasswordByEmail', 'application/json', JSON.stringify(VALID.forgotPasswordByEmail)],
      ['sendFeedback', 'application/x-www-form-urlencoded', 'type=bug&content=x'],
      ['sendFeedback', 'image/png', '\x89PNG'],
      ['uploadWithdrawalProof', 'application/json', '{}'],
      ['uploadWithdrawalProof', 'text/plain', 'hello'],
      ['uploadActivityImage', 'application/json', '{}'],
      ['uploadActivityImage', 'text/plain', 'hello'],
    ];
    for (const [name, type, payload] of cases) {
      const response = await post(name, type, payload);
      expect(response.statusCode, `${type} on ${name}`).toBe(415);
      expect(response.json().errorCode).toBe('unsupported_media_type');
    }
    const duplicated = await post(
      'forgotPasswordByEmail',
      'application/x-www-form-urlencoded',
      'username=a&username=b&email=x@y.z&captcha=0000',
    );
    expect(duplicated.statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('refuses bodies over the limit with 413 request_too_large', async () => {
    const before = await counts();
    for (const name of ['sendFeedback', 'register', 'login', 'forgotPasswordByEmail'] as const) {
      const endpoint = endpoints[name];
      const payload =
        endpoint.body === 'form'
          ? `username=${'a'.repeat(70_000)}&email=x`
          : JSON.stringify({ ...VALID[name], content: 'x'.repeat(70_000) });
      const response = await platform.app.inject({
        method: endpoint.method,
        url: endpoint.path,
        headers: {
          merchant: AURORA,
          'content-type': endpoint.body === 'form' ? 'application/x-www-form-urlencoded' : 'application/json',
        },
        payload,
      });
      expect(response.statusCode, name).toBe(413);
      expect(response.json().errorCode).toBe('request_too_large');
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses unreadable encrypted bodies with 400 request_body_required', async () => {
    const client = platform.client();
    const key = (await client.call('getPayloadKey', {})).body.value!;
    const sealed = await encryptPayload(key.publicKey, key.keyId, VALID.login);
    const post = (headers: Record<string, string>, body: unknown) =>
      platform.app.inject({
        method: 'POST',
        url: endpoints.login.path,
        headers: { merchant: AURORA, 'content-type': 'application/json', ...headers },
        payload: JSON.stringify(body),
      });
    const tampered =
      sealed.body.value.slice(0, 20) + (sealed.body.value[20] === 'A' ? 'B' : 'A') + sealed.body.value.slice(21);
    const cases: [Record<string, string>, unknown][] = [
      [{}, sealed.body],
      [{ encryption: sealed.header }, { value: tampered }],
      [{ encryption: sealed.header.replace(/^[^.]+/, 'otherkey') }, sealed.body],
      [{ encryption: 'garbage' }, sealed.body],
      [{ encryption: sealed.header }, { value: 'not base64 !!' }],
      [{ encryption: sealed.header }, VALID.login],
      [{ encryption: sealed.header }, { value: sealed.body.value, extra: 1 }],
    ];
    for (const [headers, body] of cases) {
      const response = await post(headers, body);
      expect(response.statusCode, JSON.stringify(headers)).toBe(400);
      expect(response.json().errorCode).toBe('request_body_required');
    }
    // The untouched pair is readable (and answers as a wrong password would).
    expect(['login_failed', 'captcha_error']).toContain(
      (await post({ encryption: sealed.header }, sealed.body)).json().errorCode,
    );
  });

  it('stores free text verbatim: an SQL fragment in feedback is data, not SQL', async () => {
    const content = "Robert'); DROP TABLE feedback; --";
    const result = await platform.client().call('sendFeedback', { type: 'other', content });
    expect(result.status).toBe(200);
    const row = await platform.app.platform.db
      .selectFrom('feedback')
      .select('content')
      .where('id', '=', result.body.value!.id)
      .executeTakeFirstOrThrow();
    expect(row.content).toBe(content);
  });
});
