// Responsible gaming (issue 25) on SQLite and PostgreSQL, through the real calls: deposit limits
// refuse an order over what the period leaves (and a raise waits for its 24-hour cooling-off on the
// test clock, cancellable; a lowering is at once); a loss limit refuses an in-house spin and a
// lottery bet whose stake would pass it, with no bet, ledger row or balance change; a time-out
// refuses the deposit, the launch, the spin, the lottery bet and a new login; a self-exclusion,
// confirmed by the password, ends the sessions of the same identity on both brands and refuses their
// logins until it ends; the reality check answers the session's start and net result; bad input is
// refused with the contract's error and changes nothing.
import { randomUUID } from 'node:crypto';
import { ACCOUNT_TYPES, HEADERS, WALLET_IDS } from '@portal/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DAY, HOUR, MINUTE } from '../src/lib/clock';
import { rgPeriodAt } from '../src/services/responsible-gaming/periods';
import { AURORA, ENGINES, LOTUS, startPlatform, TEST_HASHER, type TestPlatform } from './helpers';
import { MEMBER_PASSWORD, mainBalance, newMember, payDeposit, reposOf, requestId, type Member } from './money-helpers';

const AURORA_ZONE_MINUTES = 420;

describe.each(ENGINES)('responsible gaming (%s)', (engine) => {
  let platform: TestPlatform;
  let passwordHash: string;
  beforeAll(async () => {
    platform = await startPlatform({ engine });
    passwordHash = await TEST_HASHER.hash(MEMBER_PASSWORD);
  });
  afterAll(() => platform?.close());

  // Every test starts an hour into a fresh brand day (aurora's zone, UTC+7).
  beforeEach(() => {
    const day = rgPeriodAt('daily', platform.clock.now(), AURORA_ZONE_MINUTES);
    platform.clock.set(day.end + HOUR);
  });

  const member = (merchant = AURORA) => newMember(platform, { merchant, balanceMinor: 1_000_000, prefix: 'rg' });
  const stateOf = async (m: Member) => {
    const answer = await m.client.call('getResponsibleGaming', {}, { token: m.token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.value!;
  };
  const limitOf = async (m: Member, kind: 'deposit' | 'loss', period: 'daily' | 'weekly' | 'monthly') =>
    (await stateOf(m)).limits.find((l) => l.kind === kind && l.period === period)!;
  const setLimit = (m: Member, kind: string, period: string, amount: string | null) =>
    m.client.call('setGamingLimit', { kind, period, amount } as never, { token: m.token });
  const deposit = (m: Member, amount: string) =>
    m.client.call(
      'createDeposit',
      { methodCode: 'DEMO_BANK', amount, requestId: requestId('rgdep') },
      { token: m.token },
    );
  const orderCount = async (m: Member) =>
    (
      await platform.app.platform.db
        .selectFrom('deposit_orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('account_id', '=', m.id)
        .executeTakeFirstOrThrow()
    ).n;
  const betCount = async (m: Member) =>
    (
      await platform.app.platform.db
        .selectFrom('betting_records')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('account_id', '=', m.id)
        .executeTakeFirstOrThrow()
    ).n;
  const ledgerCount = async (m: Member) =>
    (
      await platform.app.platform.db
        .selectFrom('ledger')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('account_id', '=', m.id)
        .executeTakeFirstOrThrow()
    ).n;

  /** Launches the in-house slot and opens its game session; the game-session token. */
  async function openSlot(m: Member): Promise<string> {
    const launch = await m.client.call(
      'launchGame',
      { nodeId: 'INH-SLOT', vassalage: 'INH', launchMode: 'GLS' },
      { token: m.token },
    );
    expect(launch.status, JSON.stringify(launch.body)).toBe(200);
    const ticket = new URL(launch.body.value!.content.game_url!, 'http://x').searchParams.get('ticket')!;
    const session = await m.client.call('startInhouseSession', { ticket });
    expect(session.status, JSON.stringify(session.body)).toBe(200);
    return session.body.value!.gameSessionToken;
  }
  const spin = (m: Member, gameSession: string, betMinor: number) =>
    m.client.call(
      'spinInhouseSlot',
      { roundId: randomUUID(), betMinor },
      { headers: { [HEADERS.gameSession]: gameSession } },
    );
  async function lotteryBet(m: Member, amountMinor: number) {
    const current = await m.client.call('getLotteryIssue', { gameCode: 'FAST5' });
    expect(current.status, JSON.stringify(current.body)).toBe(200);
    const issueNumber = (current.body.value as { issue: { issueNumber: string } }).issue.issueNumber;
    return m.client.call(
      'placeLotteryBets',
      {
        gameCode: 'FAST5',
        issueNumber,
        requestId: randomUUID(),
        bets: [{ playType: 'BIG_SMALL', selection: 'BIG', amountMinor }],
      },
      { token: m.token },
    );
  }

  /** An account with a mobile number and an e-mail (its verified identity), with the member password. */
  async function withIdentity(merchant: string, mobile: string, email: string): Promise<Member> {
    const repos = reposOf(platform, merchant);
    const now = platform.clock.now();
    const username = `rgid${engine.slice(0, 2)}${Math.random().toString(36).slice(2, 8)}`;
    const id = await repos.transaction(async (trx) => {
      const accountId = await trx.accounts.insert({
        username,
        username_key: username,
        nickname: username,
        type: ACCOUNT_TYPES.MEMBER,
        status: 'active',
        password_hash: passwordHash,
        password_changed_at: now,
        must_change_password: 0,
        profile_json: '{}',
        language: 'EN',
        created_at: now,
        mobile_dialing_code: '+84',
        mobile_number: mobile,
        email,
      });
      await trx.wallets.open(accountId, WALLET_IDS.MAIN, merchant === AURORA ? 'USD' : 'THB', now);
      return accountId;
    });
    const client = platform.client(merchant);
    const token = await client.login(username, MEMBER_PASSWORD);
    return { id, username, token, client, merchant };
  }
  const login = (m: Member) =>
    m.client.call('login', {
      username: m.username,
      password: MEMBER_PASSWORD,
      type: 'username',
      loginDeviceId: 'rg-test',
    });

  it('refuses a deposit over what the daily limit leaves, with the remaining amount, and stores no order', async () => {
    const m = await member();
    expect((await setLimit(m, 'deposit', 'daily', '100')).status).toBe(200);
    expect((await deposit(m, '60')).status).toBe(200);
    const before = await orderCount(m);
    const refused = await deposit(m, '50');
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe('rg_deposit_limit');
    expect(refused.body.value).toMatchObject({ remaining: 40, period: 'daily', currency: 'USD' });
    expect(refused.body.message).toContain('40');
    expect(await orderCount(m)).toBe(before);
    // The message in the request's language.
    const cn = platform.client(AURORA, 'CN');
    const inChinese = await cn.call(
      'createDeposit',
      { methodCode: 'DEMO_BANK', amount: '50', requestId: requestId('rgcn') },
      { token: m.token },
    );
    expect(inChinese.body.message).toContain('存款限额');
    // What is left still goes through; the limit counts the paid order as well as the pending one.
    expect((await deposit(m, '40')).status).toBe(200);
    expect((await limitOf(m, 'deposit', 'daily')).remaining).toBe(0);
  });

  it('counts paid deposits of the period and answers with the tightest limit', async () => {
    const m = await member();
    await payDeposit(platform, m, '80');
    expect((await setLimit(m, 'deposit', 'weekly', '100')).status).toBe(200);
    expect((await deposit(m, '30')).body.errorCode).toBe('rg_deposit_limit');
    expect((await setLimit(m, 'deposit', 'daily', '10')).status).toBe(200);
    // The tightest limit speaks: the day's (0 left) before the week's (20 left).
    expect((await deposit(m, '20')).body.value).toMatchObject({ remaining: 0, period: 'daily' });
  });

  it('lowers a limit at once, raises it only after the 24-hour cooling-off, and cancels a pending raise', async () => {
    const m = await member();
    await setLimit(m, 'deposit', 'daily', '200');
    await setLimit(m, 'deposit', 'daily', '100');
    expect(await limitOf(m, 'deposit', 'daily')).toMatchObject({ amount: 100, pending: null });

    const raisedAt = platform.clock.now();
    await setLimit(m, 'deposit', 'daily', '300');
    expect(await limitOf(m, 'deposit', 'daily')).toMatchObject({
      amount: 100,
      pending: { amount: 300, effectiveAt: raisedAt + 24 * HOUR },
    });
    expect((await deposit(m, '150')).body.errorCode).toBe('rg_deposit_limit');

    platform.clock.advance(24 * HOUR - MINUTE);
    m.token = await m.client.login(m.username, MEMBER_PASSWORD);
    expect((await deposit(m, '150')).body.errorCode).toBe('rg_deposit_limit');
    platform.clock.advance(MINUTE);
    expect(await limitOf(m, 'deposit', 'daily')).toMatchObject({ amount: 300, pending: null });
    expect((await deposit(m, '150')).status).toBe(200);

    // A removal waits too; cancelled, the limit stays.
    await setLimit(m, 'deposit', 'daily', null);
    expect((await limitOf(m, 'deposit', 'daily')).pending).toMatchObject({ amount: null });
    const cancelled = await m.client.call(
      'cancelGamingLimitRaise',
      { kind: 'deposit', period: 'daily' },
      { token: m.token },
    );
    expect(cancelled.status).toBe(200);
    expect(await limitOf(m, 'deposit', 'daily')).toMatchObject({ amount: 300, pending: null });
    platform.clock.advance(25 * HOUR);
    m.token = await m.client.login(m.username, MEMBER_PASSWORD);
    expect(await limitOf(m, 'deposit', 'daily')).toMatchObject({ amount: 300, pending: null });
  });

  it('refuses an in-house spin and a lottery bet that would pass the loss limit: no bet, no ledger row', async () => {
    const m = await member();
    const gameSession = await openSlot(m);
    expect((await setLimit(m, 'loss', 'daily', '15')).status).toBe(200);

    // An open lottery bet counts at its stake (at worst lost): 10 of 15 used.
    expect((await lotteryBet(m, 1_000)).status).toBe(200);
    const [bets, rows, balance] = [await betCount(m), await ledgerCount(m), await mainBalance(platform, m)];
    const second = await lotteryBet(m, 1_000);
    expect(second.status).toBe(403);
    expect(second.body.errorCode).toBe('rg_loss_limit');
    expect(second.body.value).toMatchObject({ remaining: 5, period: 'daily' });

    const refusedSpin = await spin(m, gameSession, 600);
    expect(refusedSpin.status).toBe(403);
    expect(refusedSpin.body.errorCode).toBe('rg_loss_limit');
    expect([await betCount(m), await ledgerCount(m), await mainBalance(platform, m)]).toEqual([bets, rows, balance]);

    // Within what is left, a spin goes through; the period's loss is the open lottery stake (10) plus
    // the spin's stake less what it won (a win lowers the loss).
    const allowed = await spin(m, gameSession, 500);
    expect(allowed.status).toBe(200);
    const { winMinor } = allowed.body.value as { winMinor: number };
    expect((await limitOf(m, 'loss', 'daily')).used).toBeCloseTo(10 + (500 - winMinor) / 100, 2);
  });

  it('counts bets sent at once one after the other: only one fits in what the loss limit leaves', async () => {
    const m = await member();
    expect((await setLimit(m, 'loss', 'daily', '15')).status).toBe(200);
    const current = await m.client.call('getLotteryIssue', { gameCode: 'FAST5' });
    const issueNumber = (current.body.value as { issue: { issueNumber: string } }).issue.issueNumber;
    const bet = () =>
      m.client.call(
        'placeLotteryBets',
        {
          gameCode: 'FAST5',
          issueNumber,
          requestId: randomUUID(),
          bets: [{ playType: 'BIG_SMALL', selection: 'BIG', amountMinor: 1_000 }],
        },
        { token: m.token },
      );
    const answers = await Promise.all(Array.from({ length: 8 }, bet));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200).map((a) => a.body.errorCode)).toEqual(
      Array(7).fill('rg_loss_limit'),
    );
    expect(await betCount(m)).toBe(1);
  });

  it('a time-out refuses deposits, launches, spins, lottery bets and new logins until it ends', async () => {
    const m = await member();
    const gameSession = await openSlot(m);
    const started = await m.client.call('startTimeOut', { duration: '24h' }, { token: m.token });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const until = started.body.value!.until;
    expect(until).toBe(platform.clock.now() + DAY);

    const refusals = [
      await deposit(m, '10'),
      await m.client.call(
        'launchGame',
        { nodeId: 'INH-SLOT', vassalage: 'INH', launchMode: 'GLS' },
        { token: m.token },
      ),
      await m.client.call('launchGame', { nodeId: 'PG-00002', vassalage: 'PG', launchMode: 'GLS' }, { token: m.token }),
      await spin(m, gameSession, 100),
      await lotteryBet(m, 1_000),
      await login(m),
    ];
    for (const refused of refusals) {
      expect(refused.status, JSON.stringify(refused.body)).toBe(403);
      expect(refused.body.errorCode).toBe('rg_timed_out');
      expect(refused.body.value).toMatchObject({ until });
    }
    // It cannot be restarted or shortened.
    const again = await m.client.call('startTimeOut', { duration: 'custom', days: 1 }, { token: m.token });
    expect(again.body.errorCode).toBe('rg_already_restricted');
    expect((await stateOf(m)).timeOutUntil).toBe(until);

    platform.clock.set(until);
    expect((await login(m)).status).toBe(200);
  });

  it('self-exclusion reaches the same identity on both brands: sessions end, logins refused until it ends', async () => {
    const mobile = `+849${Math.floor(10_000_000 + Math.random() * 89_999_999)}`;
    const email = `rg.${randomUUID().slice(0, 8)}@example.com`;
    const onAurora = await withIdentity(AURORA, mobile, email);
    const onLotus = await withIdentity(LOTUS, mobile, `other.${email}`);
    const byEmail = await withIdentity(
      LOTUS,
      `+849${Math.floor(10_000_000 + Math.random() * 89_999_999)}`,
      email.toUpperCase(),
    );
    const stranger = await member(LOTUS);

    const wrong = await onAurora.client.call(
      'selfExclude',
      { period: '6m', password: 'not-my-password' },
      { token: onAurora.token },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.errorCode).toBe('rg_password_wrong');
    expect(
      (
        await platform.app.platform.db
          .selectFrom('rg_exclusions')
          .selectAll()
          .where('account_id', '=', onAurora.id)
          .execute()
      ).length,
    ).toBe(0);

    const excluded = await onAurora.client.call(
      'selfExclude',
      { period: '6m', password: MEMBER_PASSWORD },
      { token: onAurora.token },
    );
    expect(excluded.status, JSON.stringify(excluded.body)).toBe(200);
    const until = excluded.body.value!.until;
    expect(until - platform.clock.now()).toBeGreaterThanOrEqual(181 * DAY);
    expect(until - platform.clock.now()).toBeLessThanOrEqual(184 * DAY);

    // Every session of the identity ended at once, on both brands.
    for (const m of [onAurora, onLotus, byEmail]) {
      const after = await m.client.call('getBalance', {}, { token: m.token });
      expect(after.status).toBe(401);
    }
    for (const m of [onAurora, onLotus, byEmail]) {
      const refused = await login(m);
      expect(refused.status, m.merchant).toBe(403);
      expect(refused.body.errorCode).toBe('rg_self_excluded');
      expect(refused.body.value).toMatchObject({ until });
    }
    // An account made later with the same e-mail is refused too; someone else is not.
    const later = await withIdentity(
      AURORA,
      `+849${Math.floor(10_000_000 + Math.random() * 89_999_999)}`,
      ` ${email.toUpperCase()} `,
    ).catch((error: Error) => error);
    expect(String(later)).toContain('rg_self_excluded');
    expect((await login(stranger)).status).toBe(200);

    platform.clock.set(until + MINUTE);
    expect((await login(onAurora)).status).toBe(200);
    expect((await login(onLotus)).status).toBe(200);
  });

  it('answers the reality check: interval, session start and the net result of the bets since the login', async () => {
    const m = await member();
    const login = platform.clock.now();
    expect((await m.client.call('setRealityCheck', { intervalMinutes: 15 }, { token: m.token })).status).toBe(200);
    platform.clock.advance(5 * MINUTE);
    expect((await lotteryBet(m, 1_000)).status).toBe(200);
    const check = await m.client.call('getRealityCheck', {}, { token: m.token });
    expect(check.status).toBe(200);
    expect(check.body.value).toMatchObject({
      intervalMinutes: 15,
      intervalMs: 15 * MINUTE,
      sessionStartedAt: login,
      now: login + 5 * MINUTE,
      betCount: 1,
      bet: 10,
      win: 0,
      net: -10,
      currency: 'USD',
    });
    expect((await stateOf(m)).realityCheckMinutes).toBe(15);
  });

  it('refuses bad input with the contract error and changes nothing', async () => {
    const m = await member();
    await setLimit(m, 'loss', 'weekly', '50');
    const before = await stateOf(m);
    const bad: [string, Record<string, unknown>][] = [
      ['setGamingLimit', { kind: 'loss', period: 'weekly', amount: '-5' }],
      ['setGamingLimit', { kind: 'loss', period: 'weekly', amount: '1.234' }],
      ['setGamingLimit', { kind: 'loss', period: 'weekly', amount: 50 }],
      ['setGamingLimit', { kind: 'bonus', period: 'weekly', amount: '5' }],
      ['setGamingLimit', { kind: 'loss', period: 'yearly', amount: '5' }],
      ['setGamingLimit', { kind: 'loss', period: 'weekly', amount: '5', accountId: 1 }],
      ['setRealityCheck', { intervalMinutes: 20 }],
      ['startTimeOut', { duration: 'custom', days: 43 }],
      ['startTimeOut', { duration: 'custom' }],
      ['startTimeOut', { duration: '24h', days: 3 }],
      ['selfExclude', { period: '3m', password: MEMBER_PASSWORD }],
    ];
    for (const [name, payload] of bad) {
      const answer = await m.client.call(name as never, payload, { token: m.token });
      expect(answer.status, `${name} ${JSON.stringify(payload)}`).toBe(400);
      expect(answer.body.errorCode).toBe('request_param_err');
      expect(answer.body.message).toBeTruthy();
    }
    expect(await stateOf(m)).toEqual(before);
    // A visitor and a trial account are refused.
    expect((await platform.client().call('getResponsibleGaming', {})).status).toBe(401);
  });
});
