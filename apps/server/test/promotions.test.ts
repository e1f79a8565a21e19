// Promotions and activities (issue 22) on SQLite and PostgreSQL, against the brands' seeded
// promotions (tenants/<brand>/seed/promotions.json): list and detail in the request's language with
// the brand's default as fallback; unknown, closed, coming-soon and wrong-kind promotions refused;
// a join paid once by the settlement job after a real spin; applications with images checked by
// content, size and count, and decided by the operator (issue pays once, reject keeps the reason),
// audited; the raffle claim paid once, also under twenty claims at once; stored script never comes
// back; another brand's promotions and members' activities unseen; the balance's promotion figures.
import { ACCOUNT_TYPES, WALLET_IDS } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMOTIONS_CACHE_MS } from '../src/services/promotions/promotions-service';
import { AURORA, ENGINES, LOTUS, staffToken, startPlatform, type TestPlatform } from './helpers';
import { watchAllQueries } from './query-log';
import {
  expectLedgerConsistent,
  jpegBytes,
  operator,
  pngBytes,
  reposOf,
  sessionPlayer,
  slotBet,
  spinSlot,
  type Member,
} from './money-helpers';

describe.each(ENGINES)('promotions (%s)', (engine) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform({ engine });
  });
  afterAll(() => platform?.close());

  async function member(merchant = AURORA, balanceMinor = 100_000): Promise<Member> {
    const player = await sessionPlayer(platform, { merchant, balanceMinor, prefix: 'promo' });
    return { ...player, client: platform.client(merchant) };
  }

  const ledgerRows = (m: Member, kind: string) =>
    platform.app.platform.db
      .selectFrom('ledger')
      .select(['amount_minor', 'reference'])
      .where('merchant_code', '=', m.merchant)
      .where('account_id', '=', m.id)
      .where('kind', '=', kind)
      .execute();
  const activityOf = async (m: Member, promotionId: string) =>
    (await m.client.call('getMyActivities', {}, { token: m.token })).body.value!.activities.find(
      (a) => a.promotionId === promotionId,
    )!;
  const upload = (m: Member, promotionId: string, bytes: Buffer, contentType?: string) =>
    m.client.call(
      'uploadActivityImage',
      { promotionId },
      { token: m.token, bytes, ...(contentType ? { contentType } : {}) },
    );
  const activityRows = (m: Member) =>
    platform.app.platform.db
      .selectFrom('promotion_activities')
      .selectAll()
      .where('merchant_code', '=', m.merchant)
      .where('account_id', '=', m.id)
      .execute();
  const imageRows = (m: Member) =>
    platform.app.platform.db
      .selectFrom('activity_images')
      .select(['id', 'activity_id'])
      .where('merchant_code', '=', m.merchant)
      .where('account_id', '=', m.id)
      .execute();

  describe('list and detail', () => {
    it("answers the brand's promotions in the request's language, newest start first, with categories", async () => {
      const en = await platform.client(AURORA, 'EN').call('getPromotions', {});
      expect(en.status, JSON.stringify(en.body)).toBe(200);
      const list = en.body.value!.list;
      expect(list.map((p) => p.promotionId)).toEqual(
        expect.arrayContaining(['welcome-bonus', 'reload-bonus', 'aurora-lucky-draw', 'invite-friends']),
      );
      const starts = list.map((p) => p.startsAt);
      expect(starts).toEqual([...starts].sort((a, b) => b - a));
      const welcome = list.find((p) => p.promotionId === 'welcome-bonus')!;
      expect(welcome).toMatchObject({
        kind: 'join',
        category: 'new_player',
        turnover: 50,
        rewardAmount: 10,
        period: 'open',
      });
      expect(welcome.title).toContain('Welcome bonus');
      expect(list.find((p) => p.promotionId === 'new-year-2030')!.period).toBe('coming_soon');
      expect(list.find((p) => p.promotionId === 'summer-cashback-2025')!.period).toBe('closed');
      expect(list.find((p) => p.promotionId === 'aurora-lucky-draw')!.prizes).toEqual([88, 18, 3]);
      expect(en.body.value!.categories).toContainEqual({ category: 'new_player', count: 2 });

      const vi = await platform.client(AURORA, 'VI').call('getPromotions', { category: 'new_player' });
      expect(vi.body.value!.list.map((p) => p.promotionId).sort()).toEqual(['newcomer-guide', 'welcome-bonus']);
      expect(vi.body.value!.list.find((p) => p.promotionId === 'welcome-bonus')!.title).toContain('Thưởng chào mừng');
      // The categories count every promotion whatever the filter.
      expect(vi.body.value!.categories).toEqual(en.body.value!.categories);
    });

    it("falls back to the brand's default language, and answers sanitised terms", async () => {
      // Lotus has no Vietnamese: its default (Thai) answers.
      const vi = await platform.client(LOTUS, 'VI').call('getPromotionDetail', { promotionId: 'welcome-bonus' });
      expect(vi.status).toBe(200);
      expect(vi.body.value!.title).toContain('โบนัสต้อนรับ');
      const en = await platform.client(LOTUS, 'EN').call('getPromotionDetail', { promotionId: 'welcome-bonus' });
      expect(en.body.value!.title).toContain('Lotus welcome');
      expect(en.body.value!.content).toContain('<strong>Join</strong>');
    });

    it('is 404 for an unknown id and for the other brand’s promotion', async () => {
      const unknown = await platform.client(AURORA).call('getPromotionDetail', { promotionId: 'no-such-promo' });
      expect([unknown.status, unknown.body.errorCode]).toEqual([404, 'promotion_not_found']);
      const other = await platform.client(AURORA).call('getPromotionDetail', { promotionId: 'friday-top-up' });
      expect([other.status, other.body.errorCode]).toEqual([404, 'promotion_not_found']);
      const m = await member(AURORA);
      const join = await m.client.call('joinPromotion', { promotionId: 'lotus-lucky-draw' }, { token: m.token });
      expect([join.status, join.body.errorCode]).toEqual([404, 'promotion_not_found']);
    });

    it('never answers a stored <script> or onerror', async () => {
      await reposOf(platform, LOTUS).promotions.upsert(
        {
          id: 'script-check',
          category: 'other',
          kind: 'info',
          title: { TH: 'ทดสอบ', EN: 'Check' },
          summary: { TH: 'ทดสอบ', EN: 'Check' },
          content: {
            TH: '<p>ok</p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a>',
            EN: '<p onclick="alert(4)">ok</p><script>alert(1)</script>',
          },
          startsAt: Date.UTC(2026, 0, 1),
          endsAt: null,
          turnoverMinor: null,
          rewardMinor: null,
          prizes: null,
        },
        99,
      );
      // The public list and detail are kept PROMOTIONS_CACHE_MS per tenant.
      platform.clock.advance(PROMOTIONS_CACHE_MS);
      for (const language of ['TH', 'EN']) {
        const detail = await platform
          .client(LOTUS, language)
          .call('getPromotionDetail', { promotionId: 'script-check' });
        expect(detail.status).toBe(200);
        expect(detail.body.value!.content).toContain('ok');
        expect(detail.body.value!.content).not.toMatch(/<script|onerror|onclick|javascript:/i);
      }
    });
  });

  describe('join', () => {
    it('refuses closed and coming-soon promotions and other kinds', async () => {
      const m = await member(AURORA);
      const soon = await m.client.call('joinPromotion', { promotionId: 'new-year-2030' }, { token: m.token });
      expect([soon.status, soon.body.errorCode, soon.body.value]).toEqual([
        409,
        'promotion_not_open',
        { period: 'coming_soon' },
      ]);
      const apply = await m.client.call('joinPromotion', { promotionId: 'reload-bonus' }, { token: m.token });
      expect([apply.status, apply.body.errorCode]).toEqual([400, 'promotion_kind_mismatch']);
      const closed = await upload(m, 'summer-cashback-2025', pngBytes());
      expect([closed.status, closed.body.errorCode]).toEqual([409, 'promotion_not_open']);
      const claim = await m.client.call('claimRafflePromotion', { promotionId: 'welcome-bonus' }, { token: m.token });
      expect([claim.status, claim.body.errorCode]).toEqual([400, 'promotion_kind_mismatch']);
      expect(await activityRows(m)).toEqual([]);
    });

    it('joins once, counts a real spin, and the job run twice pays once', async () => {
      const m = await member(AURORA);
      expect((await activityOf(m, 'welcome-bonus')).state).toBe('available');
      const joined = await m.client.call('joinPromotion', { promotionId: 'welcome-bonus' }, { token: m.token });
      expect(joined.status, JSON.stringify(joined.body)).toBe(200);
      expect(joined.body.value).toMatchObject({
        promotionId: 'welcome-bonus',
        state: 'in_process',
        progress: 0,
        turnover: 50,
      });
      const again = await m.client.call('joinPromotion', { promotionId: 'welcome-bonus' }, { token: m.token });
      expect(again.body.value).toEqual(joined.body.value);
      expect(await activityRows(m)).toHaveLength(1);

      platform.clock.advance(1000);
      await spinSlot(m, 2_000); // $20: not yet
      await platform.app.platform.promotionSettlement.tick();
      expect(await activityOf(m, 'welcome-bonus')).toMatchObject({ state: 'in_process', progress: 20 });
      expect(await ledgerRows(m, 'promotion_bonus')).toEqual([]);

      await spinSlot(m, 3_000); // $50 in all
      await platform.app.platform.promotionSettlement.tick();
      await platform.app.platform.promotionSettlement.tick();
      expect(await ledgerRows(m, 'promotion_bonus')).toEqual([
        { amount_minor: 1_000, reference: `promotion:welcome-bonus:${m.id}` },
      ]);
      expect(await activityOf(m, 'welcome-bonus')).toMatchObject({ state: 'issued', paidAmount: 10 });
      await expectLedgerConsistent(platform, [m]);
    });

    it('closes a joined activity whose promotion ended before the turnover was reached', async () => {
      const now = platform.clock.now();
      await reposOf(platform, LOTUS).promotions.upsert(
        {
          id: 'short-join',
          category: 'daily',
          kind: 'join',
          title: { TH: 'สั้น', EN: 'Short' },
          summary: { TH: 'สั้น', EN: 'Short' },
          content: { TH: '<p>สั้น</p>', EN: '<p>Short</p>' },
          startsAt: now - 1000,
          endsAt: now + 60_000,
          turnoverMinor: 1_000_000,
          rewardMinor: 500,
          prizes: null,
        },
        60,
      );
      const m = await member(LOTUS);
      const joined = await m.client.call('joinPromotion', { promotionId: 'short-join' }, { token: m.token });
      expect(joined.body.value).toMatchObject({ state: 'in_process' });
      await platform.app.platform.promotionSettlement.tick();
      expect((await activityRows(m))[0]!.state).toBe('joined');
      platform.clock.advance(61_000);
      await platform.app.platform.promotionSettlement.tick();
      expect((await activityRows(m))[0]!.state).toBe('closed');
      expect(await ledgerRows(m, 'promotion_bonus')).toEqual([]);
      // Joining again answers the same (closed) activity.
      const again = await m.client.call('joinPromotion', { promotionId: 'short-join' }, { token: m.token });
      expect([again.status, again.body.value?.state]).toEqual([200, 'closed']);
    });
  });

  describe('apply', () => {
    it('checks images by content, size and count, then binds them to one application', async () => {
      const m = await member(AURORA);
      const text = Buffer.from('this is a text file, whatever its name says');
      const fake = await upload(m, 'reload-bonus', text, 'image/png');
      expect([fake.status, fake.body.errorCode, fake.body.value]).toEqual([
        400,
        'proof_image_invalid',
        { reason: 'type' },
      ]);
      const big = await upload(m, 'reload-bonus', pngBytes(5 * 1024 * 1024 + 1));
      expect([big.status, big.body.errorCode, (big.body.value as { reason?: string }).reason]).toEqual([
        400,
        'proof_image_invalid',
        'too_large',
      ]);
      const ids: number[] = [];
      // (Exactly 5 MB is accepted: the withdrawal proofs' test proves the shared rule at the boundary.)
      for (const bytes of [pngBytes(), jpegBytes(), pngBytes(1024)]) {
        const ok = await upload(m, 'reload-bonus', bytes);
        expect(ok.status, JSON.stringify(ok.body)).toBe(200);
        ids.push(ok.body.value!.imageId);
      }
      const fourth = await upload(m, 'reload-bonus', pngBytes());
      expect([fourth.status, fourth.body.errorCode]).toEqual([400, 'activity_image_limit']);
      expect(await imageRows(m)).toHaveLength(3);

      const long = await m.client.call(
        'applyActivity',
        { promotionId: 'reload-bonus', remark: 'x'.repeat(141), imageIds: ids.slice(0, 2) },
        { token: m.token },
      );
      expect([long.status, long.body.errorCode]).toEqual([400, 'request_param_err']);
      expect(await activityRows(m)).toEqual([]);

      const other = await member(AURORA);
      const theirs = (await upload(other, 'reload-bonus', pngBytes())).body.value!.imageId;
      const stolen = await m.client.call(
        'applyActivity',
        { promotionId: 'reload-bonus', remark: 'receipt', imageIds: [ids[0]!, theirs] },
        { token: m.token },
      );
      expect([stolen.status, stolen.body.errorCode]).toEqual([400, 'activity_image_unknown']);
      expect(await activityRows(m)).toEqual([]);

      const applied = await m.client.call(
        'applyActivity',
        { promotionId: 'reload-bonus', remark: 'Deposited $120 on Saturday', imageIds: ids.slice(0, 2) },
        { token: m.token },
      );
      expect(applied.status, JSON.stringify(applied.body)).toBe(200);
      expect(applied.body.value).toMatchObject({
        state: 'applying',
        application: { remark: 'Deposited $120 on Saturday', imageCount: 2 },
      });
      const twice = await m.client.call(
        'applyActivity',
        { promotionId: 'reload-bonus', remark: 'again', imageIds: [ids[2]!] },
        { token: m.token },
      );
      expect([twice.status, twice.body.errorCode]).toEqual([409, 'activity_already_done']);
      const bound = (await imageRows(m)).filter((row) => row.activity_id !== null);
      expect(bound.map((row) => row.id).sort()).toEqual(ids.slice(0, 2).sort());
    });

    it('keeps at most three waiting images under uploads at once', async () => {
      const m = await member(LOTUS);
      const answers = await Promise.all(Array.from({ length: 8 }, () => upload(m, 'friday-top-up', pngBytes())));
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
      for (const answer of answers.filter((a) => a.status !== 200))
        expect([answer.status, answer.body.errorCode]).toEqual([400, 'activity_image_limit']);
      expect(await imageRows(m)).toHaveLength(3);
    });

    it('is issued once by finance (paid, audited) or rejected with a reason; other roles refused and audited', async () => {
      const a = await member(AURORA);
      const b = await member(AURORA);
      const applyWith = async (m: Member) => {
        const image = (await upload(m, 'reload-bonus', pngBytes())).body.value!.imageId;
        const applied = await m.client.call(
          'applyActivity',
          { promotionId: 'reload-bonus', remark: 'receipt attached', imageIds: [image] },
          { token: m.token },
        );
        return (await activityRows(m))[0]!.id + (applied.status === 200 ? 0 : NaN);
      };
      const first = await applyWith(a);
      const second = await applyWith(b);

      const waiting = await operator(
        platform,
        AURORA,
        'GET',
        '/ops/promotions/applications?state=applying&pageNo=1&pageSize=50',
      );
      expect(waiting.status, JSON.stringify(waiting.body)).toBe(200);
      expect(waiting.body.value.list.map((x: { activityId: number }) => x.activityId)).toEqual(
        expect.arrayContaining([first, second]),
      );
      const image = await platform.app.inject({
        method: 'GET',
        url: `/ops/promotions/applications/${first}/images/1`,
        headers: { authorization: `Bearer ${await staffTokenOf('finance')}` },
      });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['x-content-type-options']).toBe('nosniff');
      expect(image.rawPayload.equals(pngBytes())).toBe(true);

      const refused = await operator(
        platform,
        AURORA,
        'POST',
        `/ops/promotions/applications/${first}/issue`,
        {},
        'content',
      );
      expect([refused.status, refused.body.errorCode]).toEqual([403, 'staff_role_required']);
      const denied = await auditRows('promotion.issue', 'denied');
      expect(denied.length).toBeGreaterThanOrEqual(1);

      const issued = await operator(platform, AURORA, 'POST', `/ops/promotions/applications/${first}/issue`, {});
      expect(issued.status, JSON.stringify(issued.body)).toBe(200);
      expect(issued.body.value).toMatchObject({ state: 'issued', paidAmount: 15 });
      const again = await operator(platform, AURORA, 'POST', `/ops/promotions/applications/${first}/issue`, {});
      expect([again.status, again.body.errorCode]).toEqual([409, 'activity_already_done']);
      expect(await ledgerRows(a, 'promotion_bonus')).toEqual([
        { amount_minor: 1_500, reference: `promotion:reload-bonus:${a.id}` },
      ]);
      expect(await activityOf(a, 'reload-bonus')).toMatchObject({ state: 'issued', paidAmount: 15 });

      const noReason = await operator(
        platform,
        AURORA,
        'POST',
        `/ops/promotions/applications/${second}/reject`,
        { remark: ' ' },
        'content',
      );
      expect(noReason.status).toBe(400);
      const rejected = await operator(
        platform,
        AURORA,
        'POST',
        `/ops/promotions/applications/${second}/reject`,
        { remark: 'The deposit was on a Monday' },
        'content',
      );
      expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
      expect(await activityOf(b, 'reload-bonus')).toMatchObject({
        state: 'rejected',
        decisionRemark: 'The deposit was on a Monday',
        paidAmount: null,
      });
      expect(await ledgerRows(b, 'promotion_bonus')).toEqual([]);
      expect((await auditRows('promotion.issue', 'done')).length).toBeGreaterThanOrEqual(1);
      expect((await auditRows('promotion.reject', 'done')).length).toBeGreaterThanOrEqual(1);

      // Another brand's staff do not see it, nor list it.
      const lotusList = await operator(platform, LOTUS, 'GET', '/ops/promotions/applications?pageNo=1&pageSize=100');
      expect(lotusList.body.value.list.map((x: { activityId: number }) => x.activityId)).not.toContain(second);
      const lotus = await operator(platform, LOTUS, 'POST', `/ops/promotions/applications/${second}/reject`, {
        remark: 'no',
      });
      expect(lotus.status).toBe(404);
      await expectLedgerConsistent(platform, [a, b]);
    });

    it("holds a reward above the brand's threshold for a second finance member, and refuses one above the ceiling", async () => {
      const repos = reposOf(platform, AURORA);
      const big = (id: string, rewardMinor: number) =>
        repos.promotions.upsert(
          {
            id,
            category: 'vip',
            kind: 'apply',
            title: { EN: id },
            summary: { EN: id },
            content: { EN: '<p>vip</p>' },
            startsAt: Date.UTC(2026, 0, 1),
            endsAt: null,
            turnoverMinor: null,
            rewardMinor,
            prizes: null,
          },
          50,
        );
      // Aurora: approvalThreshold 1000, rewardCeiling 10000.
      await big('vip-big-reward', 200_000);
      await big('vip-huge-reward', 2_000_000);
      const m = await member(AURORA);
      const applyTo = async (promotionId: string) => {
        const applied = await m.client.call('applyActivity', { promotionId, remark: 'vip' }, { token: m.token });
        expect(applied.status, JSON.stringify(applied.body)).toBe(200);
        return (await activityRows(m)).find((row) => row.promotion_id === promotionId)!.id;
      };
      const bigId = await applyTo('vip-big-reward');
      const held = await operator(platform, AURORA, 'POST', `/ops/promotions/applications/${bigId}/issue`, {});
      expect(held.status, JSON.stringify(held.body)).toBe(202);
      expect(held.body.value).toMatchObject({ kind: 'promotion', status: 'pending', amount: 2000 });
      expect(await ledgerRows(m, 'promotion_bonus')).toEqual([]);
      const self = await operator(platform, AURORA, 'POST', `/ops/approvals/${held.body.value.approvalId}/approve`, {});
      expect(self.body.errorCode).toBe('approval_needs_second_staff');
      const approved = await operator(
        platform,
        AURORA,
        'POST',
        `/ops/approvals/${held.body.value.approvalId}/approve`,
        {},
        'checker',
      );
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      expect(await ledgerRows(m, 'promotion_bonus')).toEqual([
        { amount_minor: 200_000, reference: `promotion:vip-big-reward:${m.id}` },
      ]);
      expect((await activityRows(m)).find((row) => row.id === bigId)!.state).toBe('issued');

      const hugeId = await applyTo('vip-huge-reward');
      const refused = await operator(platform, AURORA, 'POST', `/ops/promotions/applications/${hugeId}/issue`, {});
      expect([refused.status, refused.body.errorCode]).toEqual([400, 'reward_ceiling_exceeded']);
      expect((await activityRows(m)).find((row) => row.id === hugeId)!.state).toBe('applying');
      await expectLedgerConsistent(platform, [m]);
    });
  });

  describe('raffle', () => {
    it('is not eligible before the turnover (progress in the value), then pays one prize once', async () => {
      const m = await member(AURORA);
      expect((await activityOf(m, 'aurora-lucky-draw')).state).toBe('in_process');
      const early = await m.client.call(
        'claimRafflePromotion',
        { promotionId: 'aurora-lucky-draw' },
        { token: m.token },
      );
      expect([early.status, early.body.errorCode, early.body.value]).toEqual([
        409,
        'raffle_not_eligible',
        { progress: 0, turnover: 1 },
      ]);
      await spinSlot(m, 100);
      expect((await activityOf(m, 'aurora-lucky-draw')).state).toBe('available');
      const claim = await m.client.call(
        'claimRafflePromotion',
        { promotionId: 'aurora-lucky-draw' },
        { token: m.token },
      );
      expect(claim.status, JSON.stringify(claim.body)).toBe(200);
      const prize = claim.body.value!.prizeAmount;
      expect([88, 18, 3]).toContain(prize);
      expect(claim.body.value).toMatchObject({ firstClaim: true, activity: { state: 'claimed', paidAmount: prize } });
      const repeat = await m.client.call(
        'claimRafflePromotion',
        { promotionId: 'aurora-lucky-draw' },
        { token: m.token },
      );
      expect(repeat.body.value).toMatchObject({ firstClaim: false, prizeAmount: prize });
      expect(await ledgerRows(m, 'raffle_prize')).toEqual([
        { amount_minor: prize * 100, reference: `raffle:aurora-lucky-draw:${m.id}` },
      ]);
      await expectLedgerConsistent(platform, [m]);
    });

    it('twenty claims at once write one ledger row and all answer the same prize', async () => {
      const m = await member(LOTUS);
      await spinSlot(m, 100);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          m.client.call('claimRafflePromotion', { promotionId: 'lotus-lucky-draw' }, { token: m.token }),
        ),
      );
      for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(new Set(answers.map((answer) => answer.body.value!.prizeAmount)).size).toBe(1);
      expect(answers.filter((answer) => answer.body.value!.firstClaim)).toHaveLength(1);
      expect(await ledgerRows(m, 'raffle_prize')).toHaveLength(1);
      await expectLedgerConsistent(platform, [m]);
    });
  });

  describe('who may act', () => {
    it('takes no raffle claim while the tenant is in maintenance, and refuses trial accounts', async () => {
      const m = await member(AURORA);
      await spinSlot(m, 100);
      const tenants = platform.app.platform.tenants;
      await tenants.setMaintenance(AURORA, true, platform.clock.now() + 3_600_000);
      try {
        const frozen = await m.client.call(
          'claimRafflePromotion',
          { promotionId: 'aurora-lucky-draw' },
          { token: m.token },
        );
        expect([frozen.status, frozen.body.errorCode]).toEqual([503, 'maintenance']);
      } finally {
        await tenants.setMaintenance(AURORA, false);
      }
      expect(await activityRows(m)).toEqual([]);

      const trial = await sessionPlayer(platform, { type: ACCOUNT_TYPES.TRIAL, prefix: 'promotrial' });
      const client = platform.client(AURORA);
      for (const result of [
        await client.call('getMyActivities', {}, { token: trial.token }),
        await client.call('joinPromotion', { promotionId: 'welcome-bonus' }, { token: trial.token }),
        await client.call('claimRafflePromotion', { promotionId: 'aurora-lucky-draw' }, { token: trial.token }),
      ])
        expect([result.status, result.body.errorCode]).toEqual([403, 'account_type_refused']);
    });
  });

  describe('activities and balance', () => {
    it("counts what the member can act on, and never shows another brand's members' activities", async () => {
      const m = await member(AURORA);
      const mine = await m.client.call('getMyActivities', {}, { token: m.token });
      expect(mine.status).toBe(200);
      // welcome-bonus (join) and reload-bonus (apply) are available; the raffle waits for a bet.
      expect(mine.body.value).toMatchObject({ availablePromo: true, availablePromoCount: 2 });
      const balance = await m.client.call('getBalance', {}, { token: m.token });
      expect(balance.body.value).toMatchObject({ availablePromo: true, availablePromoCount: 2 });
      await m.client.call('joinPromotion', { promotionId: 'welcome-bonus' }, { token: m.token });
      expect((await m.client.call('getBalance', {}, { token: m.token })).body.value!.availablePromoCount).toBe(1);
      // A spin reaches the raffle's turnover: it can be claimed, and the balance counts it like the activities do.
      await spinSlot(m, 100);
      const afterSpin = (await m.client.call('getMyActivities', {}, { token: m.token })).body.value!;
      expect(afterSpin.availablePromoCount).toBe(2);
      expect((await m.client.call('getBalance', {}, { token: m.token })).body.value!.availablePromoCount).toBe(2);

      // A lotus member's activities are lotus promotions only, and see nothing of the aurora member.
      const l = await member(LOTUS);
      const theirs = (await l.client.call('getMyActivities', {}, { token: l.token })).body.value!;
      expect(theirs.activities.map((a) => a.promotionId)).not.toContain('reload-bonus');
      expect(theirs.activities.find((a) => a.promotionId === 'welcome-bonus')!.state).toBe('available');
      // An aurora token is no lotus session.
      const cross = await platform.client(LOTUS).call('getMyActivities', {}, { token: m.token });
      expect(cross.status).toBeGreaterThanOrEqual(400);
    });
  });

  describe('the balance call', () => {
    it('reads the session with its account, then the wallets, the acted promotions and the raffle turnover in one statement', async () => {
      const m = await member(AURORA);
      // Warm: the promotions kept, the session known by its token (lib/known-by-token-hash.ts).
      expect((await m.client.call('getBalance', {}, { token: m.token })).status).toBe(200);
      const log = watchAllQueries();
      let answer;
      try {
        answer = await m.client.call('getBalance', {}, { token: m.token });
      } finally {
        log.stop();
      }
      expect(answer.status).toBe(200);
      expect(answer.body.value).toMatchObject({ availablePromo: true, availablePromoCount: 2 });
      // The known session's end and last call read fresh with its account in one statement; the
      // wallets, the activities and the open raffle's turnover in the other.
      expect(log.statements, log.statements.join('\n')).toHaveLength(2);
      expect(log.statements[0]).toMatch(/from "accounts" inner join "sessions"/);
      expect(log.statements[1]).toMatch(
        /from "wallets".* union all .*from "promotion_activities".* union all .*sum\("valid_bet_minor"\)/,
      );
      // Every part names the tenant: the merchant code is a value of the statement.
      const [read] = log.readingWithValues('from "wallets"');
      expect(read!.parameters).toContain(AURORA);
      expect(read!.parameters).not.toContain(LOTUS);
    });
  });

  const staffTokenOf = (username: string) => staffToken(platform, AURORA, username);
  function auditRows(action: string, outcome: string) {
    return platform.app.platform.db
      .selectFrom('audit_log')
      .select(['action', 'outcome'])
      .where('merchant_code', '=', AURORA)
      .where('action', '=', action)
      .where('outcome', '=', outcome)
      .execute();
  }
});

// The balance's promotion figures and wallets, read in one statement with the open raffles'
// turnover (repositories/member-balance.ts), against what the member's activities say (their own
// reads: the activities, then each promotion's turnover by `bettingRecords.settledValidBet`) and
// the wallets read alone, for members with and without bets, activities and a second open raffle.
describe.each(ENGINES)('the balance against the activities (%s)', (engine) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform({ engine });
  });
  afterAll(() => platform?.close());

  it('answers what the activities and the wallets say, alone and when the calls of a turn share the read', async () => {
    const repos = reposOf(platform, LOTUS);
    const client = platform.client(LOTUS);
    const t0 = platform.clock.now();
    const player = (prefix: string) => sessionPlayer(platform, { merchant: LOTUS, balanceMinor: 50_000, prefix });
    const [none, early, late, before, voided, acted, future] = [
      await player('balnone'),
      await player('balearly'),
      await player('ballate'),
      await player('balbefore'),
      await player('balvoid'),
      await player('balacted'),
      await player('balfuture'),
    ];
    await repos.wallets.open(future.id, WALLET_IDS.BONUS, 'THB', t0);
    // A second open raffle, from t0 + 10 s, of $50.
    await repos.promotions.upsert(
      {
        id: 'second-draw',
        category: 'daily',
        kind: 'raffle',
        title: { TH: 'จับฉลาก', EN: 'Second draw' },
        summary: { TH: 'จับฉลาก', EN: 'Second draw' },
        content: { TH: '<p>จับฉลาก</p>', EN: '<p>Second draw</p>' },
        startsAt: t0 + 10_000,
        endsAt: t0 + 3_600_000,
        turnoverMinor: 5_000,
        rewardMinor: null,
        prizes: [{ amountMinor: 100, weight: 1 }],
      },
      61,
    );
    const lucky = (await repos.promotions.byId('lotus-lucky-draw'))!;
    expect(lucky.turnoverMinor).toBeLessThanOrEqual(100);
    await repos.bettingRecords.insertMany([
      slotBet(early, t0 - 1_000, 100), // the seeded raffle's turnover, before the second's start
      slotBet(late, t0 + 30_000, 10_000), // both raffles
      slotBet(before, t0, 10_000), // before the second raffle's start: the seeded one only
      slotBet(voided, t0 + 20_000, 10_000, 0, 'void'), // void and open bets count for neither
      slotBet(voided, t0 + 20_000, 10_000, 0, 'open'),
      slotBet(acted, t0 + 20_000, 10_000), // both, but it claims the seeded one and joins welcome-bonus
      slotBet(future, t0 + 300_000, 10_000), // placed after the calls' moment: not yet counted
    ]);
    // Past the second raffle's start, and the tenant's kept promotions read again.
    platform.clock.advance(60_000);
    const balanceOf = (m: { token: string }) => client.call('getBalance', {}, { token: m.token });
    expect((await client.call('joinPromotion', { promotionId: 'welcome-bonus' }, { token: acted.token })).status).toBe(
      200,
    );
    const claim = await client.call(
      'claimRafflePromotion',
      { promotionId: 'lotus-lucky-draw' },
      { token: acted.token },
    );
    expect(claim.status, JSON.stringify(claim.body)).toBe(200);

    const members = [none, early, late, before, voided, acted, future];
    const alone = [];
    for (const m of members) alone.push(await balanceOf(m));
    // welcome-bonus (join) and friday-top-up (apply) are available to all but `acted`, who joined;
    // each raffle once its turnover is reached (and not claimed).
    expect(alone.map((r) => [r.status, r.body.value?.availablePromoCount])).toEqual([
      [200, 2],
      [200, 3],
      [200, 4],
      [200, 3],
      [200, 2],
      [200, 2],
      [200, 2],
    ]);
    for (const [i, m] of members.entries()) {
      const activities = (await client.call('getMyActivities', {}, { token: m.token })).body.value!;
      const balance = alone[i]!.body.value!;
      expect([balance.availablePromo, balance.availablePromoCount], m.username).toEqual([
        activities.availablePromo,
        activities.availablePromoCount,
      ]);
      const wallets = await repos.wallets.balances(m.id);
      expect(balance.balance, m.username).toEqual(
        wallets.map((w) => ({ accountTypeId: w.walletId, availBalance: w.balanceMinor / 100 })),
      );
      expect(balance.sumBalance).toBe(wallets.reduce((sum, w) => sum + w.balanceMinor, 0) / 100);
    }
    expect(alone[6]!.body.value!.balance.map((b) => b.accountTypeId)).toEqual([WALLET_IDS.MAIN, WALLET_IDS.BONUS]);

    // The same calls in one turn: one statement reads every member's rows, each gets its own answer.
    const log = watchAllQueries();
    let together;
    try {
      together = await Promise.all(members.map((m) => balanceOf(m)));
    } finally {
      log.stop();
    }
    expect(together.map((r) => r.body.value)).toEqual(alone.map((r) => r.body.value));
    expect(log.reading('from "wallets"')).toHaveLength(1);
  });
});
