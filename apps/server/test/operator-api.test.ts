// The operator API on SQLite and PostgreSQL: its own credentials (a staff token; never a member's
// token, never another tenant's staff), validation, the withdrawal decisions in their states, and
// demo mode's automatic approval and payment. Roles, audit and maker–checker: staff-authority.test.ts.
import { operatorWithdrawalsValueSchema } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECOND } from '../src/lib/clock';
import { AURORA, ENGINES, LOTUS, staffToken, startPlatform, type TestPlatform } from './helpers';
import {
  mainBalance,
  MEMBER_PASSWORD,
  newMember,
  operator,
  PAYMENT_PASSWORD,
  requestId,
  type Member,
} from './money-helpers';

describe.each(ENGINES)('operator API (%s)', (engine) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform({ engine });
  });
  afterAll(() => platform?.close());

  /** A member's requested withdrawal (aurora: payment password; lotus: login password). */
  async function requested(
    on: TestPlatform,
    merchant = AURORA,
    amount = '100',
  ): Promise<{ member: Member; withdrawalNo: string }> {
    const member = await newMember(on, { merchant, balanceMinor: 10_000_000 });
    const payee = await member.client.call(
      'bindPayee',
      { kind: 'bank', providerName: 'Demo Bank', accountName: 'Op Test', accountNumber: '5555 6666 7777' },
      { token: member.token },
    );
    let password = MEMBER_PASSWORD;
    if (merchant === AURORA) {
      await member.client.call(
        'setPaymentPassword',
        {
          currentPassword: MEMBER_PASSWORD,
          paymentPassword: PAYMENT_PASSWORD,
          confirmPaymentPassword: PAYMENT_PASSWORD,
        },
        { token: member.token },
      );
      password = PAYMENT_PASSWORD;
    }
    const result = await member.client.call(
      'requestWithdrawal',
      { payeeId: payee.body.value!.payeeId, amount, password, requestId: requestId('op') },
      { token: member.token },
    );
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    return { member, withdrawalNo: result.body.value!.withdrawalNo };
  }

  it('answers only a staff token: none, a member token, a wrong token or scheme are 401', async () => {
    const { member } = await requested(platform);
    const token = await staffToken(platform, AURORA, 'finance');
    const headers: Record<string, string>[] = [
      {},
      { authorization: member.token },
      { authorization: `Bearer ${member.token}` },
      { authorization: 'Bearer not-a-key' },
      { authorization: `Basic ${token}` },
      { authorization: `Bearer ${token}x` },
    ];
    for (const h of headers) {
      const response = await platform.app.inject({ method: 'GET', url: '/ops/withdrawals', headers: h });
      expect(response.statusCode, JSON.stringify(h)).toBe(401);
      expect(['user.or.token.invalid', 'login.not.session'], JSON.stringify(h)).toContain(response.json().errorCode);
    }
    expect((await operator(platform, AURORA, 'GET', '/ops/withdrawals')).status).toBe(200);
  });

  it("lists the tenant's withdrawals with the whole account number, by state and page", async () => {
    const { member, withdrawalNo } = await requested(platform);
    const list = await operator(platform, AURORA, 'GET', '/ops/withdrawals?status=requested&pageSize=100');
    const value = operatorWithdrawalsValueSchema.parse(list.body.value);
    const mine = value.list.find((w) => w.withdrawalNo === withdrawalNo)!;
    expect(mine).toMatchObject({
      username: member.username,
      status: 'requested',
      amount: 100,
      refundedAmount: null,
      payee: { accountNumber: '5555 6666 7777' },
    });
    expect(value.list.every((w) => w.status === 'requested' && w.currency === 'USD')).toBe(true);
    expect(
      (await operator(platform, AURORA, 'GET', '/ops/withdrawals?status=paid')).body.value.list.map(
        (w: { withdrawalNo: string }) => w.withdrawalNo,
      ),
    ).not.toContain(withdrawalNo);
    for (const query of ['status=bogus', 'pageSize=1000', 'pageNo=0', 'extra=1']) {
      const bad = await operator(platform, AURORA, 'GET', `/ops/withdrawals?${query}`);
      expect([bad.status, bad.body.errorCode], query).toEqual([400, 'request_param_err']);
    }
  });

  it("never lets one tenant's staff see or decide another tenant's withdrawals", async () => {
    const { member, withdrawalNo } = await requested(platform, AURORA);
    const lotusList = await operator(platform, LOTUS, 'GET', '/ops/withdrawals?pageSize=100');
    expect(lotusList.body.value.list.map((w: { withdrawalNo: string }) => w.withdrawalNo)).not.toContain(withdrawalNo);
    for (const action of ['approve', 'reject', 'paid', 'refund']) {
      const result = await operator(
        platform,
        LOTUS,
        'POST',
        `/ops/withdrawals/${withdrawalNo}/${action}`,
        action === 'approve' || action === 'reject' ? {} : undefined,
      );
      expect([result.status, result.body.errorCode], action).toEqual([404, 'money_order_not_found']);
    }
    const row = await platform.app.platform.db
      .selectFrom('withdrawals')
      .select('status')
      .where('withdrawal_no', '=', withdrawalNo)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('requested');
    expect(await mainBalance(platform, member)).toBe(10_000_000 - 10_000);
  });

  it('decides only in the right state: approve once, pay only approved, reject only requested', async () => {
    const { member, withdrawalNo } = await requested(platform, LOTUS, '500');
    const act = (action: string, body?: unknown) =>
      operator(platform, LOTUS, 'POST', `/ops/withdrawals/${withdrawalNo}/${action}`, body);
    expect((await act('paid')).body.errorCode).toBe('withdrawal_state_invalid');
    expect((await act('refund')).body.errorCode).toBe('withdrawal_state_invalid');
    // The decision's body is optional; a remark is at most 200 characters.
    expect((await act('approve', { remark: 'x'.repeat(201) })).status).toBe(400);
    const approved = await act('approve');
    expect(approved.body.value).toMatchObject({ status: 'approved', decidedAt: platform.clock.now() });
    expect((await act('approve', {})).body.errorCode).toBe('withdrawal_state_invalid');
    expect((await act('reject', { remark: 'late' })).body.errorCode).toBe('withdrawal_state_invalid');
    const paid = await act('paid');
    expect(paid.body.value).toMatchObject({
      status: 'paid',
      paidAt: platform.clock.now(),
      confirmBy: platform.clock.now() + 30 * 60 * SECOND,
    });
    const seen = await member.client.call(
      'getWithdrawals',
      { startTime: platform.clock.now() - 1000, endTime: platform.clock.now() },
      { token: member.token },
    );
    expect(seen.body.value!.list[0]).toMatchObject({ withdrawalNo, status: 'paid' });
    const unknown = await operator(platform, LOTUS, 'POST', '/ops/withdrawals/W20260601NOSUCH00000/approve', {});
    expect([unknown.status, unknown.body.errorCode]).toEqual([404, 'money_order_not_found']);
    expect((await operator(platform, LOTUS, 'POST', '/ops/withdrawals/not-a-number/approve', {})).status).toBe(400);
  });

  it('rejects with a remark the member sees, returning the hold once even when two rejections race', async () => {
    const { member, withdrawalNo } = await requested(platform, AURORA, '250');
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        operator(platform, AURORA, 'POST', `/ops/withdrawals/${withdrawalNo}/reject`, {
          remark: 'Name does not match',
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await mainBalance(platform, member)).toBe(10_000_000);
    const seen = await member.client.call(
      'getWithdrawals',
      { startTime: platform.clock.now() - 1000, endTime: platform.clock.now() },
      { token: member.token },
    );
    expect(seen.body.value!.list[0]).toMatchObject({ status: 'rejected', remark: 'Name does not match' });
    const releases = await platform.app.platform.db
      .selectFrom('ledger')
      .select('amount_minor')
      .where('account_id', '=', member.id)
      .where('kind', '=', 'withdrawal_release')
      .execute();
    expect(releases.map((r) => Number(r.amount_minor))).toEqual([25_000]);
  });

  it('in demo mode approves and then pays withdrawals by itself after the configured delay', async () => {
    const demo = await startPlatform({
      engine,
      config: { money: { ...platform.config.money, timer: false, demoWithdrawalAutoSeconds: 30 } },
    });
    try {
      const { withdrawalNo } = await requested(demo, AURORA, '100');
      const status = async () =>
        (
          await demo.app.platform.db
            .selectFrom('withdrawals')
            .select('status')
            .where('withdrawal_no', '=', withdrawalNo)
            .executeTakeFirstOrThrow()
        ).status;
      await demo.app.platform.moneyJobs.tick();
      expect(await status()).toBe('requested');
      demo.clock.advance(31 * SECOND);
      await demo.app.platform.moneyJobs.tick();
      expect(await status()).toBe('approved');
      demo.clock.advance(31 * SECOND);
      await demo.app.platform.moneyJobs.tick();
      expect(await status()).toBe('paid');
    } finally {
      await demo.close();
    }
    // Switched off (0), as the e2e runs: nothing moves by itself.
    const { withdrawalNo } = await requested(platform, AURORA, '100');
    platform.clock.advance(120 * SECOND);
    await platform.app.platform.moneyJobs.tick();
    expect(
      (
        await platform.app.platform.db
          .selectFrom('withdrawals')
          .select('status')
          .where('withdrawal_no', '=', withdrawalNo)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('requested');
  });

  it('documents the operator routes in the OpenAPI (and the binary upload)', async () => {
    const docs = await platform.app.inject({ method: 'GET', url: '/docs/json' });
    expect(docs.statusCode).toBe(200);
    const paths = Object.keys(docs.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/ops/withdrawals',
        '/ops/withdrawals/{withdrawalNo}/approve',
        '/payments/callback/{provider}',
        '/wps/v2/withdrawals/proofs',
      ]),
    );
  });
});
