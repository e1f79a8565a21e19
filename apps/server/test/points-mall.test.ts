// The points mall (issue 22) on SQLite and PostgreSQL: points accrue from a real spin and a paid
// deposit at the tenant's ratio, once however often the accrual runs; a redeem confirmed with the
// password (an E body) moves points once per request id; fifty redeems at once of the last ten
// items give exactly ten; points convert into the main wallet once per request id on the money
// ledger; every bad input is refused and changes nothing (and maintenance stops the money calls);
// tenants never see each other's members or rewards; goods redeems are approved or rejected by the operator's finance staff, audited.
import { ACCOUNT_TYPES, WALLET_IDS } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, MINUTE } from '../src/lib/clock';
import { AURORA, ENGINES, LOTUS, startPlatform, type TestPlatform } from './helpers';
import {
  expectLedgerConsistent,
  MEMBER_PASSWORD,
  operator,
  payDeposit,
  PAYMENT_PASSWORD,
  reposOf,
  requestId,
  sessionPlayer,
  spinSlot,
  type Member,
} from './money-helpers';

describe.each(ENGINES)('points mall (%s)', (engine) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform({ engine });
  });
  afterAll(() => platform?.close());

  const recent = () => ({ startTime: platform.clock.now() - 30 * DAY, endTime: platform.clock.now() + MINUTE });

  /**
   * A member with a session, the login password MEMBER_PASSWORD, the payment password
   * PAYMENT_PASSWORD (aurora confirms with it, lotus with the login password), and `points`
   * granted through the points ledger (its own reference).
   */
  async function mallMember(options: { merchant?: string; points?: number; balanceMinor?: number } = {}) {
    const player = await sessionPlayer(platform, { ...options, prefix: 'mall', withPasswords: true });
    const points = options.points;
    if (points)
      await player.repos.transaction((trx) =>
        trx.points.post({
          accountId: player.id,
          amountMinor: points * 100,
          kind: 'deposit',
          reference: `test-points:${player.id}`,
          now: platform.clock.now(),
        }),
      );
    const member: Member = { ...player, client: platform.client(player.merchant) };
    return { ...member, password: player.merchant === AURORA ? PAYMENT_PASSWORD : MEMBER_PASSWORD };
  }
  type MallMember = Awaited<ReturnType<typeof mallMember>>;

  const pointsOf = async (member: Member) => (await reposOf(platform, member.merchant).points.balance(member.id)) / 100;
  const mainOf = async (member: Member) =>
    (await reposOf(platform, member.merchant).wallets.balances(member.id)).find((w) => w.walletId === WALLET_IDS.MAIN)!
      .balanceMinor;
  const pointRows = (member: Member) =>
    platform.app.platform.db
      .selectFrom('point_ledger')
      .select(['kind', 'amount_minor', 'balance_after_minor', 'reference'])
      .where('merchant_code', '=', member.merchant)
      .where('account_id', '=', member.id)
      .orderBy('id')
      .execute();
  const redeemCount = async (member: Member) =>
    (
      await platform.app.platform.db
        .selectFrom('point_redeems')
        .select('id')
        .where('account_id', '=', member.id)
        .execute()
    ).length;
  /** Points balance = the sum of its rows, and each row's balance_after runs up to it. */
  async function expectPointsConsistent(member: Member) {
    const rows = await pointRows(member);
    let running = 0;
    for (const row of rows) {
      running += row.amount_minor;
      expect(row.balance_after_minor).toBe(running);
    }
    expect(await reposOf(platform, member.merchant).points.balance(member.id)).toBe(running);
  }

  const redeem = (member: MallMember, body: Record<string, unknown>) =>
    member.client.call(
      'redeemPointReward',
      {
        rewardId: 'bonus-5',
        quantity: 1,
        password: member.password,
        requestId: requestId('rd'),
        ...body,
      } as never,
      { token: member.token },
    );
  const convert = (member: MallMember, body: Record<string, unknown>) =>
    member.client.call(
      'convertPoint',
      { points: '100', password: member.password, requestId: requestId('cv'), ...body } as never,
      { token: member.token },
    );

  describe('accrual', () => {
    it('credits a spin and a deposit at the tenant ratio, once however often it runs', async () => {
      const member = await mallMember({ balanceMinor: 10_000 });
      // Aurora: 1 point per 1 of valid bet on slots, 0.5 per 1 deposited.
      await spinSlot(member, 150);
      const orderNo = await payDeposit(platform, member, '100');
      const bet = (
        await reposOf(platform, AURORA).bettingRecords.page({ accountId: member.id }, { offset: 0, limit: 5 })
      )[0]!;

      const first = await platform.app.platform.pointsAccrual.tick();
      expect(first.betRows).toBeGreaterThanOrEqual(1);
      expect(first.depositRows).toBeGreaterThanOrEqual(1);
      expect(await pointsOf(member)).toBe(1.5 + 50);
      await platform.app.platform.pointsAccrual.tick();
      platform.clock.advance(MINUTE);
      await platform.app.platform.pointsAccrual.tick();
      expect(await pointsOf(member)).toBe(51.5);
      expect(await pointRows(member)).toEqual([
        { kind: 'slots', amount_minor: 150, balance_after_minor: 150, reference: `bet:${bet.id}` },
        { kind: 'deposit', amount_minor: 5000, balance_after_minor: 5150, reference: `deposit:${orderNo}` },
      ]);

      // A later spin earns its own points, the earlier ones not again.
      await spinSlot(member, 200);
      await platform.app.platform.pointsAccrual.tick();
      expect(await pointsOf(member)).toBe(53.5);
      await expectPointsConsistent(member);

      const balance = await member.client.call('getPointBalance', {}, { token: member.token });
      expect(balance.body.value).toEqual({ points: 53.5 });
      const slots = await member.client.call(
        'getPointTransactions',
        { ...recent(), kind: 'slots' },
        { token: member.token },
      );
      expect(slots.body.value!.list.map((row) => row.points)).toEqual([2, 1.5]);
      expect(slots.body.value!.total).toBe(2);
      const deposits = await member.client.call(
        'getPointTransactions',
        { ...recent(), kind: 'deposit' },
        { token: member.token },
      );
      expect(deposits.body.value!.list).toMatchObject([
        { kind: 'deposit', points: 50, reference: `deposit:${orderNo}` },
      ]);
    });

    it('gives a trial account no points for its play money', async () => {
      const trial = await sessionPlayer(platform, {
        type: ACCOUNT_TYPES.TRIAL,
        balanceMinor: 10_000,
        prefix: 'mtrial',
      });
      await spinSlot({ token: trial.token, client: platform.client(AURORA) }, 100);
      await platform.app.platform.pointsAccrual.tick();
      expect(await reposOf(platform, AURORA).points.balance(trial.id)).toBe(0);
    });
  });

  it('answers the ratio, the rewards and the balance of the member’s own tenant', async () => {
    const member = await mallMember({ points: 10 });
    const config = await member.client.call('getPointConfig', {}, { token: member.token });
    expect(config.body.value).toEqual({
      currency: 'USD',
      betRatio: { live: 1, lottery: 1, pvp: 1, slots: 1, sports: 1 },
      depositRatio: 0.5,
      convertRate: 0.01,
      convertMinPoints: 100,
      expires: false,
    });
    const rewards = await platform.client(AURORA, 'VI').call('getPointRewards', {}, { token: member.token });
    expect(rewards.body.value!.list.map((r) => [r.rewardId, r.title, r.points, r.amountRequirement])).toEqual([
      ['gift-card-10', 'Thẻ quà tặng 10', 1000, 0],
      ['bonus-5', 'Thưởng 5', 400, 0],
      ['headphones', 'Tai nghe', 5000, 1000],
    ]);
    const lotus = await mallMember({ merchant: LOTUS, points: 20 });
    const lotusRewards = await lotus.client.call('getPointRewards', {}, { token: lotus.token });
    expect(lotusRewards.body.value!.list.map((r) => r.rewardId)).toEqual(['gift-card-100', 'bonus-50']);
    expect((await lotus.client.call('getPointBalance', {}, { token: lotus.token })).body.value).toEqual({ points: 20 });
  });

  it('redeems a bonus with the password (E body) once per request id', async () => {
    const member = await mallMember({ points: 2000 });
    const before = await mainOf(member);
    const id = requestId('rd');
    const plain = await member.client.call(
      'redeemPointReward',
      { rewardId: 'bonus-5', quantity: 2, password: member.password, requestId: id },
      { token: member.token, plain: true },
    );
    expect([plain.status, plain.body.errorCode]).toEqual([400, 'request_body_required']);

    const answers = await Promise.all(Array.from({ length: 5 }, () => redeem(member, { quantity: 2, requestId: id })));
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const first = answers[0]!.body.value!;
    expect(first).toMatchObject({ rewardId: 'bonus-5', kind: 'bonus', quantity: 2, points: 800, bonusAmount: 10 });
    expect(first.status).toBe('approved');
    for (const answer of answers) expect(answer.body.value).toEqual(first);
    const again = await redeem(member, { quantity: 2, requestId: id });
    expect(again.body.value).toEqual(first);

    expect(await pointsOf(member)).toBe(1200);
    expect(await mainOf(member)).toBe(before + 1000);
    expect(await redeemCount(member)).toBe(1);
    const credits = await platform.app.platform.db
      .selectFrom('ledger')
      .select(['amount_minor', 'reference'])
      .where('account_id', '=', member.id)
      .where('kind', '=', 'points')
      .execute();
    expect(credits).toEqual([{ amount_minor: 1000, reference: `redeem:${first.redeemNo}` }]);
    const conflict = await redeem(member, { quantity: 1, requestId: id });
    expect([conflict.status, conflict.body.errorCode]).toEqual([409, 'request_id_conflict']);
    await expectPointsConsistent(member);
    await expectLedgerConsistent(platform, [member]);

    const list = await member.client.call('getRedeemPointList', recent(), { token: member.token });
    expect(list.body.value!.list).toEqual([first]);
  });

  it('sells the last ten items exactly ten times to fifty redeems at once', async () => {
    const members = await Promise.all(Array.from({ length: 50 }, () => mallMember({ points: 1000 })));
    const answers = await Promise.all(
      members.map((member) =>
        redeem(member, { rewardId: 'gift-card-10', address: '1 Main Street', mobile: '+84912000001' }),
      ),
    );
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(10);
    const lost = answers.filter((a) => a.status !== 200);
    expect(new Set(lost.map((a) => `${a.status} ${a.body.errorCode}`))).toEqual(
      new Set(['409 point_reward_out_of_stock']),
    );
    for (const answer of won) expect(answer.body.value!.status).toBe('in_process');
    const balances = await Promise.all(members.map(pointsOf));
    expect(balances.filter((b) => b === 0)).toHaveLength(10);
    expect(balances.filter((b) => b === 1000)).toHaveLength(40);
    const rewards = await members[0]!.client.call('getPointRewards', {}, { token: members[0]!.token });
    expect(rewards.body.value!.list.find((r) => r.rewardId === 'gift-card-10')?.availableQuantity).toBe(0);
    const late = await redeem(members[1]!, { rewardId: 'gift-card-10', address: 'x', mobile: '+84912000001' });
    expect([late.status, late.body.errorCode]).toEqual([409, 'point_reward_out_of_stock']);
  });

  it('converts points into the main wallet on the money ledger once per request id', async () => {
    const member = await mallMember({ points: 1000 });
    const before = await mainOf(member);
    const id = requestId('cv');
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => convert(member, { points: '500', requestId: id })),
    );
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const first = answers[0]!.body.value!;
    // Aurora: 0.01 per point.
    expect(first).toMatchObject({ points: 500, amount: 5 });
    for (const answer of answers) expect(answer.body.value).toEqual(first);
    expect(await pointsOf(member)).toBe(500);
    expect(await mainOf(member)).toBe(before + 500);
    const credits = await platform.app.platform.db
      .selectFrom('ledger')
      .select(['amount_minor', 'reference'])
      .where('account_id', '=', member.id)
      .where('kind', '=', 'points')
      .execute();
    expect(credits).toEqual([{ amount_minor: 500, reference: `convert:${first.convertNo}` }]);
    const conflict = await convert(member, { points: '400', requestId: id });
    expect([conflict.status, conflict.body.errorCode]).toEqual([409, 'request_id_conflict']);
    const converts = await member.client.call(
      'getPointTransactions',
      { ...recent(), kind: 'convert' },
      { token: member.token },
    );
    expect(converts.body.value!.list).toMatchObject([{ points: -500, balanceAfter: 500 }]);
    await expectPointsConsistent(member);
    await expectLedgerConsistent(platform, [member]);

    // Lotus confirms with the login password and converts at 0.1 per point.
    const lotus = await mallMember({ merchant: LOTUS, points: 300 });
    const converted = await convert(lotus, { points: '150.50' });
    expect(converted.body.value).toMatchObject({ points: 150.5, amount: 15.05 });
    expect(await pointsOf(lotus)).toBe(149.5);
  });

  it('takes no redeem or conversion while the tenant is in maintenance; reads stay open', async () => {
    const member = await mallMember({ points: 1000 });
    const tenants = platform.app.platform.tenants;
    await tenants.setMaintenance(AURORA, true, platform.clock.now() + 3_600_000);
    try {
      for (const result of [await redeem(member, {}), await convert(member, {})])
        expect([result.status, result.body.errorCode]).toEqual([503, 'maintenance']);
      expect((await member.client.call('getPointBalance', {}, { token: member.token })).body.value).toEqual({
        points: 1000,
      });
    } finally {
      await tenants.setMaintenance(AURORA, false);
    }
    expect(await redeemCount(member)).toBe(0);
    expect((await redeem(member, {})).status).toBe(200);
    expect((await convert(member, {})).status).toBe(200);
    expect(await pointsOf(member)).toBe(500);
  });

  describe('bad input changes nothing', () => {
    async function expectUnchanged(member: MallMember, points: number, redeems = 0) {
      expect(await pointsOf(member)).toBe(points);
      expect(await redeemCount(member)).toBe(redeems);
    }

    it('refuses a wrong password, too few points, a zero or negative quantity, an unknown reward', async () => {
      const member = await mallMember({ points: 500 });
      const cases: [Record<string, unknown>, number, string][] = [
        [{ password: '999999' }, 400, 'payment_password_error'],
        [{ quantity: 2 }, 400, 'insufficient_points'],
        [{ quantity: 0 }, 400, 'request_param_err'],
        [{ quantity: -1 }, 400, 'request_param_err'],
        [{ rewardId: 'no-such-reward' }, 404, 'point_reward_not_found'],
        [{ rewardId: 'gift-card-10' }, 400, 'request_param_err'],
        [{ rewardId: 'headphones', address: 'x', mobile: '+84912000001' }, 400, 'point_requirement_unmet'],
      ];
      for (const [body, status, code] of cases) {
        const result = await redeem(member, body);
        expect([result.status, result.body.errorCode], JSON.stringify(body)).toEqual([status, code]);
      }
      const wrong = await convert(member, { password: '999999' });
      expect(wrong.body.errorCode).toBe('payment_password_error');
      expect((await convert(member, { points: '600' })).body.errorCode).toBe('insufficient_points');
      expect((await convert(member, { points: '50' })).body.errorCode).toBe('amount_below_minimum');
      expect((await convert(member, { points: '0' })).body.errorCode).toBe('request_param_err');
      expect((await convert(member, { points: '-5' })).body.errorCode).toBe('request_param_err');
      await expectUnchanged(member, 500);
      const main = await mainOf(member);
      expect(main).toBe(0);
    });

    it('refuses more than the stock left', async () => {
      const member = await mallMember({ merchant: LOTUS, points: 30_000 });
      const result = await redeem(member, {
        rewardId: 'gift-card-100',
        quantity: 21,
        address: '9 Road',
        mobile: '+66812345678',
      });
      expect([result.status, result.body.errorCode]).toEqual([409, 'point_reward_out_of_stock']);
      expect(result.body.value).toEqual({ available: 20 });
      await expectUnchanged(member, 30_000);
    });

    it('refuses a trial account every points call', async () => {
      const trial = await sessionPlayer(platform, { type: ACCOUNT_TYPES.TRIAL, prefix: 'ptrial' });
      const client = platform.client(AURORA);
      for (const result of [
        await client.call('getPointBalance', {}, { token: trial.token }),
        await client.call(
          'redeemPointReward',
          { rewardId: 'bonus-5', quantity: 1, password: 'x', requestId: requestId('rd') },
          { token: trial.token },
        ),
        await client.call(
          'convertPoint',
          { points: '100', password: 'x', requestId: requestId('cv') },
          { token: trial.token },
        ),
      ])
        expect([result.status, result.body.errorCode]).toEqual([403, 'account_type_refused']);
    });
  });

  it('keeps tenants apart: another tenant’s rewards, members and tokens', async () => {
    const lotus = await mallMember({ merchant: LOTUS, points: 1000 });
    const aurora = await mallMember({ points: 1000 });
    const foreign = await redeem(lotus, { rewardId: 'bonus-5' });
    expect([foreign.status, foreign.body.errorCode]).toEqual([404, 'point_reward_not_found']);
    // An aurora token sent to lotus is no session there.
    const crossed = await platform.client(LOTUS).call('getPointBalance', {}, { token: aurora.token });
    expect(crossed.status).toBe(401);
    // An aurora member's redeem is not in lotus's lists, nor lotus's points in aurora's.
    const mine = await redeem(aurora, {});
    expect(mine.status).toBe(200);
    const staffList = await operator(platform, LOTUS, 'GET', '/ops/points/redeems');
    expect(staffList.body.value.list.map((r: { redeemNo: string }) => r.redeemNo)).not.toContain(
      mine.body.value!.redeemNo,
    );
    const decided = await operator(
      platform,
      LOTUS,
      'POST',
      `/ops/points/redeems/${mine.body.value!.redeemNo}/approve`,
      {},
    );
    expect([decided.status, decided.body.errorCode]).toEqual([404, 'point_redeem_not_found']);
    expect(await pointsOf(lotus)).toBe(1000);
    expect(await pointsOf(aurora)).toBe(600);
  });

  describe("the operator's decision on goods", () => {
    const goods = { rewardId: 'gift-card-100', address: '9 Road', mobile: '+66812345678', receiverName: 'Somchai' };

    it('approves once, audited', async () => {
      const member = await mallMember({ merchant: LOTUS, points: 1000 });
      const made = await redeem(member, goods);
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      const no = made.body.value!.redeemNo;
      const pending = await operator(platform, LOTUS, 'GET', '/ops/points/redeems?status=in_process');
      expect(pending.body.value.list.map((r: { redeemNo: string }) => r.redeemNo)).toContain(no);
      const approved = await operator(platform, LOTUS, 'POST', `/ops/points/redeems/${no}/approve`, {
        remark: 'shipped',
      });
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      expect(approved.body.value).toMatchObject({ status: 'approved', remark: 'shipped' });
      const twice = await operator(platform, LOTUS, 'POST', `/ops/points/redeems/${no}/reject`, {});
      expect([twice.status, twice.body.errorCode]).toEqual([409, 'point_redeem_state_invalid']);
      expect(await pointsOf(member)).toBe(0);
      const audit = await platform.app.platform.db
        .selectFrom('audit_log')
        .select(['action', 'outcome', 'subject'])
        .where('merchant_code', '=', LOTUS)
        .where('subject', '=', no)
        .execute();
      expect(audit).toEqual([{ action: 'points.redeem_approve', outcome: 'done', subject: no }]);
      const list = await member.client.call(
        'getRedeemPointList',
        { ...recent(), status: 'approved' },
        { token: member.token },
      );
      expect(list.body.value!.list).toMatchObject([{ redeemNo: no, remark: 'shipped', address: '9 Road' }]);
    });

    it('rejects with the points and the stock given back', async () => {
      const member = await mallMember({ merchant: LOTUS, points: 1000 });
      const made = await redeem(member, goods);
      const no = made.body.value!.redeemNo;
      const available = async () =>
        (await member.client.call('getPointRewards', {}, { token: member.token })).body.value!.list.find(
          (r) => r.rewardId === 'gift-card-100',
        )!.availableQuantity;
      const left = await available();
      const rejected = await operator(platform, LOTUS, 'POST', `/ops/points/redeems/${no}/reject`, {
        remark: 'address unknown',
      });
      expect(rejected.body.value).toMatchObject({ status: 'rejected', remark: 'address unknown' });
      expect(await pointsOf(member)).toBe(1000);
      expect(await available()).toBe(left + 1);
      expect((await pointRows(member)).map((r) => [r.kind, r.amount_minor])).toEqual([
        ['deposit', 100_000],
        ['redeem', -100_000],
        ['refund', 100_000],
      ]);
      await expectPointsConsistent(member);
    });

    it('is refused to staff without the finance role', async () => {
      const member = await mallMember({ merchant: LOTUS, points: 1000 });
      const no = (await redeem(member, goods)).body.value!.redeemNo;
      const refused = await operator(platform, LOTUS, 'POST', `/ops/points/redeems/${no}/approve`, {}, 'content');
      expect([refused.status, refused.body.errorCode]).toEqual([403, 'staff_role_required']);
      const denied = await platform.app.platform.db
        .selectFrom('audit_log')
        .select(['action', 'outcome'])
        .where('merchant_code', '=', LOTUS)
        .where('action', '=', 'points.redeem_approve')
        .where('outcome', '=', 'denied')
        .execute();
      expect(denied.length).toBeGreaterThanOrEqual(1);
    });
  });
});
