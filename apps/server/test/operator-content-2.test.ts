// Promotions and missions belong to the brand (issue 22), on SQLite and PostgreSQL: the content role
// writes them through `/ops/content/promotions` and `/ops/content/missions` with the brand file's own
// entry (the seed's schema) in every language of the brand; other roles are refused and the refusal
// audited; a promotion's HTML is sanitised; another tenant's id is not found; the portal's calls
// (list, detail, the member's activities, the mission summary) answer a change at once, despite the
// promotions' cache; a promotion's kind is kept once members have activities, and one members wait
// on is not withdrawn; an edit and a withdrawal survive a restart (the seed runs again).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  auditValueSchema,
  operatorMissionsValueSchema,
  operatorPromotionsValueSchema,
  type TenantMission,
  type TenantPromotion,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AURORA, ENGINES, LOTUS, startPlatform, type TestPlatform } from './helpers';
import { operator, sessionPlayer } from './money-helpers';

const SCRIPTED = /<script|onerror|javascript:/i;
const seedFile = (brand: string, file: string) =>
  JSON.parse(readFileSync(join(__dirname, '../../../tenants', brand, 'seed', file), 'utf8')) as Record<string, unknown>;
const auroraPromotions = seedFile('aurora', 'promotions.json').promotions as TenantPromotion[];
const auroraMissions = seedFile('aurora', 'missions.json').missions as TenantMission[];
const seededPromotion = (id: string) => structuredClone(auroraPromotions.find((p) => p.id === id)!);
const seededMission = (id: string) => structuredClone(auroraMissions.find((m) => m.id === id)!);

const TEXT = { EN: 'Midweek boost', VI: 'Tăng tốc giữa tuần', ID: 'Dorongan tengah pekan' };
const HTML = {
  EN: '<p>Every <b>Wednesday</b>.</p><script>alert(1)</script><img src=x onerror="alert(2)">',
  VI: '<p>Mỗi <b>thứ Tư</b>.</p>',
  ID: '<p>Setiap <b>Rabu</b>.</p><a href="javascript:alert(3)">x</a>',
};

function newPromotion(id: string): TenantPromotion {
  return {
    id,
    category: 'deposit',
    kind: 'apply',
    title: TEXT,
    summary: TEXT,
    content: HTML,
    startsAt: '2026-01-01T00:00:00.000Z',
    endsAt: '2030-01-01T00:00:00.000Z',
    rewardAmount: '18.80',
  };
}

describe.each(ENGINES)('operator promotions and missions (%s)', (engine) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform({ engine });
  });
  afterAll(() => platform?.close());

  const ops = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    staff = 'content',
    merchant = AURORA,
  ) => operator(platform, merchant, method, url, body, staff);
  const audit = async (action: string) =>
    auditValueSchema.parse(
      (await ops('GET', `/ops/audit?pageSize=100&action=${action}`, undefined, 'admin')).body.value,
    ).list;
  const portalPromotions = async (on = platform, language = 'EN', merchant = AURORA) =>
    (await on.client(merchant, language).call('getPromotions', {})).body.value!.list;
  const member = async () => {
    const player = await sessionPlayer(platform, { merchant: AURORA, balanceMinor: 0, prefix: 'cnt2' });
    return { ...player, client: platform.client(AURORA) };
  };

  it('lets the content role write promotions and missions and refuses (and audits) finance, support and admin', async () => {
    for (const staff of ['finance', 'support', 'admin']) {
      for (const [method, url, body] of [
        ['GET', '/ops/content/promotions', undefined],
        ['POST', '/ops/content/promotions', newPromotion('refused-promo')],
        ['PUT', '/ops/content/missions/daily-ten-bets', seededMission('daily-ten-bets')],
        ['DELETE', '/ops/content/missions/daily-ten-bets', undefined],
      ] as const) {
        const refused = await ops(method, url, body, staff);
        expect([refused.status, refused.body.errorCode], `${staff} ${method} ${url}`).toEqual([
          403,
          'staff_role_required',
        ]);
      }
    }
    const denied = (await audit('promotion.create')).filter((row) => row.outcome === 'denied');
    expect(denied.map((row) => row.actor).sort()).toEqual(['admin', 'finance', 'support']);
    expect((await audit('mission.withdraw')).filter((row) => row.outcome === 'denied')).toHaveLength(3);
    expect((await portalPromotions()).map((p) => p.promotionId)).not.toContain('refused-promo');

    const listed = operatorPromotionsValueSchema.parse((await ops('GET', '/ops/content/promotions')).body.value);
    expect(listed.languages).toEqual(['EN', 'VI', 'ID']);
    // Every live promotion, as the brand's file writes it (amounts as decimal strings).
    expect(listed.list.map((p) => p.promotion.id).sort()).toEqual(auroraPromotions.map((p) => p.id).sort());
    expect(listed.list.find((p) => p.promotion.id === 'welcome-bonus')!.promotion).toMatchObject({
      kind: 'join',
      rewardAmount: '10.00',
      title: seededPromotion('welcome-bonus').title,
    });
    const missions = operatorMissionsValueSchema.parse((await ops('GET', '/ops/content/missions')).body.value);
    expect(missions.list.map((m) => [m.mission.id, m.source])).toEqual(auroraMissions.map((m) => [m.id, 'brand']));
  });

  it('creates a promotion with sanitised HTML that the portal lists at once (the cache is dropped)', async () => {
    // The list is cached: read it first so a stale copy would answer.
    expect((await portalPromotions()).map((p) => p.promotionId)).not.toContain('midweek-boost');
    const created = await ops('POST', '/ops/content/promotions', newPromotion('midweek-boost'));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.value.activities).toBe(0);
    for (const html of Object.values(created.body.value.promotion.content as Record<string, string>))
      expect(html).not.toMatch(SCRIPTED);
    const done = (await audit('promotion.create')).find((row) => row.outcome === 'done')!;
    expect(done).toMatchObject({ actor: 'content', subject: 'midweek-boost', before: null });

    const shown = (await portalPromotions(platform, 'VI')).find((p) => p.promotionId === 'midweek-boost')!;
    expect(shown).toMatchObject({ title: TEXT.VI, kind: 'apply', rewardAmount: 18.8 });
    const detail = await platform.client(AURORA, 'EN').call('getPromotionDetail', { promotionId: 'midweek-boost' });
    expect(detail.body.value!.content).toContain('<b>Wednesday</b>');
    expect(detail.body.value!.content).not.toMatch(SCRIPTED);

    const taken = await ops('POST', '/ops/content/promotions', newPromotion('welcome-bonus'));
    expect([taken.status, taken.body.errorCode]).toEqual([409, 'content_id_taken']);
  });

  it("refuses what the seed's schema refuses, and a missing or extra language", async () => {
    const missing = await ops('POST', '/ops/content/promotions', {
      ...newPromotion('one-language'),
      title: { EN: 'Only English' },
    });
    expect([missing.status, missing.body.errorCode]).toEqual([400, 'content_languages_mismatch']);
    const extra = await ops('POST', '/ops/content/missions', {
      ...seededMission('daily-ten-bets'),
      id: 'extra-language',
      description: { ...TEXT, TH: 'ภาษาไทย' },
    });
    expect([extra.status, extra.body.errorCode]).toEqual([400, 'content_languages_mismatch']);
    // A raffle without prizes, an apply promotion without its reward: the seed's refinements.
    const raffle = await ops('POST', '/ops/content/promotions', { ...newPromotion('no-prizes'), kind: 'raffle' });
    expect([raffle.status, raffle.body.errorCode]).toEqual([400, 'request_param_err']);
    const fractional = await ops('POST', '/ops/content/missions', {
      ...seededMission('daily-ten-bets'),
      id: 'half-a-bet',
      target: 2.5,
    });
    expect([fractional.status, fractional.body.errorCode]).toEqual([400, 'request_param_err']);
    // A PUT names the path's id.
    const other = await ops('PUT', '/ops/content/promotions/welcome-bonus', seededPromotion('reload-bonus'));
    expect([other.status, other.body.errorCode]).toEqual([400, 'request_param_err']);
    expect((await portalPromotions()).map((p) => p.promotionId)).not.toContain('no-prizes');
    const empty = await ops('POST', '/ops/content/promotions', {
      ...newPromotion('only-script'),
      content: { ...HTML, EN: '<script>alert(1)</script>' },
    });
    expect([empty.status, empty.body.errorCode]).toEqual([400, 'content_html_empty']);
  });

  it("answers another tenant's id as not found and leaves it unchanged", async () => {
    const lotus = operatorPromotionsValueSchema.parse(
      (await ops('GET', '/ops/content/promotions', undefined, 'content', LOTUS)).body.value,
    );
    const lotusOnly = lotus.list.map((p) => p.promotion.id).find((id) => !auroraPromotions.some((a) => a.id === id))!;
    const foreign = lotus.list.find((p) => p.promotion.id === lotusOnly)!.promotion;
    const edit = await ops('PUT', `/ops/content/promotions/${lotusOnly}`, {
      ...foreign,
      title: TEXT,
      summary: TEXT,
      content: HTML,
    });
    expect([edit.status, edit.body.errorCode]).toEqual([404, 'content_not_found']);
    const removed = await ops('DELETE', `/ops/content/promotions/${lotusOnly}`);
    expect([removed.status, removed.body.errorCode]).toEqual([404, 'content_not_found']);
    const lotusMissions = operatorMissionsValueSchema.parse(
      (await ops('GET', '/ops/content/missions', undefined, 'content', LOTUS)).body.value,
    );
    const lotusMission = lotusMissions.list.find((m) => !auroraMissions.some((a) => a.id === m.mission.id))!;
    const missionEdit = await ops('DELETE', `/ops/content/missions/${lotusMission.mission.id}`);
    expect([missionEdit.status, missionEdit.body.errorCode]).toEqual([404, 'content_not_found']);
    const after = operatorPromotionsValueSchema.parse(
      (await ops('GET', '/ops/content/promotions', undefined, 'content', LOTUS)).body.value,
    );
    expect(after).toEqual(lotus);
  });

  it("keeps a promotion's kind once members have activities, and does not withdraw one they wait on", async () => {
    const m = await member();
    const joined = await m.client.call('joinPromotion', { promotionId: 'welcome-bonus' }, { token: m.token });
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    const asInfo = { ...seededPromotion('welcome-bonus'), kind: 'info' };
    delete (asInfo as Partial<TenantPromotion>).rewardAmount;
    delete (asInfo as Partial<TenantPromotion>).turnover;
    const changed = await ops('PUT', '/ops/content/promotions/welcome-bonus', asInfo);
    expect([changed.status, changed.body.errorCode]).toEqual([409, 'promotion_kind_locked']);
    const withdrawn = await ops('DELETE', '/ops/content/promotions/welcome-bonus');
    expect([withdrawn.status, withdrawn.body.errorCode]).toEqual([409, 'promotion_activities_open']);
    // A title change keeps the kind: allowed, and the member's activity stays as it was.
    const retitled = await ops('PUT', '/ops/content/promotions/welcome-bonus', {
      ...seededPromotion('welcome-bonus'),
      title: TEXT,
    });
    expect(retitled.status, JSON.stringify(retitled.body)).toBe(200);
    expect(retitled.body.value.activities).toBe(1);
    const activities = (await m.client.call('getMyActivities', {}, { token: m.token })).body.value!.activities;
    expect(activities.find((a) => a.promotionId === 'welcome-bonus')!.state).toBe('in_process');
  });

  it('keeps an edit and a withdrawal across a restart, and the portal answers both at once', async () => {
    const m = await member();
    // Warm the cache, then edit and withdraw.
    await portalPromotions();
    const edited = await ops('PUT', '/ops/content/promotions/newcomer-guide', {
      ...seededPromotion('newcomer-guide'),
      title: TEXT,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const update = (await audit('promotion.update')).find((row) => row.subject === 'newcomer-guide')!;
    expect(JSON.parse(update.before!).title).toEqual(seededPromotion('newcomer-guide').title);
    expect(JSON.parse(update.after!).title).toEqual(TEXT);
    expect((await portalPromotions()).find((p) => p.promotionId === 'newcomer-guide')!.title).toBe(TEXT.EN);

    const withdrawn = await ops('DELETE', '/ops/content/promotions/aurora-lucky-draw');
    expect([withdrawn.status, withdrawn.body.value]).toEqual([200, { id: 'aurora-lucky-draw' }]);
    expect((await audit('promotion.withdraw'))[0]).toMatchObject({ subject: 'aurora-lucky-draw', after: 'withdrawn' });
    expect((await portalPromotions()).map((p) => p.promotionId)).not.toContain('aurora-lucky-draw');
    const detail = await platform.client(AURORA).call('getPromotionDetail', { promotionId: 'aurora-lucky-draw' });
    expect([detail.status, detail.body.errorCode]).toEqual([404, 'promotion_not_found']);
    const mine = (await m.client.call('getMyActivities', {}, { token: m.token })).body.value!.activities;
    expect(mine.map((a) => a.promotionId)).not.toContain('aurora-lucky-draw');
    const claim = await m.client.call('claimRafflePromotion', { promotionId: 'aurora-lucky-draw' }, { token: m.token });
    expect([claim.status, claim.body.errorCode]).toEqual([404, 'promotion_not_found']);
    const again = await ops('DELETE', '/ops/content/promotions/aurora-lucky-draw');
    expect([again.status, again.body.errorCode]).toEqual([404, 'content_not_found']);

    // Missions: a seeded one edited, another withdrawn, a new one created by staff.
    const editedMission = await ops('PUT', '/ops/content/missions/daily-ten-bets', {
      ...seededMission('daily-ten-bets'),
      target: 12,
      title: TEXT,
    });
    expect(editedMission.status, JSON.stringify(editedMission.body)).toBe(200);
    expect(editedMission.body.value.source).toBe('staff');
    expect((await ops('DELETE', '/ops/content/missions/weekly-deposit')).status).toBe(200);
    const created = await ops('POST', '/ops/content/missions', {
      ...seededMission('daily-slot-turnover'),
      id: 'staff-sprint',
      title: TEXT,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect((await audit('mission.create'))[0]).toMatchObject({ subject: 'staff-sprint', outcome: 'done' });
    const summary = async (on: TestPlatform) =>
      (await on.client(AURORA, 'EN').call('getMissionSummary', {}, { token: m.token })).body.value!.list;
    const now = await summary(platform);
    expect(now.find((s) => s.missionId === 'daily-ten-bets')).toMatchObject({ title: TEXT.EN, target: 12 });
    expect(now.map((s) => s.missionId)).not.toContain('weekly-deposit');
    expect(now.map((s) => s.missionId)).toContain('staff-sprint');

    // A second instance on the same database: its start seeds the brand folders again.
    const restarted = await startPlatform({ engine, shareWith: platform, clock: platform.clock });
    try {
      const list = await portalPromotions(restarted);
      expect(list.find((p) => p.promotionId === 'newcomer-guide')!.title).toBe(TEXT.EN);
      expect(list.map((p) => p.promotionId)).not.toContain('aurora-lucky-draw');
      expect(list.map((p) => p.promotionId)).toContain('midweek-boost');
      const missions = await summary(restarted);
      expect(missions.find((s) => s.missionId === 'daily-ten-bets')).toMatchObject({ title: TEXT.EN, target: 12 });
      expect(missions.map((s) => s.missionId)).not.toContain('weekly-deposit');
      expect(missions.map((s) => s.missionId)).toContain('staff-sprint');
      // The brand's rows nobody touched still follow the file.
      expect(missions.find((s) => s.missionId === 'daily-slot-turnover')!.title).toBe(
        seededMission('daily-slot-turnover').title.EN,
      );
    } finally {
      await restarted.close();
    }
  });
});
