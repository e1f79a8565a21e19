// Withdrawals on SQLite and PostgreSQL: payees bound once per kind (masked in answers), the
// payment password (set with the login password, changed with the old one, wrong tries counted
// and locked), requests held on the ledger within the limits — two at once can neither overdraw
// nor pass the daily limit —, proof images checked by their bytes, the player's confirmation, the
// clock's auto receipt (never refunded), and tenant isolation.
import { createHash } from 'node:crypto';
import {
  PROOF_IMAGE_MAX_BYTES,
  withdrawalSchema,
  withdrawalsValueSchema,
  withdrawSettingsValueSchema,
  type Withdrawal,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, MINUTE } from '../src/lib/clock';
import { SYSTEM_ACTOR } from '../src/services/operator/audit';
import { AURORA, ENGINES, LOTUS, startPlatform, type TestPlatform } from './helpers';
import {
  expectLedgerConsistent,
  jpegBytes,
  mainBalance,
  MEMBER_PASSWORD,
  newMember,
  newWithdrawer,
  payWithdrawal,
  requestWithdrawal,
  type Withdrawer,
  operator,
  pngBytes,
  reposOf,
  requestId,
  type Member,
} from './money-helpers';
import type { TenantRepositories } from '../src/repositories/index';

describe.each(ENGINES)('withdrawals (%s)', (engine) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform({ engine });
  });
  afterAll(() => platform?.close());

  const recent = () => ({ startTime: platform.clock.now() - 30 * DAY, endTime: platform.clock.now() });

  const withdrawer = (balanceMinor: number, merchant = AURORA) => newWithdrawer(platform, balanceMinor, merchant);
  const request = requestWithdrawal;
  const paidWithdrawal = async (member: Withdrawer, amount = '100'): Promise<Withdrawal> =>
    withdrawalSchema.parse(await payWithdrawal(platform, member, amount));

  const upload = (member: Member, withdrawalNo: string, bytes: Buffer, contentType = 'image/png') =>
    member.client.call('uploadWithdrawalProof', { withdrawalNo }, { token: member.token, bytes, contentType });

  it('answers the settings: limits, payee kinds by module flag, what confirms a withdrawal', async () => {
    const aurora = await newMember(platform, { balanceMinor: 12345 });
    const a = withdrawSettingsValueSchema.parse(
      (await aurora.client.call('getWithdrawSettings', {}, { token: aurora.token })).body.value,
    );
    expect(a).toMatchObject({
      currency: 'USD',
      minAmount: 20,
      maxAmount: 20000,
      dailyLimit: 50000,
      dailyRemaining: 50000,
      withdrawable: 123.45,
      payees: [],
      payeeKinds: ['bank', 'ewallet'],
      confirmWith: 'payment',
      hasPaymentPassword: false,
      confirmMinutes: 60,
    });
    const lotus = await newMember(platform, { merchant: LOTUS });
    const l = withdrawSettingsValueSchema.parse(
      (await lotus.client.call('getWithdrawSettings', {}, { token: lotus.token })).body.value,
    );
    // Lotus has no BINDEW3 and no PAYMENTPASS3.
    expect(l).toMatchObject({ currency: 'THB', payeeKinds: ['bank'], confirmWith: 'login', confirmMinutes: 30 });
  });

  it('binds a payee once per kind, stores the number as given and answers it masked', async () => {
    const member = await newMember(platform);
    const bank = await member.client.call(
      'bindPayee',
      { kind: 'bank', providerName: 'Demo Bank', accountName: 'A Member', accountNumber: '1234-5678-9012' },
      { token: member.token },
    );
    expect(bank.body.value).toMatchObject({ kind: 'bank', accountNumber: '********9012', providerName: 'Demo Bank' });
    const stored = await platform.app.platform.db
      .selectFrom('payees')
      .select('account_number')
      .where('id', '=', bank.body.value!.payeeId)
      .executeTakeFirstOrThrow();
    expect(stored.account_number).toBe('1234-5678-9012');
    const again = await member.client.call(
      'bindPayee',
      { kind: 'bank', providerName: 'Other Bank', accountName: 'A Member', accountNumber: '99999999' },
      { token: member.token },
    );
    expect([again.status, again.body.errorCode]).toEqual([409, 'payee_already_bound']);
    expect(
      (
        await member.client.call(
          'bindPayee',
          { kind: 'ewallet', providerName: 'Demo Pay', accountName: 'A Member', accountNumber: 'AB12CD' },
          { token: member.token },
        )
      ).status,
    ).toBe(200);
    const settings = await member.client.call('getWithdrawSettings', {}, { token: member.token });
    expect(settings.body.value!.payees.map((p) => [p.kind, p.accountNumber])).toEqual([
      ['bank', '********9012'],
      ['ewallet', '****12CD'],
    ]);
    // Lotus binds no e-wallets.
    const lotus = await newMember(platform, { merchant: LOTUS });
    const ewallet = await lotus.client.call(
      'bindPayee',
      { kind: 'ewallet', providerName: 'Demo Pay', accountName: 'L', accountNumber: 'AB12CD' },
      { token: lotus.token },
    );
    expect([ewallet.status, ewallet.body.errorCode]).toEqual([400, 'function.not.available']);
  });

  it('sets the payment password with the login password, then changes it only with the old one', async () => {
    const member = await newMember(platform);
    const set = (currentPassword: string, paymentPassword: string, confirmPaymentPassword = paymentPassword) =>
      member.client.call(
        'setPaymentPassword',
        { currentPassword, paymentPassword, confirmPaymentPassword },
        { token: member.token },
      );
    expect((await set('wrong-login1', '111111')).body.errorCode).toBe('payment_password_error');
    expect((await set(MEMBER_PASSWORD, '111111', '111112')).body.errorCode).toBe('password_inconsistent');
    expect((await set(MEMBER_PASSWORD, '12345')).body.errorCode).toBe('request_param_err');
    expect((await set(MEMBER_PASSWORD, '111111')).status).toBe(200);
    // Now the login password no longer changes it; the old payment password does.
    expect((await set(MEMBER_PASSWORD, '222222')).body.errorCode).toBe('payment_password_error');
    expect((await set('111111', '222222')).status).toBe(200);
    const row = await platform.app.platform.db
      .selectFrom('accounts')
      .select('payment_password_hash')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row.payment_password_hash).toMatch(/^\$argon2id\$/);
    // Lotus has no payment password (PAYMENTPASS3 off).
    const lotus = await newMember(platform, { merchant: LOTUS });
    const off = await lotus.client.call(
      'setPaymentPassword',
      { currentPassword: MEMBER_PASSWORD, paymentPassword: '111111', confirmPaymentPassword: '111111' },
      { token: lotus.token },
    );
    expect(off.body.errorCode).toBe('function.not.available');
  });

  it('holds the amount at request and refuses what breaks the rules, changing nothing', async () => {
    const member = await withdrawer(100_000);
    const count = async () =>
      Number(
        (
          await platform.app.platform.db
            .selectFrom('withdrawals')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('account_id', '=', member.id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const refusals: [Record<string, unknown>, number, string, unknown?][] = [
      [{ amount: '19.99' }, 400, 'amount_below_minimum', { min: 20 }],
      [{ amount: '20000.01' }, 400, 'amount_above_maximum', { max: 20000 }],
      [{ amount: '20.001' }, 400, 'request_param_err'],
      [{ amount: '-20' }, 400, 'request_param_err'],
      [{ amount: 'twenty' }, 400, 'request_param_err'],
      [{ amount: 20 }, 400, 'request_param_err'],
      [{ amount: '100', password: '999999' }, 400, 'payment_password_error'],
      [{ amount: '100', password: MEMBER_PASSWORD }, 400, 'payment_password_error'],
      [{ amount: '100', payeeId: 999_999 }, 404, 'payee_not_found'],
    ];
    for (const [extra, status, code, value] of refusals) {
      const result = await request(member, String(extra.amount), extra);
      expect([result.status, result.body.errorCode], JSON.stringify(extra)).toEqual([status, code]);
      if (value) expect(result.body.value).toEqual(value);
    }
    expect(await count()).toBe(0);
    expect(await mainBalance(platform, member)).toBe(100_000);

    const ok = await request(member, '250.50');
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.value).toMatchObject({
      amount: 250.5,
      status: 'requested',
      currency: 'USD',
      payee: { accountNumber: '********8901' },
      proofCount: 0,
      paidAt: null,
    });
    expect(await mainBalance(platform, member)).toBe(100_000 - 25_050);
    const settings = await member.client.call('getWithdrawSettings', {}, { token: member.token });
    expect(settings.body.value).toMatchObject({
      withdrawable: 749.5,
      dailyRemaining: 50000 - 250.5,
      hasPaymentPassword: true,
    });
    const holds = await platform.app.platform.db
      .selectFrom('ledger')
      .select(['amount_minor', 'reference'])
      .where('account_id', '=', member.id)
      .where('kind', '=', 'withdrawal_hold')
      .execute();
    expect(holds).toEqual([{ amount_minor: -25_050, reference: ok.body.value!.withdrawalNo }]);
    await expectLedgerConsistent(platform, [member]);
  });

  it('asks a payment password that is set first, and confirms with the login password where PAYMENTPASS3 is off', async () => {
    const member = await newMember(platform, { balanceMinor: 100_000 });
    const payee = await member.client.call(
      'bindPayee',
      { kind: 'bank', providerName: 'B', accountName: 'N', accountNumber: '11112222' },
      { token: member.token },
    );
    const notSet = await member.client.call(
      'requestWithdrawal',
      { payeeId: payee.body.value!.payeeId, amount: '50', password: MEMBER_PASSWORD, requestId: requestId('ns') },
      { token: member.token },
    );
    expect(notSet.body.errorCode).toBe('payment_password_not_set');
    const lotus = await withdrawer(100_000, LOTUS);
    expect((await request(lotus, '300')).status).toBe(200);
    expect((await request(lotus, '300', { password: 'wrong-pass1' })).body.errorCode).toBe('payment_password_error');
  });

  it('locks money calls for 15 minutes after five wrong passwords, even for the right one', async () => {
    const member = await withdrawer(100_000);
    for (let i = 1; i <= 5; i++) {
      const wrong = await request(member, '50', { password: '000000' });
      expect(wrong.body).toMatchObject({ errorCode: 'payment_password_error', value: { triesLeft: 5 - i } });
    }
    const locked = await request(member, '50');
    expect([locked.status, locked.body.errorCode]).toEqual([429, 'TOO_MANY_REQUESTS']);
    expect((locked.body.value as unknown as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0);
    // Transfers are money calls too.
    const transfer = await member.client.call(
      'transferToUpline',
      { amount: '10', password: member.password, requestId: requestId('lk') },
      { token: member.token },
    );
    expect(transfer.status).toBeGreaterThanOrEqual(400);
    platform.clock.advance(16 * MINUTE);
    member.token = await member.client.login(member.username, MEMBER_PASSWORD);
    expect((await request(member, '50')).status).toBe(200);
    expect(await mainBalance(platform, member)).toBe(95_000);
  });

  it('lengthens the money lock with each lock, tells the member once at the first, and ends the sessions at the third', async () => {
    const member = await withdrawer(100_000);
    const wrong = () => request(member, '50', { password: '000000' });
    const retryAfter = async () => {
      const locked = await request(member, '50');
      expect([locked.status, locked.body.errorCode]).toEqual([429, 'TOO_MANY_REQUESTS']);
      return (locked.body.value as unknown as { retryAfterSeconds: number }).retryAfterSeconds;
    };
    const inbox = () =>
      platform.app.platform.db
        .selectFrom('platform_messages')
        .select(['title', 'content'])
        .where('merchant_code', '=', AURORA)
        .where('account_id', '=', member.id)
        .execute();
    const relogin = async () => {
      member.token = await member.client.login(member.username, MEMBER_PASSWORD);
    };

    for (let i = 1; i <= 5; i++) expect((await wrong()).body.errorCode).toBe('payment_password_error');
    // First lock: 15 minutes, and the member is told in the inbox.
    expect(await retryAfter()).toBe(15 * 60);
    const told = await inbox();
    expect(told).toHaveLength(1);
    expect(told[0]!.title).toBe('Withdrawals and transfers paused');
    expect(told[0]!.content).toContain('15 minutes');

    // The lock ran out: the next wrong try locks again at once, for twice as long (the login's rule).
    platform.clock.advance(15 * MINUTE + 1_000);
    expect((await wrong()).body).toMatchObject({ errorCode: 'payment_password_error', value: { triesLeft: 0 } });
    expect(await retryAfter()).toBe(30 * 60);
    expect(await inbox()).toHaveLength(1);

    // The third lock ends every session of the member: a stolen token guesses no further.
    platform.clock.advance(30 * MINUTE + 1_000);
    await relogin();
    const third = await wrong();
    expect([third.status, third.body.errorCode]).toEqual([401, 'password_attempts_exceeded']);
    const after = await member.client.call('getWithdrawSettings', {}, { token: member.token });
    expect(after.status).toBe(401);
    await relogin();
    expect(await retryAfter()).toBe(60 * 60);
    expect(await inbox()).toHaveLength(1);

    // A right password once the lock has run out passes and starts everything again.
    platform.clock.advance(60 * MINUTE + 1_000);
    await relogin();
    expect((await request(member, '50')).status).toBe(200);
    expect((await wrong()).body).toMatchObject({ errorCode: 'payment_password_error', value: { triesLeft: 4 } });
    expect(await mainBalance(platform, member)).toBe(95_000);
  });

  it('still compares only five of twenty wrong passwords sent at once, then locks', async () => {
    const member = await withdrawer(100_000);
    const results = await Promise.all(Array.from({ length: 20 }, () => request(member, '50', { password: '000000' })));
    const codes = results.map((r) => r.body.errorCode);
    expect(codes.filter((c) => c === 'payment_password_error')).toHaveLength(5);
    expect(codes.filter((c) => c === 'TOO_MANY_REQUESTS')).toHaveLength(15);
    const row = await platform.app.platform.db
      .selectFrom('login_failures')
      .select(['failures', 'locked_until'])
      .where('merchant_code', '=', AURORA)
      .where('username_key', '=', `payment:${member.id}`)
      .executeTakeFirstOrThrow();
    expect(row.failures).toBe(5);
    expect(row.locked_until).toBeGreaterThan(platform.clock.now());
    expect(await mainBalance(platform, member)).toBe(100_000);
  });

  it('never overdraws with two withdrawals at once', async () => {
    const member = await withdrawer(10_000);
    const results = await Promise.all([request(member, '60'), request(member, '60'), request(member, '60')]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.body.errorCode === 'insufficient_balance')).toHaveLength(2);
    expect(await mainBalance(platform, member)).toBe(4_000);
    // A refused request does not count against the daily limit.
    const settings = await member.client.call('getWithdrawSettings', {}, { token: member.token });
    expect(settings.body.value!.dailyRemaining).toBe(50000 - 60);
    await expectLedgerConsistent(platform, [member]);
  });

  it('never passes the daily limit with requests at once; a rejection frees its part of the day', async () => {
    const member = await withdrawer(10_000_000);
    const results = await Promise.all([
      request(member, '20000'),
      request(member, '20000'),
      request(member, '20000'),
      request(member, '20000'),
    ]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    const refused = results.filter((r) => r.body.errorCode === 'daily_limit_exceeded');
    expect(refused).toHaveLength(2);
    expect(refused[0]!.body.value).toEqual({ limit: 50000, remaining: 10000 });
    expect((await request(member, '10000.01')).body.errorCode).toBe('daily_limit_exceeded');
    expect((await request(member, '10000')).status).toBe(200);
    expect(await mainBalance(platform, member)).toBe(10_000_000 - 5_000_000);
    // The operator rejects one: the hold comes back and its amount leaves the day's total.
    const rejected = await operator(
      platform,
      AURORA,
      'POST',
      `/ops/withdrawals/${results.find((r) => r.status === 200)!.body.value!.withdrawalNo}/reject`,
      { remark: 'KYC' },
    );
    expect(rejected.body.value).toMatchObject({ status: 'rejected', remark: 'KYC' });
    expect(await mainBalance(platform, member)).toBe(10_000_000 - 3_000_000);
    expect(
      (await member.client.call('getWithdrawSettings', {}, { token: member.token })).body.value!.dailyRemaining,
    ).toBe(20000);
    // The next UTC day has its own limit.
    platform.clock.advance(DAY);
    member.token = await member.client.login(member.username, MEMBER_PASSWORD);
    expect(
      (await member.client.call('getWithdrawSettings', {}, { token: member.token })).body.value!.dailyRemaining,
    ).toBe(50000);
    await expectLedgerConsistent(platform, [member]);
  });

  it("runs the operator's rejections and the member's requests at once without deadlock (no 500) or loss", async () => {
    const member = await withdrawer(10_000_000);
    // A rejection returns a hold and frees its part of the day; a request takes both: on
    // PostgreSQL the two lock the day's row and the wallet, so they must take them in one order.
    for (let round = 0; round < 4; round++) {
      const requested = [];
      for (let i = 0; i < 4; i++) requested.push((await request(member, '25')).body.value!.withdrawalNo);
      const results = await Promise.all([
        ...requested.map((no) => operator(platform, AURORA, 'POST', `/ops/withdrawals/${no}/reject`, {})),
        ...requested.map(() => request(member, '30')),
      ]);
      expect(results.map((r) => [r.status, r.body.errorCode ?? 'ok'])).toEqual(Array(8).fill([200, 'ok']));
    }
    // What stays held: the sixteen requests of 30.00; the rejected 25.00s came back.
    expect(await mainBalance(platform, member)).toBe(10_000_000 - 16 * 3_000);
    expect(
      (await member.client.call('getWithdrawSettings', {}, { token: member.token })).body.value!.dailyRemaining,
    ).toBe(50000 - 16 * 30);
    await expectLedgerConsistent(platform, [member]);
  });

  it('makes a request id safe to retry', async () => {
    const member = await withdrawer(100_000);
    const id = requestId('retry');
    const first = await request(member, '40', { requestId: id });
    const again = await request(member, '40.00', { requestId: id });
    expect(again.body.value!.withdrawalNo).toBe(first.body.value!.withdrawalNo);
    expect((await request(member, '41', { requestId: id })).body.errorCode).toBe('request_id_conflict');
    expect(await mainBalance(platform, member)).toBe(96_000);
  });

  it('answers twenty copies of one request at once as one withdrawal: no wrong-password answer, no 429, no lock', async () => {
    const member = await withdrawer(100_000);
    const id = requestId('burst');
    const results = await Promise.all(Array.from({ length: 20 }, () => request(member, '40', { requestId: id })));
    expect(results.map((r) => [r.status, r.body.errorCode ?? 'ok'])).toEqual(Array(20).fill([200, 'ok']));
    expect(new Set(results.map((r) => r.body.value!.withdrawalNo)).size).toBe(1);
    expect(await mainBalance(platform, member)).toBe(96_000);
    // No try of the right password was counted as a failure, so nothing locks the member's money calls.
    const failures = await platform.app.platform.db
      .selectFrom('login_failures')
      .select(['failures', 'locked_until'])
      .where('merchant_code', '=', AURORA)
      .where('username_key', '=', `payment:${member.id}`)
      .executeTakeFirst();
    expect(failures).toBeUndefined();
    expect((await request(member, '20')).status).toBe(200);
    await expectLedgerConsistent(platform, [member]);
  });

  it('takes proof images by their bytes: png and jpg of a paid withdrawal, at most 5 MB, three at most', async () => {
    const member = await withdrawer(100_000);
    const requested = await request(member, '100');
    const notPaid = await upload(member, requested.body.value!.withdrawalNo, pngBytes());
    expect(notPaid.body.errorCode).toBe('withdrawal_state_invalid');
    const paid = await paidWithdrawal(member);
    const text = Buffer.from('this is not an image, whatever its name or type says');
    for (const type of ['image/png', 'image/jpeg', 'application/octet-stream']) {
      const fake = await upload(member, paid.withdrawalNo, text, type);
      expect([fake.status, fake.body.errorCode, fake.body.value], type).toEqual([
        400,
        'proof_image_invalid',
        { reason: 'type' },
      ]);
    }
    const gif = await upload(member, paid.withdrawalNo, Buffer.from('GIF89a\x01\x00\x01\x00'), 'image/png');
    expect(gif.body.value).toEqual({ reason: 'type' });
    expect((await upload(member, paid.withdrawalNo, Buffer.alloc(0))).body.value).toEqual({ reason: 'type' });
    const big = await upload(member, paid.withdrawalNo, pngBytes(PROOF_IMAGE_MAX_BYTES + 1));
    expect([big.status, big.body.errorCode, (big.body.value as unknown as { reason: string }).reason]).toEqual([
      400,
      'proof_image_invalid',
      'too_large',
    ]);
    const huge = await upload(member, paid.withdrawalNo, pngBytes(8 * 1024 * 1024));
    expect([huge.status, huge.body.errorCode]).toEqual([413, 'request_too_large']);

    const png = pngBytes();
    const first = await upload(member, paid.withdrawalNo, png, 'application/octet-stream');
    expect(first.body.value).toMatchObject({ type: 'image/png', size: png.length });
    // Exactly 5 MB is allowed.
    expect(
      (await upload(member, paid.withdrawalNo, jpegBytes(PROOF_IMAGE_MAX_BYTES), 'image/jpeg')).body.value,
    ).toMatchObject({ type: 'image/jpeg', size: PROOF_IMAGE_MAX_BYTES });
    expect((await upload(member, paid.withdrawalNo, jpegBytes(100), 'image/png')).status).toBe(200);
    const fourth = await upload(member, paid.withdrawalNo, png);
    expect([fourth.status, fourth.body.errorCode]).toEqual([400, 'proof_image_limit']);
    const stored = await platform.app.platform.db
      .selectFrom('withdrawal_proofs')
      .select(['id', 'content_type', 'sha256', 'bytes'])
      .where('id', '=', first.body.value!.proofId)
      .executeTakeFirstOrThrow();
    expect(stored.sha256).toBe(createHash('sha256').update(png).digest('hex'));
    expect(Buffer.from(stored.bytes).equals(png)).toBe(true);
    const listed = await member.client.call('getWithdrawals', recent(), { token: member.token });
    expect(listed.body.value!.list.find((w) => w.withdrawalNo === paid.withdrawalNo)!.proofCount).toBe(3);
  });

  it('lets the player confirm received, partly received (with proof) or not received (with proof), once, before confirmBy', async () => {
    const member = await withdrawer(1_000_000);
    const confirm = (payload: Record<string, unknown>) =>
      member.client.call('confirmWithdrawal', payload, { token: member.token });

    const a = await paidWithdrawal(member, '100');
    expect(a.confirmBy).toBe(a.paidAt! + 60 * MINUTE);
    expect((await confirm({ withdrawalNo: a.withdrawalNo, result: 'received' })).body.value).toMatchObject({
      status: 'received',
      receivedAmount: 100,
      confirmedAt: platform.clock.now(),
    });
    expect((await confirm({ withdrawalNo: a.withdrawalNo, result: 'received' })).body.errorCode).toBe(
      'withdrawal_state_invalid',
    );

    const b = await paidWithdrawal(member, '200');
    const c = await paidWithdrawal(member, '300');
    const proofB = (await upload(member, b.withdrawalNo, pngBytes())).body.value!.proofId;
    const proofC = (await upload(member, c.withdrawalNo, jpegBytes())).body.value!.proofId;
    expect(
      (await confirm({ withdrawalNo: b.withdrawalNo, result: 'partial', receivedAmount: '50', proofIds: [] })).body
        .errorCode,
    ).toBe('request_param_err');
    // A proof of another withdrawal does not count.
    expect(
      (await confirm({ withdrawalNo: b.withdrawalNo, result: 'partial', receivedAmount: '50', proofIds: [proofC] }))
        .body.errorCode,
    ).toBe('request_param_err');
    for (const receivedAmount of ['200', '250', '0', '-1', '50.123']) {
      expect(
        (await confirm({ withdrawalNo: b.withdrawalNo, result: 'partial', receivedAmount, proofIds: [proofB] })).status,
        receivedAmount,
      ).toBe(400);
    }
    expect((await confirm({ withdrawalNo: b.withdrawalNo, result: 'partial', proofIds: [proofB] })).status).toBe(400);
    const partial = await confirm({
      withdrawalNo: b.withdrawalNo,
      result: 'partial',
      receivedAmount: '50.25',
      proofIds: [proofB],
    });
    expect(partial.body.value).toMatchObject({ status: 'partial', receivedAmount: 50.25, proofCount: 1 });
    expect((await confirm({ withdrawalNo: c.withdrawalNo, result: 'not_received' })).body.errorCode).toBe(
      'request_param_err',
    );
    expect(
      (await confirm({ withdrawalNo: c.withdrawalNo, result: 'not_received', proofIds: [proofC] })).body.value,
    ).toMatchObject({ status: 'not_received', receivedAmount: 0 });

    // The operator refunds what did not arrive, once.
    const before = await mainBalance(platform, member);
    expect(
      (await operator(platform, AURORA, 'POST', `/ops/withdrawals/${b.withdrawalNo}/refund`)).body.value,
    ).toMatchObject({ refundedAmount: 149.75 });
    expect((await operator(platform, AURORA, 'POST', `/ops/withdrawals/${b.withdrawalNo}/refund`)).body.errorCode).toBe(
      'withdrawal_state_invalid',
    );
    expect(
      (await operator(platform, AURORA, 'POST', `/ops/withdrawals/${c.withdrawalNo}/refund`)).body.value,
    ).toMatchObject({ refundedAmount: 300 });
    expect((await operator(platform, AURORA, 'POST', `/ops/withdrawals/${a.withdrawalNo}/refund`)).body.errorCode).toBe(
      'withdrawal_state_invalid',
    );
    expect(await mainBalance(platform, member)).toBe(before + 14_975 + 30_000);
    await expectLedgerConsistent(platform, [member]);
  });

  it("refunds only what did not arrive when the player's partial confirmation commits during the refund, once", async () => {
    const member = await withdrawer(100_000);
    const paid = await paidWithdrawal(member, '100');
    const proofId = (await upload(member, paid.withdrawalNo, pngBytes())).body.value!.proofId;
    // The operator's refund reads the withdrawal (still paid); the player's partial confirmation
    // (40.00 of 100.00 arrived) commits right after that read, before the refund's transaction.
    const repos = reposOf(platform, AURORA);
    let interleaved = false;
    const hooked: TenantRepositories = {
      ...repos,
      withdrawals: {
        ...repos.withdrawals,
        async byNo(withdrawalNo, accountId) {
          const row = await repos.withdrawals.byNo(withdrawalNo, accountId);
          if (!interleaved) {
            interleaved = true;
            const partial = await member.client.call(
              'confirmWithdrawal',
              { withdrawalNo, result: 'partial', receivedAmount: '40', proofIds: [proofId] },
              { token: member.token },
            );
            expect(partial.body.value, JSON.stringify(partial.body)).toMatchObject({ status: 'partial' });
          }
          return row;
        },
      },
    };
    const before = await mainBalance(platform, member);
    const refunded = await platform.app.platform.withdrawals.refund(hooked, paid.withdrawalNo, SYSTEM_ACTOR);
    expect(interleaved).toBe(true);
    expect(refunded).toMatchObject({ status: 'partial', receivedAmount: 40, refundedAmount: 60 });
    expect(await mainBalance(platform, member)).toBe(before + 6_000);
    // Once: the operator's second refund changes nothing.
    expect(
      (await operator(platform, AURORA, 'POST', `/ops/withdrawals/${paid.withdrawalNo}/refund`)).body.errorCode,
    ).toBe('withdrawal_state_invalid');
    const releases = await platform.app.platform.db
      .selectFrom('ledger')
      .select(['amount_minor'])
      .where('account_id', '=', member.id)
      .where('kind', '=', 'withdrawal_release')
      .where('reference', '=', paid.withdrawalNo)
      .execute();
    expect(releases).toEqual([{ amount_minor: 6_000 }]);
    expect(await mainBalance(platform, member)).toBe(before + 6_000);
    await expectLedgerConsistent(platform, [member]);
  });

  it('counts a paid withdrawal unconfirmed after confirmBy as received (auto), which is never refunded', async () => {
    const member = await withdrawer(100_000);
    const paid = await paidWithdrawal(member, '100');
    await platform.app.platform.moneyJobs.tick();
    expect(
      (
        await platform.app.platform.db
          .selectFrom('withdrawals')
          .select('status')
          .where('withdrawal_no', '=', paid.withdrawalNo)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('paid');
    platform.clock.advance(61 * MINUTE);
    const report = await platform.app.platform.moneyJobs.tick();
    expect(report.autoReceived).toBeGreaterThanOrEqual(1);
    member.token = await member.client.login(member.username, MEMBER_PASSWORD);
    const listed = withdrawalsValueSchema.parse(
      (await member.client.call('getWithdrawals', { ...recent(), status: 'auto_received' }, { token: member.token }))
        .body.value,
    );
    expect(listed.list.map((w) => [w.withdrawalNo, w.status, w.receivedAmount])).toEqual([
      [paid.withdrawalNo, 'auto_received', 100],
    ]);
    const late = await member.client.call(
      'confirmWithdrawal',
      { withdrawalNo: paid.withdrawalNo, result: 'not_received', proofIds: [] },
      { token: member.token },
    );
    expect(late.body.errorCode).toBe('withdrawal_state_invalid');
    const lateReceived = await member.client.call(
      'confirmWithdrawal',
      { withdrawalNo: paid.withdrawalNo, result: 'received' },
      { token: member.token },
    );
    expect(lateReceived.body.errorCode).toBe('withdrawal_state_invalid');
    expect(
      (await operator(platform, AURORA, 'POST', `/ops/withdrawals/${paid.withdrawalNo}/refund`)).body.errorCode,
    ).toBe('withdrawal_state_invalid');
    expect(await mainBalance(platform, member)).toBe(90_000);
  });

  it("keeps tenants and members apart: nobody sees or touches another's withdrawals or payees", async () => {
    const owner = await withdrawer(100_000);
    const paid = await paidWithdrawal(owner);
    const other = await withdrawer(100_000);
    const lotus = await withdrawer(1_000_000, LOTUS);
    for (const intruder of [other, lotus]) {
      expect((await upload(intruder, paid.withdrawalNo, pngBytes())).body.errorCode).toBe('money_order_not_found');
      expect(
        (
          await intruder.client.call(
            'confirmWithdrawal',
            { withdrawalNo: paid.withdrawalNo, result: 'received' },
            { token: intruder.token },
          )
        ).body.errorCode,
      ).toBe('money_order_not_found');
      const list = await intruder.client.call('getWithdrawals', recent(), { token: intruder.token });
      expect(list.body.value!.list.map((w) => w.withdrawalNo)).not.toContain(paid.withdrawalNo);
      // Another member's payee id is not one of theirs.
      expect(
        (await request(intruder, intruder.merchant === LOTUS ? '300' : '50', { payeeId: owner.payeeId })).body
          .errorCode,
      ).toBe('payee_not_found');
    }
    expect(
      (
        await platform.app.platform.db
          .selectFrom('withdrawals')
          .select('status')
          .where('withdrawal_no', '=', paid.withdrawalNo)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('paid');
    await expectLedgerConsistent(platform, [owner, other, lotus]);
  });

  it('refuses trial accounts', async () => {
    const client = platform.client(LOTUS);
    const token = (await client.call('loginFreePlay', { os: 'Linux', platform: 'W' })).body.value!.token;
    for (const [name, payload] of [
      ['getWithdrawSettings', {}],
      ['bindPayee', { kind: 'bank', providerName: 'B', accountName: 'N', accountNumber: '12345678' }],
      ['requestWithdrawal', { payeeId: 1, amount: '300', password: 'x', requestId: requestId('t') }],
    ] as const) {
      const result = await client.call(name, payload, { token });
      expect([result.status, result.body.errorCode], name).toEqual([403, 'account_type_refused']);
    }
  });
});
