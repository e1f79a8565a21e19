// Deposits on SQLite and PostgreSQL: the tenant's methods and limits, orders idempotent per
// request id, the demo provider's page (signed link, no token) paying through the signed callback
// route, the ledger credited exactly once however many callbacks arrive (repeated and concurrent),
// bad signatures and wrong amounts changing nothing, failed and expired orders, tenant isolation.
import {
  createDepositValueSchema,
  depositMethodsValueSchema,
  depositOrdersValueSchema,
  type PaymentCallback,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, MINUTE } from '../src/lib/clock';
import { callbackSigningText, demoProviderSecret, hmacHex } from '../src/services/money/payment-provider';
import { AURORA, ENGINES, LOTUS, startPlatform, type TestPlatform } from './helpers';
import {
  expectLedgerConsistent,
  mainBalance,
  MEMBER_PASSWORD,
  newMember,
  requestId,
  type Member,
} from './money-helpers';

describe.each(ENGINES)('payments (%s)', (engine) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform({ engine });
  });
  afterAll(() => platform?.close());

  /** The last 30 days (a record range may span 92 at most). */
  const recent = () => ({ startTime: platform.clock.now() - 30 * DAY, endTime: platform.clock.now() });
  const secret = () => demoProviderSecret(platform.app.platform.secrets.tokenPepper);
  const sign = (fields: Omit<PaymentCallback, 'signature'>, key = secret()): PaymentCallback => ({
    ...fields,
    signature: hmacHex(key, callbackSigningText(fields)),
  });
  const postCallback = (body: unknown, provider = 'demo') =>
    platform.app.inject({
      method: 'POST',
      url: `/payments/callback/${provider}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  const depositRows = async (member: Member) =>
    platform.app.platform.db
      .selectFrom('ledger')
      .select(['amount_minor', 'reference'])
      .where('account_id', '=', member.id)
      .where('kind', '=', 'deposit')
      .execute();
  const orderCount = async () =>
    Number(
      (
        await platform.app.platform.db
          .selectFrom('deposit_orders')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  async function openOrder(
    member: Member,
    amount = '100',
    methodCode = member.merchant === LOTUS ? 'DEMO_PROMPTPAY' : 'DEMO_BANK',
  ) {
    const result = await member.client.call(
      'createDeposit',
      { methodCode, amount, requestId: requestId('dep') },
      { token: member.token },
    );
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    return createDepositValueSchema.parse(result.body.value);
  }

  it("lists the tenant's methods with their limits and currency", async () => {
    const aurora = await newMember(platform);
    const lotus = await newMember(platform, { merchant: LOTUS });
    const a = depositMethodsValueSchema.parse(
      (await aurora.client.call('getDepositMethods', {}, { token: aurora.token })).body.value,
    );
    expect(a.currency).toBe('USD');
    expect(a.methods.map((m) => [m.methodCode, m.minAmount, m.maxAmount])).toEqual([
      ['DEMO_BANK', 10, 50000],
      ['DEMO_EWALLET', 5, 5000],
    ]);
    const l = depositMethodsValueSchema.parse(
      (await lotus.client.call('getDepositMethods', {}, { token: lotus.token })).body.value,
    );
    expect(l.currency).toBe('THB');
    expect(l.methods.map((m) => m.methodCode)).toEqual(['DEMO_PROMPTPAY']);
  });

  it('refuses amounts outside the limits, malformed amounts and unknown methods, storing nothing', async () => {
    const member = await newMember(platform);
    const before = await orderCount();
    const call = (amount: string, methodCode = 'DEMO_BANK') =>
      member.client.call('createDeposit', { methodCode, amount, requestId: requestId('bad') }, { token: member.token });
    const low = await call('9.99');
    expect([low.status, low.body.errorCode, low.body.value]).toEqual([400, 'amount_below_minimum', { min: 10 }]);
    expect(low.body.message).toContain('10');
    const high = await call('50000.01');
    expect([high.status, high.body.errorCode, high.body.value]).toEqual([400, 'amount_above_maximum', { max: 50000 }]);
    // The e-wallet method has its own limits.
    expect((await call('5000.01', 'DEMO_EWALLET')).body.errorCode).toBe('amount_above_maximum');
    for (const amount of ['12.345', '-5', 'abc', '0', '0.00', '1e3', ' 10', '10.']) {
      const result = await call(amount);
      expect([result.status, result.body.errorCode], amount).toEqual([400, 'request_param_err']);
    }
    const unknown = await call('100', 'DEMO_PROMPTPAY');
    expect([unknown.status, unknown.body.errorCode]).toEqual([400, 'payment_method_unknown']);
    expect(await orderCount()).toBe(before);
    expect(await mainBalance(platform, member)).toBe(0);
  });

  it('opens one order per request id: a retry answers it, other content under the same id is a conflict', async () => {
    const member = await newMember(platform);
    const id = requestId('idem');
    const first = await member.client.call(
      'createDeposit',
      { methodCode: 'DEMO_BANK', amount: '25.50', requestId: id },
      { token: member.token },
    );
    const again = await member.client.call(
      'createDeposit',
      { methodCode: 'DEMO_BANK', amount: '25.5', requestId: id },
      { token: member.token },
    );
    expect(first.status).toBe(200);
    expect(again.body.value!.order.orderNo).toBe(first.body.value!.order.orderNo);
    expect(first.body.value!.order).toMatchObject({
      amount: 25.5,
      currency: 'USD',
      status: 'pending',
      methodCode: 'DEMO_BANK',
      paidAt: null,
    });
    const conflict = await member.client.call(
      'createDeposit',
      { methodCode: 'DEMO_BANK', amount: '26', requestId: id },
      { token: member.token },
    );
    expect([conflict.status, conflict.body.errorCode]).toEqual([409, 'request_id_conflict']);
    // The same id at once from two tabs: one order.
    const id2 = requestId('race');
    const raced = await Promise.all(
      [1, 2, 3].map(() =>
        member.client.call(
          'createDeposit',
          { methodCode: 'DEMO_BANK', amount: '30', requestId: id2 },
          { token: member.token },
        ),
      ),
    );
    expect(new Set(raced.map((r) => r.body.value?.order.orderNo)).size).toBe(1);
  });

  it("pays through the demo provider's page: a signed link without a token, then the balance rises once", async () => {
    const member = await newMember(platform);
    const { order, payUrl } = await openOrder(member, '120.75');
    expect(payUrl).toMatch(/^\/pay\/demo\/[A-Z0-9]+\?sig=[0-9a-f]{64}$/);
    expect(payUrl).not.toContain(member.token);
    const page = await platform.app.inject({ method: 'GET', url: payUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('$120.75');
    expect(page.body).toContain(order.orderNo);
    // Another sig (or none) does not open the order.
    for (const url of [
      payUrl.replace(/sig=./, (m) => (m.endsWith('0') ? 'sig=1' : 'sig=0')),
      `/pay/demo/${order.orderNo}`,
      `/pay/demo/${order.orderNo}?sig=${'0'.repeat(64)}`,
    ]) {
      expect((await platform.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    const sig = new URL(payUrl, 'http://x').searchParams.get('sig')!;
    const forged = await platform.app.inject({
      method: 'POST',
      url: `/pay/demo/${order.orderNo}/complete`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `sig=${'1'.repeat(64)}&outcome=paid`,
    });
    expect(forged.statusCode).toBe(404);
    expect(await mainBalance(platform, member)).toBe(0);

    const pay = () =>
      platform.app.inject({
        method: 'POST',
        url: `/pay/demo/${order.orderNo}/complete`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `sig=${sig}&outcome=paid`,
      });
    const paid = await pay();
    expect(paid.statusCode).toBe(303);
    expect(await mainBalance(platform, member)).toBe(12075);
    // Pressing Pay again (or the page reloaded with the form resent) pays nothing more.
    await pay();
    expect(await mainBalance(platform, member)).toBe(12075);
    expect(await depositRows(member)).toEqual([{ amount_minor: 12075, reference: order.orderNo }]);
    const after = await platform.app.inject({ method: 'GET', url: payUrl });
    expect(after.body).toContain('data-status="paid"');
    const orders = depositOrdersValueSchema.parse(
      (await member.client.call('getDepositOrders', recent(), { token: member.token })).body.value,
    );
    expect(orders.list[0]).toMatchObject({ orderNo: order.orderNo, status: 'paid', paidAt: platform.clock.now() });
    const balance = await member.client.call('getBalance', {}, { token: member.token });
    expect(balance.body.value!.sumBalance).toBe(120.75);
    await expectLedgerConsistent(platform, [member]);
  });

  it('credits an order once whatever the number of callbacks, repeated or concurrent', async () => {
    const member = await newMember(platform);
    const { order } = await openOrder(member, '300');
    const callback = sign({
      orderNo: order.orderNo,
      amount: '300.00',
      status: 'paid',
      paidAt: platform.clock.now(),
      providerReference: 'GW-1',
    });
    const answers = await Promise.all(Array.from({ length: 8 }, () => postCallback(callback)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(answers.filter((a) => a.json().value.changed)).toHaveLength(1);
    expect((await postCallback(callback)).json().value).toEqual({
      orderNo: order.orderNo,
      status: 'paid',
      changed: false,
    });
    expect(await mainBalance(platform, member)).toBe(30000);
    expect(await depositRows(member)).toHaveLength(1);
    await expectLedgerConsistent(platform, [member]);
  });

  it('changes nothing on a bad signature, a wrong amount, an unknown order or provider', async () => {
    const member = await newMember(platform);
    const { order } = await openOrder(member, '50');
    const fields = {
      orderNo: order.orderNo,
      amount: '50.00',
      status: 'paid' as const,
      paidAt: platform.clock.now(),
      providerReference: 'GW-2',
    };
    const cases: [unknown, number, string, string?][] = [
      [sign(fields, 'not-the-secret'), 400, 'request_param_err'],
      [{ ...sign(fields), paidAt: fields.paidAt + 1 }, 400, 'request_param_err'],
      [{ ...sign(fields), amount: '5000.00' }, 400, 'request_param_err'],
      // Properly signed, but not the order's amount.
      [sign({ ...fields, amount: '5000.00' }), 400, 'request_param_err'],
      [sign({ ...fields, orderNo: 'D20260601NOSUCHORDER1' }), 404, 'money_order_not_found'],
      [sign(fields), 404, 'money_order_not_found', 'other-gateway'],
      [{ ...fields, signature: 'zz' }, 400, 'request_param_err'],
      [{ ...sign(fields), extra: 1 }, 400, 'request_param_err'],
    ];
    for (const [body, status, code, provider] of cases) {
      const response = await postCallback(body, provider);
      expect([response.statusCode, response.json().errorCode], JSON.stringify(body)).toEqual([status, code]);
    }
    expect(await mainBalance(platform, member)).toBe(0);
    const stored = await platform.app.platform.db
      .selectFrom('deposit_orders')
      .select(['status', 'paid_at'])
      .where('order_no', '=', order.orderNo)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'pending', paid_at: null });
  });

  it('marks an order failed on a failed callback (the page Cancel), and never credits it afterwards', async () => {
    const member = await newMember(platform);
    const { order, payUrl } = await openOrder(member, '40');
    const sig = new URL(payUrl, 'http://x').searchParams.get('sig')!;
    const cancel = await platform.app.inject({
      method: 'POST',
      url: `/pay/demo/${order.orderNo}/complete`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `sig=${sig}&outcome=failed`,
    });
    expect(cancel.statusCode).toBe(303);
    const late = await postCallback(
      sign({
        orderNo: order.orderNo,
        amount: '40.00',
        status: 'paid',
        paidAt: platform.clock.now(),
        providerReference: 'GW-3',
      }),
    );
    expect(late.json().value).toEqual({ orderNo: order.orderNo, status: 'failed', changed: false });
    expect(await mainBalance(platform, member)).toBe(0);
    const orders = await member.client.call(
      'getDepositOrders',
      { ...recent(), status: 'failed' },
      { token: member.token },
    );
    expect(orders.body.value!.list.map((o) => o.orderNo)).toEqual([order.orderNo]);
  });

  it('expires pending orders after 30 minutes (the money job); a late payment still arrives', async () => {
    const member = await newMember(platform);
    const { order } = await openOrder(member, '60');
    const { order: other } = await openOrder(member, '70');
    platform.clock.advance(31 * MINUTE);
    const report = await platform.app.platform.moneyJobs.tick();
    expect(report.leader).toBe(true);
    expect(report.depositsExpired).toBeGreaterThanOrEqual(2);
    // The session idled out meanwhile.
    member.token = await member.client.login(member.username, MEMBER_PASSWORD);
    const list = await member.client.call('getDepositOrders', recent(), { token: member.token });
    expect(list.body.value!.list.map((o) => [o.orderNo, o.status])).toEqual([
      [other.orderNo, 'expired'],
      [order.orderNo, 'expired'],
    ]);
    // The gateway took the money before the expiry: it is credited.
    await postCallback(
      sign({
        orderNo: order.orderNo,
        amount: '60.00',
        status: 'paid',
        paidAt: platform.clock.now(),
        providerReference: 'GW-4',
      }),
    );
    expect(await mainBalance(platform, member)).toBe(6000);
    await expectLedgerConsistent(platform, [member]);
  });

  it('pages the orders newest first within the date range', async () => {
    const member = await newMember(platform);
    const start = platform.clock.now();
    for (let i = 0; i < 5; i++) {
      await openOrder(member, String(10 + i));
      platform.clock.advance(MINUTE);
    }
    const page = (pageNo: number, extra: Record<string, number> = {}) =>
      member.client.call(
        'getDepositOrders',
        { startTime: start, endTime: platform.clock.now(), pageNo, pageSize: 2, ...extra },
        { token: member.token },
      );
    const first = depositOrdersValueSchema.parse((await page(1)).body.value);
    expect(first).toMatchObject({ total: 5, totalPages: 3, pageNo: 1, pageSize: 2 });
    expect(first.list.map((o) => o.amount)).toEqual([14, 13]);
    expect((await page(3)).body.value!.list.map((o) => o.amount)).toEqual([10]);
    expect((await page(1, { endTime: start + MINUTE })).body.value!.total).toBe(2);
    // A range that runs backwards or spans more than 92 days is refused.
    expect((await page(1, { startTime: platform.clock.now(), endTime: start })).body.errorCode).toBe(
      'request_param_err',
    );
    expect((await page(1, { startTime: 0 })).body.errorCode).toBe('request_param_err');
  });

  it("keeps tenants apart: one tenant's member sees none of another's orders", async () => {
    const aurora = await newMember(platform);
    const lotus = await newMember(platform, { merchant: LOTUS });
    await openOrder(aurora, '100');
    const { order } = await openOrder(lotus, '150');
    const seen = await aurora.client.call('getDepositOrders', recent(), { token: aurora.token });
    expect(seen.body.value!.list.every((o) => o.currency === 'USD')).toBe(true);
    expect(seen.body.value!.list.map((o) => o.orderNo)).not.toContain(order.orderNo);
    // An aurora token does not work with the lotus Merchant header.
    const cross = await lotus.client.call('getDepositOrders', recent(), { token: aurora.token });
    expect(cross.status).toBe(401);
    // The lotus order is paid into the lotus member's wallet only.
    await postCallback(
      sign({
        orderNo: order.orderNo,
        amount: '150.00',
        status: 'paid',
        paidAt: platform.clock.now(),
        providerReference: 'GW-5',
      }),
    );
    expect(await mainBalance(platform, lotus)).toBe(15000);
    expect(await mainBalance(platform, aurora)).toBe(0);
  });

  it('refuses trial accounts', async () => {
    const client = platform.client(LOTUS);
    const login = await client.call('loginFreePlay', { os: 'Linux', platform: 'W' });
    const token = login.body.value!.token;
    const result = await client.call(
      'createDeposit',
      { methodCode: 'DEMO_PROMPTPAY', amount: '100', requestId: requestId('trial') },
      { token },
    );
    expect([result.status, result.body.errorCode]).toEqual([403, 'account_type_refused']);
  });

  it('runs no demo provider in production: no demo methods, no demo page', async () => {
    const production = await startPlatform({ engine, config: { mode: 'production' } });
    try {
      expect(production.app.platform.payments.demo).toBeUndefined();
      const member = await newMember(production);
      const methods = await member.client.call('getDepositMethods', {}, { token: member.token });
      expect(methods.body.value!.methods).toEqual([]);
      const refused = await member.client.call(
        'createDeposit',
        { methodCode: 'DEMO_BANK', amount: '100', requestId: requestId('prod') },
        { token: member.token },
      );
      expect(refused.body.errorCode).toBe('payment_method_unknown');
      // The path falls through to the portal's pages; nothing there pays an order.
      const page = await production.app.inject({
        method: 'GET',
        url: `/pay/demo/D20260601AAAAAAAAAAAA?sig=${'0'.repeat(64)}`,
      });
      expect(page.body).not.toContain('/complete');
      const complete = await production.app.inject({
        method: 'POST',
        url: '/pay/demo/D20260601AAAAAAAAAAAA/complete',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `sig=${'0'.repeat(64)}&outcome=paid`,
      });
      expect(complete.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });

  it('answers refusals in the request language', async () => {
    const member = await newMember(platform);
    const vi = platform.client(AURORA, 'VI');
    const result = await vi.call(
      'createDeposit',
      { methodCode: 'DEMO_BANK', amount: '1', requestId: requestId('vi') },
      { token: member.token },
    );
    expect(result.body.message).toBe('Số tiền thấp hơn mức tối thiểu 10.');
  });
});
