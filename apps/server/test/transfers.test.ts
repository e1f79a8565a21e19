// Transfers on SQLite and PostgreSQL: the merchant wallet (main and the tenant's game wallets),
// moves between them (FUNDTRANS3), an agent's transfers to its direct downlines and a member's to
// its upline — each one transaction with two ledger rows, idempotent per request id, refused to
// anyone else (another tenant's member included); opposite transfers at once neither deadlock nor
// lose money.
import { ACCOUNT_TYPES, WALLET_IDS, merchantWalletValueSchema } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, LOTUS, startPlatform, type TestPlatform } from './helpers';
import {
  expectLedgerConsistent,
  mainBalance,
  MEMBER_PASSWORD,
  newMember,
  PAYMENT_PASSWORD,
  requestId,
  reposOf,
  type Member,
} from './money-helpers';

describe.each(ENGINES)('transfers (%s)', (engine) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform({ engine });
  });
  afterAll(() => platform?.close());

  const walletTransfer = (member: Member, fromWallet: number, toWallet: number, amount: string, id = requestId('wt')) =>
    member.client.call('walletTransfer', { fromWallet, toWallet, amount, requestId: id }, { token: member.token });
  const walletBalance = async (member: Member, walletId: number) =>
    (await reposOf(platform, member.merchant).wallets.balances(member.id)).find((w) => w.walletId === walletId)
      ?.balanceMinor ?? 0;

  async function withPaymentPassword(member: Member): Promise<Member> {
    const set = await member.client.call(
      'setPaymentPassword',
      { currentPassword: MEMBER_PASSWORD, paymentPassword: PAYMENT_PASSWORD, confirmPaymentPassword: PAYMENT_PASSWORD },
      { token: member.token },
    );
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    return member;
  }

  it('shows the main wallet and the game wallets, opening them on first sight', async () => {
    const member = await newMember(platform, { balanceMinor: 5_000 });
    const value = merchantWalletValueSchema.parse(
      (await member.client.call('getMerchantWallet', {}, { token: member.token })).body.value,
    );
    expect(value).toEqual({
      isSingle: false,
      currency: 'USD',
      wallets: [
        { accountTypeId: 1, code: 'MAIN', balance: 50 },
        { accountTypeId: 11, code: 'LIVE', balance: 0 },
        { accountTypeId: 12, code: 'SPORTS', balance: 0 },
      ],
    });
    const lotus = await newMember(platform, { merchant: LOTUS });
    const l = await lotus.client.call('getMerchantWallet', { isSingle: 0 }, { token: lotus.token });
    expect(l.body.value!.wallets.map((w) => w.code)).toEqual(['MAIN', 'LIVE']);
  });

  it('moves money to a game wallet and back in one transaction each, idempotent per request id', async () => {
    const member = await newMember(platform, { balanceMinor: 10_000 });
    const id = requestId('in');
    const to = await walletTransfer(member, WALLET_IDS.MAIN, 11, '30.25', id);
    expect(to.status, JSON.stringify(to.body)).toBe(200);
    expect(to.body.value!.wallets.map((w) => w.balance)).toEqual([69.75, 30.25, 0]);
    // The same request again moves nothing; other content under its id is refused.
    expect((await walletTransfer(member, WALLET_IDS.MAIN, 11, '30.25', id)).body.value!.wallets[1]!.balance).toBe(
      30.25,
    );
    expect((await walletTransfer(member, WALLET_IDS.MAIN, 11, '31', id)).body.errorCode).toBe('request_id_conflict');
    const back = await walletTransfer(member, 11, WALLET_IDS.MAIN, '10');
    expect(back.body.value!.wallets.map((w) => w.balance)).toEqual([79.75, 20.25, 0]);
    const rows = await platform.app.platform.db
      .selectFrom('ledger')
      .select(['wallet_id', 'amount_minor', 'kind'])
      .where('account_id', '=', member.id)
      .where('kind', 'like', 'wallet_transfer%')
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [Number(r.wallet_id), Number(r.amount_minor), r.kind])).toEqual([
      [1, -3025, 'wallet_transfer_out'],
      [11, 3025, 'wallet_transfer_in'],
      [11, -1000, 'wallet_transfer_out'],
      [1, 1000, 'wallet_transfer_in'],
    ]);
    await expectLedgerConsistent(platform, [member]);
  });

  it('refuses unknown or equal wallets, amounts out of limits or malformed, and more than the balance', async () => {
    const member = await newMember(platform, { balanceMinor: 1_000 });
    const cases: [number, number, string, number, string][] = [
      [1, 1, '5', 404, 'wallet_not_found'],
      [1, 99, '5', 404, 'wallet_not_found'],
      [2, 11, '5', 404, 'wallet_not_found'],
      [1, 11, '0.99', 400, 'amount_below_minimum'],
      [1, 11, '100000.01', 400, 'amount_above_maximum'],
      [1, 11, '1.001', 400, 'request_param_err'],
      [1, 11, '-5', 400, 'request_param_err'],
      [1, 11, 'five', 400, 'request_param_err'],
      [1, 11, '10.01', 400, 'insufficient_balance'],
    ];
    for (const [from, to, amount, status, code] of cases) {
      const result = await walletTransfer(member, from, to, amount);
      expect([result.status, result.body.errorCode], `${from}→${to} ${amount}`).toEqual([status, code]);
    }
    expect(await walletBalance(member, 1)).toBe(1_000);
    expect(await walletBalance(member, 11)).toBe(0);
  });

  it('is off where FUNDTRANS3 is off', async () => {
    const member = await newMember(platform, { merchant: LOTUS, balanceMinor: 100_000 });
    await platform.app.platform.tenants.setModules(LOTUS, { FUNDTRANS3: false });
    try {
      expect((await walletTransfer(member, 1, 11, '50')).body.errorCode).toBe('function.not.available');
    } finally {
      await platform.app.platform.tenants.setModules(LOTUS, { FUNDTRANS3: true });
    }
    expect((await walletTransfer(member, 1, 11, '50')).status).toBe(200);
  });

  it("lists an agent's direct downlines only, and only to agents", async () => {
    const agent = await newMember(platform, { type: ACCOUNT_TYPES.AGENT, prefix: 'agent' });
    const d1 = await newMember(platform, { uplineId: agent.id, prefix: 'alpha' });
    await newMember(platform, { uplineId: agent.id, prefix: 'beta' });
    await newMember(platform, { uplineId: d1.id, prefix: 'grand' });
    const list = await agent.client.call('getDownlines', {}, { token: agent.token });
    expect(list.body.value!.total).toBe(2);
    expect(list.body.value!.list.map((d) => d.username).sort()).toEqual(expect.arrayContaining([d1.username]));
    const filtered = await agent.client.call('getDownlines', { username: 'ALP' }, { token: agent.token });
    expect(filtered.body.value!.list.map((d) => d.username)).toEqual([d1.username]);
    expect((await agent.client.call('getDownlines', { username: '%' }, { token: agent.token })).body.value!.total).toBe(
      0,
    );
    const refused = await d1.client.call('getDownlines', {}, { token: d1.token });
    expect([refused.status, refused.body.errorCode]).toEqual([403, 'account_type_refused']);
  });

  it('sends money from an agent to a downline, confirmed by the payment password, and to nobody else', async () => {
    const agent = await withPaymentPassword(
      await newMember(platform, { type: ACCOUNT_TYPES.AGENT, balanceMinor: 100_000, prefix: 'agent' }),
    );
    const downline = await newMember(platform, { uplineId: agent.id });
    const stranger = await newMember(platform);
    const grandchild = await newMember(platform, { uplineId: downline.id });
    const lotusNamesake = await newMember(platform, { merchant: LOTUS, uplineId: null });
    const send = (username: string, amount = '25', password = PAYMENT_PASSWORD, id = requestId('dl')) =>
      agent.client.call('transferToDownline', { username, amount, password, requestId: id }, { token: agent.token });

    for (const target of [
      stranger.username,
      grandchild.username,
      agent.username,
      lotusNamesake.username,
      'nobody-here',
    ]) {
      const result = await send(target);
      expect([result.status, result.body.errorCode], target).toEqual([400, 'transfer_target_invalid']);
    }
    expect((await send(downline.username, '25', MEMBER_PASSWORD)).body.errorCode).toBe('payment_password_error');
    expect((await send(downline.username, '0.5')).body.errorCode).toBe('amount_below_minimum');
    expect((await send(downline.username, '1000.01')).body.errorCode).toBe('insufficient_balance');
    expect(await mainBalance(platform, agent)).toBe(100_000);

    const id = requestId('ok');
    const sent = await send(downline.username, '25.5', PAYMENT_PASSWORD, id);
    expect(sent.body.value).toMatchObject({ amount: 25.5, counterparty: downline.username, balance: 974.5 });
    const again = await send(downline.username, '25.5', PAYMENT_PASSWORD, id);
    expect(again.body.value!.transferNo).toBe(sent.body.value!.transferNo);
    expect((await send(downline.username, '26', PAYMENT_PASSWORD, id)).body.errorCode).toBe('request_id_conflict');
    expect(await mainBalance(platform, agent)).toBe(97_450);
    expect(await mainBalance(platform, downline)).toBe(2_550);
    const rows = await platform.app.platform.db
      .selectFrom('ledger')
      .select(['account_id', 'amount_minor', 'kind', 'reference'])
      .where('reference', '=', sent.body.value!.transferNo)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [Number(r.account_id), Number(r.amount_minor), r.kind]).sort()).toEqual(
      [
        [agent.id, -2550, 'transfer_out'],
        [downline.id, 2550, 'transfer_in'],
      ].sort(),
    );
    // A member is not an agent.
    const notAgent = await downline.client.call(
      'transferToDownline',
      { username: grandchild.username, amount: '1', password: MEMBER_PASSWORD, requestId: requestId('na') },
      { token: downline.token },
    );
    expect(notAgent.body.errorCode).toBe('account_type_refused');
    await expectLedgerConsistent(platform, [agent, downline, stranger, grandchild]);
  });

  it('sends money from a member to its upline (named masked); a member without one is refused', async () => {
    const upline = await newMember(platform, { type: ACCOUNT_TYPES.AGENT, prefix: 'upline' });
    const member = await withPaymentPassword(await newMember(platform, { uplineId: upline.id, balanceMinor: 5_000 }));
    const alone = await withPaymentPassword(await newMember(platform, { balanceMinor: 5_000 }));
    const sent = await member.client.call(
      'transferToUpline',
      { amount: '12', password: PAYMENT_PASSWORD, requestId: requestId('up') },
      { token: member.token },
    );
    expect(sent.body.value).toMatchObject({ amount: 12, balance: 38 });
    expect(sent.body.value!.counterparty).toMatch(/^up\*\*\*..$/);
    expect(sent.body.value!.counterparty).not.toBe(upline.username);
    expect(await mainBalance(platform, upline)).toBe(1_200);
    const refused = await alone.client.call(
      'transferToUpline',
      { amount: '12', password: PAYMENT_PASSWORD, requestId: requestId('up') },
      { token: alone.token },
    );
    expect([refused.status, refused.body.errorCode]).toEqual([400, 'transfer_target_invalid']);
    // Lotus confirms with the login password.
    const lotusUpline = await newMember(platform, { merchant: LOTUS, type: ACCOUNT_TYPES.AGENT });
    const lotusMember = await newMember(platform, { merchant: LOTUS, uplineId: lotusUpline.id, balanceMinor: 100_000 });
    expect(
      (
        await lotusMember.client.call(
          'transferToUpline',
          { amount: '100', password: MEMBER_PASSWORD, requestId: requestId('lu') },
          { token: lotusMember.token },
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await lotusMember.client.call(
          'transferToUpline',
          { amount: '9.99', password: MEMBER_PASSWORD, requestId: requestId('lu') },
          { token: lotusMember.token },
        )
      ).body.errorCode,
    ).toBe('amount_below_minimum');
    await expectLedgerConsistent(platform, [upline, member, alone, lotusUpline, lotusMember]);
  });

  it('answers twenty copies of one transfer at once as one transfer: no wrong-password answer, no 429, no lock', async () => {
    const agent = await withPaymentPassword(
      await newMember(platform, { type: ACCOUNT_TYPES.AGENT, balanceMinor: 100_000, prefix: 'agent' }),
    );
    const downline = await newMember(platform, { uplineId: agent.id });
    const payload = {
      username: downline.username,
      amount: '7',
      password: PAYMENT_PASSWORD,
      requestId: requestId('burst'),
    };
    const results = await Promise.all(
      Array.from({ length: 20 }, () => agent.client.call('transferToDownline', payload, { token: agent.token })),
    );
    expect(results.map((r) => [r.status, r.body.errorCode ?? 'ok'])).toEqual(Array(20).fill([200, 'ok']));
    expect(new Set(results.map((r) => r.body.value!.transferNo)).size).toBe(1);
    expect(await mainBalance(platform, agent)).toBe(100_000 - 700);
    expect(await mainBalance(platform, downline)).toBe(700);
    const failures = await platform.app.platform.db
      .selectFrom('login_failures')
      .select(['failures', 'locked_until'])
      .where('merchant_code', '=', agent.merchant)
      .where('username_key', '=', `payment:${agent.id}`)
      .executeTakeFirst();
    expect(failures).toBeUndefined();
    const next = await agent.client.call(
      'transferToDownline',
      { ...payload, requestId: requestId('next') },
      { token: agent.token },
    );
    expect(next.status, JSON.stringify(next.body)).toBe(200);
    await expectLedgerConsistent(platform, [agent, downline]);
  });

  it('runs opposite transfers between an agent and its downline at once without deadlock or loss', async () => {
    const agent = await withPaymentPassword(
      await newMember(platform, { type: ACCOUNT_TYPES.AGENT, balanceMinor: 100_000, prefix: 'agent' }),
    );
    const downline = await withPaymentPassword(
      await newMember(platform, { uplineId: agent.id, balanceMinor: 100_000 }),
    );
    // Rounds of four each way at once.
    for (let round = 0; round < 3; round++) {
      const calls = [];
      for (let i = 0; i < 4; i++) {
        calls.push(
          agent.client.call(
            'transferToDownline',
            { username: downline.username, amount: '7', password: PAYMENT_PASSWORD, requestId: requestId('a') },
            { token: agent.token },
          ),
        );
        calls.push(
          downline.client.call(
            'transferToUpline',
            { amount: '3', password: PAYMENT_PASSWORD, requestId: requestId('d') },
            { token: downline.token },
          ),
        );
      }
      const results = await Promise.all(calls);
      expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
    }
    expect(await mainBalance(platform, agent)).toBe(100_000 - 12 * 700 + 12 * 300);
    expect(await mainBalance(platform, downline)).toBe(100_000 + 12 * 700 - 12 * 300);
    await expectLedgerConsistent(platform, [agent, downline]);
  });

  it('runs many opposite wallet transfers of one member at once without deadlock (no 500) or loss', async () => {
    const member = await newMember(platform, { balanceMinor: 100_000 });
    expect((await walletTransfer(member, WALLET_IDS.MAIN, 11, '500')).status).toBe(200);
    // Main → LIVE and LIVE → main at once lock the same two wallet rows; in opposite orders they
    // would deadlock on PostgreSQL.
    let moved = 0;
    for (let round = 0; round < 8; round++) {
      const calls = [];
      for (let i = 0; i < 6; i++) {
        calls.push(walletTransfer(member, WALLET_IDS.MAIN, 11, '3'));
        calls.push(walletTransfer(member, 11, WALLET_IDS.MAIN, '2'));
      }
      const results = await Promise.all(calls);
      expect(results.map((r) => [r.status, r.body.errorCode ?? 'ok'])).toEqual(Array(12).fill([200, 'ok']));
      moved += 6 * 100;
    }
    expect(await walletBalance(member, WALLET_IDS.MAIN)).toBe(100_000 - 50_000 - moved);
    expect(await walletBalance(member, 11)).toBe(50_000 + moved);
    await expectLedgerConsistent(platform, [member]);
  });

  it('refuses trial accounts', async () => {
    // Free play is a lotus module.
    const client = platform.client(LOTUS);
    const token = (await client.call('loginFreePlay', { os: 'Linux', platform: 'W' })).body.value!.token;
    const result = await client.call(
      'walletTransfer',
      { fromWallet: 1, toWallet: 11, amount: '5', requestId: requestId('t') },
      { token },
    );
    expect([result.status, result.body.errorCode]).toEqual([403, 'account_type_refused']);
  });
});
