// Content belongs to the brand (issue 22), on SQLite and PostgreSQL: the content role writes the
// brand's announcements and help articles through `/ops/content`, every other role is refused and
// the refusal audited; HTML is sanitised on write, every language of the brand is required, one
// tenant's staff cannot reach another's ids, the portal's calls answer an edit at once, an edit or
// withdrawal survives a restart (the seed runs again), and every change writes its audit row with
// before and after. The points mall's stock is the content role's too, never below what is redeemed.
import {
  auditValueSchema,
  operatorAnnouncementSchema,
  operatorAnnouncementsValueSchema,
  operatorHelpArticleSchema,
  operatorHelpArticlesValueSchema,
  operatorRewardStockSchema,
  operatorRewardStocksValueSchema,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantRepositories } from '../src/repositories/index';
import { AURORA, ENGINES, LOTUS, staffToken, startPlatform, type TestPlatform } from './helpers';

const SCRIPTED = /<script|onerror|javascript:/i;
const AURORA_TEXT = { EN: 'Maintenance moved', VI: 'Bảo trì dời lịch', ID: 'Pemeliharaan dipindah' };
const AURORA_HTML = {
  EN: '<p>Now on <b>Tuesday</b>.</p><script>alert(1)</script><img src=x onerror="alert(2)">',
  VI: '<p>Nay vào <b>thứ Ba</b>.</p>',
  ID: '<p>Kini hari <b>Selasa</b>.</p><a href="javascript:alert(3)">x</a>',
};

describe.each(ENGINES)('operator content (%s)', (engine) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform({ engine });
  });
  afterAll(() => platform?.close());

  async function ops(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    staff = 'content',
    merchant = AURORA,
    on: TestPlatform = platform,
  ) {
    const response = await on.app.inject({
      method,
      url,
      headers: {
        authorization: `Bearer ${await staffToken(on, merchant, staff)}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: response.statusCode, body: response.json() as { value: any; errorCode?: string } };
  }
  const audit = async (action: string) =>
    auditValueSchema.parse(
      (await ops('GET', `/ops/audit?pageSize=100&action=${action}`, undefined, 'admin')).body.value,
    ).list;
  const portalAnnouncements = async (on = platform, language = 'EN') =>
    (await on.client(AURORA, language).call('getListAnnouncements', {})).body.value!;

  it('lets the content role write announcements and refuses (and audits) finance, support and admin', async () => {
    for (const staff of ['finance', 'support', 'admin']) {
      const refused = await ops('POST', '/ops/content/announcements', { type: 'PL', title: AURORA_TEXT }, staff);
      expect([refused.status, refused.body.errorCode], staff).toEqual([403, 'staff_role_required']);
      const listed = await ops('GET', '/ops/content/help-articles', undefined, staff);
      expect([listed.status, listed.body.errorCode], staff).toEqual([403, 'staff_role_required']);
      const edit = await ops('PUT', '/ops/content/help-articles/terms', {}, staff);
      expect([edit.status, edit.body.errorCode], staff).toEqual([403, 'staff_role_required']);
    }
    const denied = (await audit('announcement.create')).filter((row) => row.outcome === 'denied');
    expect(denied.map((row) => row.actor).sort()).toEqual(['admin', 'finance', 'support']);
    expect((await audit('help_article.update')).filter((row) => row.outcome === 'denied')).toHaveLength(3);

    const created = await ops('POST', '/ops/content/announcements', {
      type: 'PU',
      title: AURORA_TEXT,
      content: AURORA_HTML,
    });
    expect(created.status).toBe(200);
    const value = operatorAnnouncementSchema.parse(created.body.value);
    expect(value).toMatchObject({ type: 'PU', execution: 'B', title: AURORA_TEXT, publishedAt: platform.clock.now() });
    const done = (await audit('announcement.create')).find((row) => row.outcome === 'done')!;
    expect(done).toMatchObject({ actor: 'content', subject: value.id, before: null });
    expect(JSON.parse(done.after!)).toMatchObject({ id: value.id, title: AURORA_TEXT });

    // The portal answers it at once, in the member's language, without a script.
    const popup = (await portalAnnouncements(platform, 'VI')).popup.find((a) => a.id === value.id)!;
    expect(popup).toMatchObject({ title: AURORA_TEXT.VI, execution: 'B' });
  });

  it('stores HTML sanitised: a script tag written never comes back as a script', async () => {
    const created = await ops('POST', '/ops/content/announcements', {
      type: 'H',
      title: AURORA_TEXT,
      content: AURORA_HTML,
    });
    const { id, content } = operatorAnnouncementSchema.parse(created.body.value);
    expect(content.EN).toContain('<b>Tuesday</b>');
    for (const html of Object.values(content)) expect(html).not.toMatch(SCRIPTED);
    const listed = operatorAnnouncementsValueSchema
      .parse((await ops('GET', '/ops/content/announcements')).body.value)
      .list.find((a) => a.id === id)!;
    for (const html of Object.values(listed.content)) expect(html).not.toMatch(SCRIPTED);
    const notice = (await portalAnnouncements()).notice.find((a) => a.id === id)!;
    expect(notice.content).toContain('Tuesday');
    expect(notice.content).not.toMatch(SCRIPTED);

    const article = await ops('POST', '/ops/content/help-articles', {
      category: 'faq',
      title: AURORA_TEXT,
      content: AURORA_HTML,
    });
    expect(article.status).toBe(200);
    const help = (await platform.client(AURORA).call('getHelpCenter', { category: 'faq' })).body.value!;
    const shown = help.articles.find((a) => a.id === article.body.value.id)!;
    expect(shown.content).toContain('Tuesday');
    expect(shown.content).not.toMatch(SCRIPTED);

    // Only markup that is removed leaves nothing to show: refused, nothing stored.
    const empty = await ops('POST', '/ops/content/help-articles', {
      category: 'faq',
      title: AURORA_TEXT,
      content: { ...AURORA_HTML, VI: '<script>alert(1)</script>' },
    });
    expect([empty.status, empty.body.errorCode]).toEqual([400, 'content_html_empty']);
  });

  it("requires every language of the brand, and no other; validates kinds like the seed's schema", async () => {
    const before = (await ops('GET', '/ops/content/announcements')).body.value.list.length;
    const { VI: _vi, ...withoutVi } = AURORA_TEXT;
    for (const [body, status, code] of [
      [{ type: 'PL', title: withoutVi, content: AURORA_HTML }, 400, 'content_languages_mismatch'],
      [
        { type: 'PL', title: AURORA_TEXT, content: { ...AURORA_HTML, TH: '<p>x</p>' } },
        400,
        'content_languages_mismatch',
      ],
      [{ type: 'XX', title: AURORA_TEXT, content: AURORA_HTML }, 400, undefined],
      [{ type: 'B', title: AURORA_TEXT, content: AURORA_HTML }, 400, undefined],
      [{ type: 'PU', execution: 'Z', title: AURORA_TEXT, content: AURORA_HTML }, 400, undefined],
      [{ type: 'PL', title: { ...AURORA_TEXT, EN: '' }, content: AURORA_HTML }, 400, undefined],
    ] as const) {
      const refused = await ops('POST', '/ops/content/announcements', body);
      expect(refused.status, JSON.stringify(body)).toBe(status);
      if (code) expect(refused.body.errorCode).toBe(code);
    }
    expect((await ops('GET', '/ops/content/announcements')).body.value.list.length).toBe(before);
    // Lotus's languages are its own: Thai and English.
    const lotus = await ops(
      'POST',
      '/ops/content/announcements',
      { type: 'PL', title: { TH: 'ข่าว', EN: 'News' }, content: { TH: '<p>ข่าว</p>', EN: '<p>News</p>' } },
      'content',
      LOTUS,
    );
    expect(lotus.status).toBe(200);
  });

  it("answers another tenant's id as not found and leaves it unchanged", async () => {
    const lotusIds = operatorAnnouncementsValueSchema
      .parse((await ops('GET', '/ops/content/announcements', undefined, 'content', LOTUS)).body.value)
      .list.map((a) => a.id);
    expect(lotusIds).toContain('loy-krathong-bonus');
    expect((await ops('GET', '/ops/content/announcements', undefined, 'content', LOTUS)).body.value.languages).toEqual([
      'TH',
      'EN',
    ]);
    const auroraIds = (await ops('GET', '/ops/content/announcements')).body.value.list.map((a: { id: string }) => a.id);
    expect(auroraIds).not.toContain('loy-krathong-bonus');
    const edit = await ops('PUT', '/ops/content/announcements/loy-krathong-bonus', {
      type: 'PR',
      title: AURORA_TEXT,
      content: AURORA_HTML,
    });
    expect([edit.status, edit.body.errorCode]).toEqual([404, 'content_not_found']);
    const removed = await ops('DELETE', '/ops/content/announcements/loy-krathong-bonus');
    expect([removed.status, removed.body.errorCode]).toEqual([404, 'content_not_found']);
    // Lotus's own article is not found for Aurora's staff…
    const foreign = await ops('PUT', '/ops/content/help-articles/faq-free-play', {
      category: 'faq',
      title: AURORA_TEXT,
      content: AURORA_HTML,
    });
    expect([foreign.status, foreign.body.errorCode]).toEqual([404, 'content_not_found']);
    // …and an id both brands seed is Aurora's own for them: Lotus's stays as it was.
    const lotusHelp = async () =>
      operatorHelpArticlesValueSchema
        .parse((await ops('GET', '/ops/content/help-articles', undefined, 'content', LOTUS)).body.value)
        .list.find((a) => a.id === 'responsible-gaming')!;
    const lotusBefore = await lotusHelp();
    const shared = await ops('PUT', '/ops/content/help-articles/responsible-gaming', {
      category: 'responsible',
      title: AURORA_TEXT,
      content: AURORA_HTML,
    });
    expect(shared.status).toBe(200);
    expect(await lotusHelp()).toEqual(lotusBefore);
    expect(lotusBefore.title.EN).not.toBe(AURORA_TEXT.EN);
    const unchanged = (await platform.client(LOTUS, 'EN').call('getListAnnouncements', { types: 'PR' })).body.value!;
    expect(unchanged.promotion.map((a) => a.title)).not.toContain(AURORA_TEXT.EN);
  });

  it('keeps an edit and a withdrawal across a restart (the seed runs again), audited before and after', async () => {
    const seeded = operatorAnnouncementsValueSchema
      .parse((await ops('GET', '/ops/content/announcements')).body.value)
      .list.find((a) => a.id === 'maintenance-2026-11-25')!;
    const edited = await ops('PUT', '/ops/content/announcements/maintenance-2026-11-25', {
      type: 'PL',
      title: AURORA_TEXT,
      content: AURORA_HTML,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.value).toMatchObject({ publishedAt: seeded.publishedAt, title: AURORA_TEXT });
    const update = (await audit('announcement.update')).find((row) => row.outcome === 'done')!;
    expect(update.subject).toBe('maintenance-2026-11-25');
    expect(JSON.parse(update.before!).title).toEqual(seeded.title);
    expect(JSON.parse(update.after!).title).toEqual(AURORA_TEXT);
    expect((await portalAnnouncements()).player.find((a) => a.id === 'maintenance-2026-11-25')!.title).toBe(
      AURORA_TEXT.EN,
    );

    const withdrawn = await ops('DELETE', '/ops/content/announcements/new-slot-provider');
    expect([withdrawn.status, withdrawn.body.value]).toEqual([200, { id: 'new-slot-provider' }]);
    expect((await audit('announcement.withdraw'))[0]).toMatchObject({
      subject: 'new-slot-provider',
      after: 'withdrawn',
    });
    const again = await ops('DELETE', '/ops/content/announcements/new-slot-provider');
    expect([again.status, again.body.errorCode]).toEqual([404, 'content_not_found']);

    const terms = await ops('PUT', '/ops/content/help-articles/terms', {
      category: 'terms',
      title: AURORA_TEXT,
      content: AURORA_HTML,
    });
    expect(terms.status).toBe(200);
    expect(operatorHelpArticleSchema.parse(terms.body.value).sortOrder).toBe(0);
    expect((await ops('DELETE', '/ops/content/help-articles/privacy')).status).toBe(200);

    // A second instance on the same database: its start seeds the brand folders again.
    const restarted = await startPlatform({ engine, shareWith: platform, clock: platform.clock });
    try {
      const player = (await portalAnnouncements(restarted)).player;
      expect(player.find((a) => a.id === 'maintenance-2026-11-25')!.title).toBe(AURORA_TEXT.EN);
      expect(player.map((a) => a.id)).not.toContain('new-slot-provider');
      const help = (await restarted.client(AURORA).call('getHelpCenter', {})).body.value!.articles;
      expect(help.find((a) => a.id === 'terms')!.title).toBe(AURORA_TEXT.EN);
      expect(help.map((a) => a.id)).not.toContain('privacy');
    } finally {
      await restarted.close();
    }
  });

  it('sets a reward stock (content role), never below what is redeemed, audited', async () => {
    const refused = await ops('PUT', '/ops/points/rewards/gift-card-10/stock', { stock: 50 }, 'finance');
    expect([refused.status, refused.body.errorCode]).toEqual([403, 'staff_role_required']);
    expect((await audit('points.reward_stock'))[0]).toMatchObject({ actor: 'finance', outcome: 'denied' });

    // Three redeemed (or in process) of the catalogue's ten.
    const repos = tenantRepositories(platform.app.platform.db, AURORA);
    expect(await repos.pointsMall.reserveStock('gift-card-10', 3, 10)).toBe(true);
    const listed = operatorRewardStocksValueSchema.parse((await ops('GET', '/ops/points/rewards')).body.value).list;
    expect(listed.find((r) => r.rewardId === 'gift-card-10')).toMatchObject({
      stock: 10,
      redeemed: 3,
      availableQuantity: 7,
      setByStaff: false,
    });

    const below = await ops('PUT', '/ops/points/rewards/gift-card-10/stock', { stock: 2 });
    expect([below.status, below.body.errorCode, below.body.value]).toEqual([
      409,
      'point_reward_stock_below_redeemed',
      { redeemed: 3 },
    ]);
    const set = await ops('PUT', '/ops/points/rewards/gift-card-10/stock', { stock: 4 });
    expect(operatorRewardStockSchema.parse(set.body.value)).toMatchObject({
      stock: 4,
      redeemed: 3,
      availableQuantity: 1,
      setByStaff: true,
    });
    expect((await audit('points.reward_stock'))[0]).toMatchObject({
      actor: 'content',
      outcome: 'done',
      subject: 'gift-card-10',
      before: '10',
      after: '4',
    });
    // The member's mall and the stock guard both follow staff's figure.
    expect(await repos.pointsMall.reserveStock('gift-card-10', 2, 10)).toBe(false);
    expect(await repos.pointsMall.reserveStock('gift-card-10', 1, 10)).toBe(true);
    const unknown = await ops('PUT', '/ops/points/rewards/no-such-reward/stock', { stock: 4 });
    expect([unknown.status, unknown.body.errorCode]).toEqual([404, 'point_reward_not_found']);
  });
});
