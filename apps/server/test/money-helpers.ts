// What the money suites share: fresh members with a balance and a password (on their own, so a
// suite's money never mixes with another's), the operator's calls, image bytes, and the ledger
// check every money test ends with (each touched wallet's balance is the sum of its ledger rows,
// and each row's balance_after runs up to it).
import { randomUUID } from 'node:crypto';
import { ACCOUNT_TYPES, HEADERS, WALLET_IDS, type PaymentCallback } from '@portal/contracts';
import { expect } from 'vitest';
import { callbackSigningText, demoProviderSecret, hmacHex } from '../src/services/money/payment-provider';
import type { NewBettingRecord } from '../src/repositories/betting-records';
import { tenantRepositories, type TenantRepositories } from '../src/repositories/index';
import { AURORA, staffToken, TEST_HASHER, type TestClient, type TestPlatform } from './helpers';

export const MEMBER_PASSWORD = 'money1234';
export const PAYMENT_PASSWORD = '246810';

export interface Member {
  id: number;
  username: string;
  token: string;
  client: TestClient;
  merchant: string;
}

let hashes: Promise<{ login: string; payment: string }> | undefined;
/** The argon2id hashes of MEMBER_PASSWORD and PAYMENT_PASSWORD, made once per test file. */
function passwordHashes(): Promise<{ login: string; payment: string }> {
  hashes ??= Promise.all([TEST_HASHER.hash(MEMBER_PASSWORD), TEST_HASHER.hash(PAYMENT_PASSWORD)]).then(
    ([login, payment]) => ({
      login,
      payment,
    }),
  );
  return hashes;
}
let counter = 0;

export function reposOf(platform: TestPlatform, merchant: string): TenantRepositories {
  return tenantRepositories(platform.app.platform.db, merchant);
}

/** A member of a tenant with a main balance (minor units), logged in. */
export async function newMember(
  platform: TestPlatform,
  options: { merchant?: string; balanceMinor?: number; type?: number; uplineId?: number | null; prefix?: string } = {},
): Promise<Member> {
  const merchant = options.merchant ?? AURORA;
  const repos = reposOf(platform, merchant);
  const now = platform.clock.now();
  const username = `${options.prefix ?? 'money'}${platform.engine.slice(0, 2)}${++counter}${Math.random().toString(36).slice(2, 6)}`;
  const hash = (await passwordHashes()).login;
  const id = await repos.transaction(async (trx) => {
    const accountId = await trx.accounts.insert({
      username,
      username_key: username,
      nickname: username,
      type: options.type ?? ACCOUNT_TYPES.MEMBER,
      status: 'active',
      password_hash: hash,
      password_changed_at: now,
      must_change_password: 0,
      profile_json: '{}',
      language: 'EN',
      created_at: now,
      upline_id: options.uplineId ?? null,
    });
    await trx.wallets.open(accountId, WALLET_IDS.MAIN, merchant === AURORA ? 'USD' : 'THB', now);
    if (options.balanceMinor)
      await trx.wallets.post({
        accountId,
        walletId: WALLET_IDS.MAIN,
        amountMinor: options.balanceMinor,
        kind: 'adjustment',
        reference: 'test',
        now,
      });
    return accountId;
  });
  const client = platform.client(merchant);
  const token = await client.login(username, MEMBER_PASSWORD);
  return { id, username, token, client, merchant };
}

/**
 * An account (a member unless `type` says otherwise) with a main wallet in its tenant's currency,
 * `balanceMinor` deposited once (its own deposit reference) and a portal session started directly:
 * no password, for suites that test what comes after the login. Usernames are `<prefix><engine><n>`.
 */
export async function sessionPlayer(
  platform: TestPlatform,
  options: {
    merchant?: string;
    type?: number;
    balanceMinor?: number;
    prefix?: string;
    /** Give it the login password MEMBER_PASSWORD and the payment password PAYMENT_PASSWORD. */
    withPasswords?: boolean;
  } = {},
): Promise<{ id: number; username: string; token: string; merchant: string; repos: TenantRepositories }> {
  const merchant = options.merchant ?? AURORA;
  const repos = reposOf(platform, merchant);
  const now = platform.clock.now();
  const passwords = options.withPasswords ? await passwordHashes() : undefined;
  const username = `${options.prefix ?? 'player'}${platform.engine}${++counter}`;
  const id = await repos.transaction(async (trx) => {
    const accountId = await trx.accounts.insert({
      username,
      username_key: username,
      nickname: username,
      type: options.type ?? ACCOUNT_TYPES.MEMBER,
      status: 'active',
      password_hash: passwords?.login ?? 'unused',
      ...(passwords ? { payment_password_hash: passwords.payment } : {}),
      password_changed_at: now,
      must_change_password: 0,
      profile_json: '{}',
      language: 'EN',
      created_at: now,
    });
    await trx.wallets.open(accountId, WALLET_IDS.MAIN, merchant === AURORA ? 'USD' : 'THB', now);
    if (options.balanceMinor)
      await trx.wallets.post({
        accountId,
        walletId: WALLET_IDS.MAIN,
        amountMinor: options.balanceMinor,
        kind: 'deposit',
        // A deposit is paid once per reference (the ledger's unique index): one of this player's own.
        reference: `test-deposit:${accountId}`,
        now,
      });
    return accountId;
  });
  const account = (await repos.accounts.findById(id))!;
  const { token } = await platform.app.platform.sessions.start(repos, account, { ip: '127.0.0.1', deviceId: 'test' });
  return { id, username, token, merchant, repos };
}

export async function mainBalance(platform: TestPlatform, member: Member): Promise<number> {
  return (
    (await reposOf(platform, member.merchant).wallets.balances(member.id)).find((w) => w.walletId === WALLET_IDS.MAIN)
      ?.balanceMinor ?? 0
  );
}

/** Every wallet of the members: balance = sum of its ledger rows, and balance_after runs up row by row. */
export async function expectLedgerConsistent(platform: TestPlatform, members: Member[]): Promise<void> {
  for (const member of members) {
    const repos = reposOf(platform, member.merchant);
    for (const wallet of await repos.wallets.balances(member.id)) {
      expect(
        await repos.wallets.ledgerSum(member.id, wallet.walletId),
        `${member.username} wallet ${wallet.walletId}`,
      ).toBe(wallet.balanceMinor);
      const rows = await platform.app.platform.db
        .selectFrom('ledger')
        .select(['amount_minor', 'balance_after_minor'])
        .where('merchant_code', '=', member.merchant)
        .where('account_id', '=', member.id)
        .where('wallet_id', '=', wallet.walletId)
        .orderBy('id')
        .execute();
      let running = 0;
      for (const row of rows) {
        running += Number(row.amount_minor);
        expect(Number(row.balance_after_minor)).toBe(running);
      }
    }
  }
}

/** A call of the operator API by one of the tenant's demo staff (finance unless named). */
export async function operator(
  platform: TestPlatform,
  merchant: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  staff = 'finance',
) {
  const token = await staffToken(platform, merchant, staff);
  const response = await platform.app.inject({
    method,
    url,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  // The value's shape differs per route; tests read it loosely or parse it with the route's schema.
  return {
    status: response.statusCode,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    body: response.json() as { success: boolean; value: any; errorCode?: string; message?: string },
  };
}

/** A tiny real PNG (1×1) and the start of a JPEG, padded to `size` bytes. */
export function pngBytes(size = 68): Buffer {
  const png = Buffer.from(
    '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
      '1f15c4890000000d49444154789c63000100000500010d0a2db40000000049454e44ae426082',
    'hex',
  );
  return size <= png.length ? png : Buffer.concat([png, Buffer.alloc(size - png.length)]);
}
export function jpegBytes(size = 64): Buffer {
  return Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(Math.max(size - 4, 0))]);
}

/** A unique request id. */
export function requestId(label = 'req'): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

export type Withdrawer = Member & { payeeId: number; password: string };

/** A member with a balance, a bound bank account (named `accountName`) and (aurora) a payment password. */
export async function newWithdrawer(
  platform: TestPlatform,
  balanceMinor: number,
  merchant = AURORA,
  accountName = 'Test Member',
): Promise<Withdrawer> {
  const member = await newMember(platform, { merchant, balanceMinor });
  const payee = await member.client.call(
    'bindPayee',
    { kind: 'bank', providerName: 'Demo Bank', accountName, accountNumber: '0123 4567 8901' },
    { token: member.token },
  );
  if (payee.status !== 200) throw new Error(`bindPayee: ${JSON.stringify(payee.body)}`);
  let password = MEMBER_PASSWORD;
  if (merchant === AURORA) {
    const set = await member.client.call(
      'setPaymentPassword',
      { currentPassword: MEMBER_PASSWORD, paymentPassword: PAYMENT_PASSWORD, confirmPaymentPassword: PAYMENT_PASSWORD },
      { token: member.token },
    );
    if (set.status !== 200) throw new Error(`setPaymentPassword: ${JSON.stringify(set.body)}`);
    password = PAYMENT_PASSWORD;
  }
  return { ...member, payeeId: payee.body.value!.payeeId, password };
}

/** The member's withdrawal request (a new request id). */
export function requestWithdrawal(member: Withdrawer, amount: string, extra: Record<string, unknown> = {}) {
  return member.client.call(
    'requestWithdrawal',
    { payeeId: member.payeeId, amount, password: member.password, requestId: requestId('wd'), ...extra },
    { token: member.token },
  );
}

/** A withdrawal requested, approved and marked paid by the tenant's finance staff: its operator view. */
export async function payWithdrawal(platform: TestPlatform, member: Withdrawer, amount = '100') {
  const result = await requestWithdrawal(member, amount);
  if (result.status !== 200) throw new Error(`requestWithdrawal: ${JSON.stringify(result.body)}`);
  const no = result.body.value!.withdrawalNo;
  const approved = await operator(platform, member.merchant, 'POST', `/ops/withdrawals/${no}/approve`, {});
  if (approved.status !== 200) throw new Error(`approve: ${JSON.stringify(approved.body)}`);
  const paid = await operator(platform, member.merchant, 'POST', `/ops/withdrawals/${no}/paid`);
  if (paid.status !== 200) throw new Error(`paid: ${JSON.stringify(paid.body)}`);
  return paid.body.value as { withdrawalNo: string; amount: number };
}

/** One real spin of the in-house slot (INH-SLOT, lane RNG) of `betMinor`: launch, game session, spin. */
export async function spinSlot(member: { token: string; client: TestClient }, betMinor: number): Promise<void> {
  await member.client.call('closeGame', {}, { token: member.token });
  const launch = await member.client.call(
    'launchGame',
    { nodeId: 'INH-SLOT', vassalage: 'INH', launchMode: 'GLS' },
    { token: member.token },
  );
  expect(launch.status, JSON.stringify(launch.body)).toBe(200);
  const ticket = new URL(launch.body.value!.content.game_url!, 'http://x').searchParams.get('ticket')!;
  const session = await member.client.call('startInhouseSession', { ticket });
  expect(session.status, JSON.stringify(session.body)).toBe(200);
  const round = await member.client.call(
    'spinInhouseSlot',
    { roundId: randomUUID(), betMinor },
    { headers: { [HEADERS.gameSession]: session.body.value!.gameSessionToken } },
  );
  expect(round.status, JSON.stringify(round.body)).toBe(200);
}

/** A deposit order of `amount` made by the member and paid by the demo provider's signed callback; its order number. */
export async function payDeposit(platform: TestPlatform, member: Member, amount: string): Promise<string> {
  const order = await member.client.call(
    'createDeposit',
    { methodCode: 'DEMO_BANK', amount, requestId: requestId('dep') },
    { token: member.token },
  );
  expect(order.status, JSON.stringify(order.body)).toBe(200);
  const orderNo = order.body.value!.order.orderNo;
  const fields: Omit<PaymentCallback, 'signature'> = {
    orderNo,
    amount: Number(amount).toFixed(2),
    status: 'paid',
    paidAt: platform.clock.now(),
    providerReference: `GW-${orderNo}`,
  };
  const key = demoProviderSecret(platform.app.platform.secrets.tokenPepper);
  const paid = await platform.app.inject({
    method: 'POST',
    url: '/payments/callback/demo',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ ...fields, signature: hmacHex(key, callbackSigningText(fields)) }),
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return orderNo;
}

/**
 * An in-house slot bet as the bet door records it (settled unless said otherwise), amounts in minor
 * units: for suites that put bets in place directly (team figures, turnover windows).
 */
export function slotBet(
  who: { id: number },
  placedAt: number,
  betMinor: number,
  winMinor = 0,
  status: 'settled' | 'open' | 'void' = 'settled',
): NewBettingRecord {
  return {
    accountId: who.id,
    walletId: WALLET_IDS.MAIN,
    roundId: `test-${randomUUID()}`,
    source: 'inhouse',
    nodeId: 'INH-SLOT',
    vendor: 'INH',
    gameType: 'RNG',
    gameName: 'Slot',
    betMinor,
    winMinor: status === 'open' ? null : winMinor,
    validBetMinor: status === 'settled' ? betMinor : status === 'void' ? 0 : null,
    currency: 'USD',
    status,
    placedAt,
    settledAt: status === 'open' ? null : placedAt,
    requestHash: 'test',
    detail: {},
  };
}
