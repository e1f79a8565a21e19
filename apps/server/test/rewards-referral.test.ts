// The reward centre and referral on SQLite and PostgreSQL: the operator grants a reward, the member
// sees it, claims it once into the main wallet (two claims at once: one pays, one is refused), an
// expired or someone else's reward is refused and pays nothing; the member's invite code is made
// once, its link registers a new account that the member then sees (masked); agents invite with
// their affiliate code; nothing of another tenant.
import {
  ACCOUNT_TYPES,
  WALLET_IDS,
  claimRewardValueSchema,
  referralValueSchema,
  rewardSchema,
  rewardsValueSchema,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE } from '../src/lib/clock';
import { tenantRepositories, type TenantRepositories } from '../src/repositories/index';
import { AURORA, ENGINES, LOTUS, staffToken, startPlatform, type TestClient, type TestPlatform } from './helpers';
import { sessionPlayer } from './money-helpers';

interface Player {
  id: number;
  username: string;
  token: string;
  client: TestClient;
  repos: TenantRepositories;
}

describe.each(ENGINES)('reward centre and referral (%s)', (engine) => {
  let platform: TestPlatform;

  beforeAll(async () => {
    platform = await startPlatform({ engine });
  });
  afterAll(() => platform?.close());

  async function newPlayer(merchant = AURORA, type: number = ACCOUNT_TYPES.MEMBER): Promise<Player> {
    const { id, username, token, repos } = await sessionPlayer(platform, { merchant, type, prefix: 'rew' });
    return { id, username, token, client: platform.client(merchant), repos };
  }

  const operator = async (path: string, body: unknown, merchant = AURORA, token?: string) =>
    platform.app.inject({
      method: 'POST',
      url: path,
      headers: {
        authorization: `Bearer ${token ?? (await staffToken(platform, merchant, 'content'))}`,
        'content-type': 'application/json',
      },
      payload: JSON.stringify(body),
    });

  async function grant(
    player: Player,
    amount: string,
    extra: Record<string, unknown> = {},
    merchant = AURORA,
  ): Promise<number> {
    const response = await operator(
      '/ops/rewards',
      { username: player.username, title: 'Weekly cashback', amount, ...extra },
      merchant,
    );
    expect(response.statusCode, response.body).toBe(200);
    return rewardSchema.parse(response.json().value).rewardId;
  }

  async function balance(player: Player): Promise<number> {
    return (await player.repos.wallets.balances(player.id)).find((w) => w.walletId === WALLET_IDS.MAIN)!.balanceMinor;
  }
  async function rewardLedgerRows(player: Player): Promise<number> {
    const row = await platform.app.platform.db
      .selectFrom('ledger')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('account_id', '=', player.id)
      .where('kind', '=', 'reward')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  it('lists a granted reward, claims it once into the main wallet, and refuses a second claim', async () => {
    const player = await newPlayer();
    const rewardId = await grant(player, '12.50');
    const listed = rewardsValueSchema.parse(
      (await player.client.call('getRewards', {}, { token: player.token })).body.value,
    );
    expect(listed).toMatchObject({ total: 1, availableCount: 1 });
    expect(listed.list[0]).toMatchObject({
      rewardId,
      title: 'Weekly cashback',
      amount: 12.5,
      status: 'available',
      expiresAt: null,
      claimedAt: null,
      grantedAt: platform.clock.now(),
    });

    const claim = await player.client.call('claimReward', { rewardId }, { token: player.token });
    expect(claim.status, JSON.stringify(claim.body)).toBe(200);
    const value = claimRewardValueSchema.parse(claim.body.value);
    expect(value).toMatchObject({
      balance: 12.5,
      reward: { rewardId, status: 'claimed', claimedAt: platform.clock.now() },
    });
    expect(await balance(player)).toBe(1250);

    const again = await player.client.call('claimReward', { rewardId }, { token: player.token });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, errorCode: 'reward_unavailable' });
    expect(again.body.message).toBe('This reward can no longer be claimed.');
    expect(await balance(player)).toBe(1250);
    expect(await rewardLedgerRows(player)).toBe(1);

    const claimed = rewardsValueSchema.parse(
      (await player.client.call('getRewards', { status: 'claimed' }, { token: player.token })).body.value,
    );
    expect(claimed.list.map((r) => r.rewardId)).toEqual([rewardId]);
    expect(claimed.availableCount).toBe(0);
    expect(
      rewardsValueSchema.parse(
        (await player.client.call('getRewards', { status: 'available' }, { token: player.token })).body.value,
      ).total,
    ).toBe(0);
  });

  it('pays a reward once when two claims arrive at the same moment', async () => {
    const player = await newPlayer();
    const rewardId = await grant(player, '100');
    const results = await Promise.all(
      [1, 2, 3].map(() => player.client.call('claimReward', { rewardId }, { token: player.token })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await balance(player)).toBe(10_000);
    expect(await rewardLedgerRows(player)).toBe(1);
  });

  it('refuses an expired reward and another member’s reward, paying nothing', async () => {
    const player = await newPlayer();
    const other = await newPlayer();
    const soon = await grant(player, '5', { expiresAt: platform.clock.now() + MINUTE });
    const others = await grant(other, '7');
    platform.clock.advance(2 * MINUTE);

    const listed = rewardsValueSchema.parse(
      (await player.client.call('getRewards', {}, { token: player.token })).body.value,
    );
    expect(listed.list.map((r) => [r.rewardId, r.status])).toEqual([[soon, 'expired']]);
    expect(listed.availableCount).toBe(0);
    expect(
      rewardsValueSchema.parse(
        (await player.client.call('getRewards', { status: 'expired' }, { token: player.token })).body.value,
      ).total,
    ).toBe(1);

    for (const rewardId of [soon, others, 999_999]) {
      const result = await player.client.call('claimReward', { rewardId }, { token: player.token });
      expect(result.status).toBe(409);
      expect(result.body.errorCode).toBe('reward_unavailable');
    }
    expect(await balance(player)).toBe(0);
    expect(await balance(other)).toBe(0);
    // The other member still has its reward to claim.
    expect((await other.client.call('claimReward', { rewardId: others }, { token: other.token })).status).toBe(200);
  });

  it('keeps rewards within their tenant and refuses trial accounts and bad operator calls', async () => {
    const aurora = await newPlayer();
    const lotus = await newPlayer(LOTUS);
    const lotusReward = await grant(lotus, '3', {}, LOTUS);
    // AURORA's key does not know the LOTUS member; the LOTUS reward id means nothing at AURORA.
    const wrongTenant = await operator('/ops/rewards', { username: lotus.username, title: 'x', amount: '1' });
    expect(wrongTenant.statusCode).toBe(404);
    expect(wrongTenant.json().errorCode).toBe('account_not_found');
    expect((await aurora.client.call('claimReward', { rewardId: lotusReward }, { token: aurora.token })).status).toBe(
      409,
    );
    expect(
      rewardsValueSchema.parse((await aurora.client.call('getRewards', {}, { token: aurora.token })).body.value).total,
    ).toBe(0);

    const trial = await newPlayer(AURORA, ACCOUNT_TYPES.TRIAL);
    const trialReward = await grant(trial, '1');
    const refused = await trial.client.call('claimReward', { rewardId: trialReward }, { token: trial.token });
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe('account_type_refused');

    expect(
      (
        await operator(
          '/ops/rewards',
          { username: aurora.username, title: 'x', amount: '1' },
          AURORA,
          'not-a-staff-token-of-anyone-here',
        )
      ).statusCode,
    ).toBe(401);
    for (const bad of [
      { username: aurora.username, title: 'x', amount: '1.234' },
      { username: aurora.username, title: 'x', amount: '-1' },
      { username: aurora.username, amount: '1' },
      { username: aurora.username, title: 'x', amount: '1', extra: 1 },
    ]) {
      const response = await operator('/ops/rewards', bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(
      rewardsValueSchema.parse((await aurora.client.call('getRewards', {}, { token: aurora.token })).body.value).total,
    ).toBe(0);
  });

  let mobiles = 0;
  const registration = (username: string, overrides: Record<string, unknown>) => ({
    username,
    password: 'abc12345',
    confirmPassword: 'abc12345',
    mobileNum: `9340${String(++mobiles).padStart(5, '0')}`,
    countryDialingCode: '+84',
    email: '',
    payeeName: '',
    affiliateCode: '',
    referralCode: null,
    domain: 'aurora.localhost',
    registerUrl: 'http://aurora.localhost:8080/register',
    registerMethod: 'WEB',
    loginDeviceId: 'device-1',
    login: false,
    ...overrides,
  });

  it('gives a member one invite code whose link registers invitees it then sees, masked', async () => {
    const player = await newPlayer();
    const first = await player.client.call('getReferral', {}, { token: player.token });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const value = referralValueSchema.parse(first.body.value);
    expect(value.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(value.link).toBe(`/register?referralCode=${value.code}`);
    expect(value).toMatchObject({ invitees: [], total: 0 });
    const second = referralValueSchema.parse(
      (await player.client.call('getReferral', {}, { token: player.token })).body.value,
    );
    expect(second.code).toBe(value.code);

    // Two visitors register through the link (the portal sends the code as referralCode).
    const visitor = platform.client();
    for (const username of [`inv${engine[0]}a1`, `inv${engine[0]}b2`]) {
      platform.clock.advance(MINUTE);
      const result = await visitor.call(
        'register',
        registration(username, { referralCode: value.code.toLowerCase(), captcha: await visitor.captcha() }),
      );
      expect(result.status, JSON.stringify(result.body)).toBe(200);
    }
    const after = referralValueSchema.parse(
      (await player.client.call('getReferral', { pageSize: 1 }, { token: player.token })).body.value,
    );
    expect(after).toMatchObject({ total: 2, totalPages: 2, pageSize: 1 });
    expect(after.invitees).toEqual([{ username: `in***b2`, joinedAt: platform.clock.now() }]);
    // A member's code makes it the referrer, not an upline (only agents have downlines).
    const invitee = (await player.repos.accounts.findByUsername(`inv${engine[0]}a1`))!;
    expect(invitee).toMatchObject({ referrer_id: player.id, upline_id: null });

    // A code nobody has is still refused.
    const bad = await visitor.call(
      'register',
      registration(`inv${engine[0]}c3`, { referralCode: 'ZZZZ2222', captcha: await visitor.captcha() }),
    );
    expect(bad.body.errorCode).toBe('invitation_code_error');
  });

  it('uses an agent’s affiliate code as its invite code, upline and referrer alike', async () => {
    const client = platform.client();
    const token = await client.login('agent01');
    const agent = referralValueSchema.parse((await client.call('getReferral', {}, { token })).body.value);
    expect(agent).toMatchObject({ code: 'AGENT01', link: '/register?referralCode=AGENT01' });
    const visitor = platform.client();
    const result = await visitor.call(
      'register',
      registration(`agt${engine[0]}x1`, { affiliateCode: 'AGENT01', captcha: await visitor.captcha() }),
    );
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const repos = tenantRepositories(platform.app.platform.db, AURORA);
    const agentRow = (await repos.accounts.findByUsername('agent01'))!;
    expect(await repos.accounts.findByUsername(`agt${engine[0]}x1`)).toMatchObject({
      upline_id: agentRow.id,
      referrer_id: agentRow.id,
    });
    const after = referralValueSchema.parse((await client.call('getReferral', {}, { token })).body.value);
    expect(after.invitees.map((i) => i.username)).toContain('ag***x1');

    // The LOTUS tenant's agent01 has the same code, but none of AURORA's invitees.
    const lotus = platform.client(LOTUS);
    const lotusToken = await lotus.login('agent01');
    const lotusValue = referralValueSchema.parse(
      (await lotus.call('getReferral', {}, { token: lotusToken })).body.value,
    );
    expect(lotusValue.invitees.map((i) => i.username)).not.toContain('ag***x1');
  });

  it('refuses the referral page to a trial account', async () => {
    const trial = await newPlayer(AURORA, ACCOUNT_TYPES.TRIAL);
    const result = await trial.client.call('getReferral', {}, { token: trial.token });
    expect(result.status).toBe(403);
    expect(await trial.repos.referrals.inviteCodeOf(trial.id)).toBeNull();
  });
});
