// The announcements call (MCSFE_getListAnnouncements): each brand's seeded content per kind, in the
// request's language, popups by execution, banners per group — and announcement HTML that never
// carries a script, whether it came through the seed or was written to the table by another path.
import { announcementsValueSchema, BANNER_GROUPS } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantRepositories } from '../src/repositories/index';
import { AURORA, ENGINES, LOTUS, startPlatform, type TestPlatform } from './helpers';

const SCRIPTED = /<script|onerror|javascript:/i;

describe.each(ENGINES)('announcements (%s)', (engine) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform({ engine });
  });
  afterAll(() => platform?.close());

  it("answers each brand's own announcements by kind, newest first, in the request's language", async () => {
    const lotus = await platform.client(LOTUS, 'TH').call('getListAnnouncements', {
      types: 'B,PL,PU,PR,H',
      platform: 'W',
    });
    expect(lotus.status).toBe(200);
    const value = announcementsValueSchema.parse(lotus.body.value);
    expect(value.player.length).toBeGreaterThanOrEqual(9);
    expect(value.player.map((a) => a.timestamp)).toEqual(
      [...value.player.map((a) => a.timestamp)].sort((a, b) => b - a),
    );
    expect(value.player.find((a) => a.id === 'thai-lottery-draws')!.title).toBe('หวยรัฐบาลออกทุกวันที่ 1 และ 16');
    expect(value.promotion.map((a) => a.id)).toEqual(['loy-krathong-bonus']);
    expect(value.notice.map((a) => a.id)).toEqual(['help-centre-update']);
    expect(value.popup).toEqual([expect.objectContaining({ id: 'popup-welcome', execution: 'B' })]);

    const english = await platform.client(LOTUS, 'EN').call('getListAnnouncements', { types: 'PL' });
    expect(english.body.value!.player.find((a) => a.id === 'thai-lottery-draws')!.title).toBe(
      'Thai lottery draws on the 1st and 16th',
    );
    // Only the kinds asked for.
    expect(english.body.value).toMatchObject({ banners: [], popup: [], promotion: [], notice: [] });

    // The other brand sees its own content only, in its default language when asked in one it lacks.
    const aurora = (await platform.client(AURORA, 'TH').call('getListAnnouncements', {})).body.value!;
    const ids = Object.values(aurora)
      .flat()
      .map((a) => ('bannerId' in a ? a.bannerId : a.id));
    expect(ids).not.toContain('loy-krathong-bonus');
    expect(aurora.player.find((a) => a.id === 'new-slot-provider')!.title).toMatch(/[A-Za-z]/);
  });

  it('lists banners for every route group of the brand with their link kinds', async () => {
    const value = (await platform.client(LOTUS).call('getListAnnouncements', { types: 'B' })).body.value!;
    const groups = new Set(value.banners.map((b) => b.groupName));
    expect(groups.has('w_home')).toBe(true);
    expect(groups.has('w_reg')).toBe(true);
    for (const banner of value.banners) expect(BANNER_GROUPS).toContain(banner.groupName);
    expect(value.banners.some((b) => b.linkageType !== 'none' && b.linkage)).toBe(true);
  });

  it('keeps only the popups of the execution asked for', async () => {
    const before = await platform.client(AURORA).call('getListAnnouncements', { types: 'PU', execution: 'B' });
    expect(before.body.value!.popup.map((p) => p.id)).toEqual(['popup-play-responsibly']);
    const after = await platform.client(AURORA).call('getListAnnouncements', { types: 'PU', execution: 'A' });
    expect(after.body.value!.popup).toEqual([]);
  });

  it('stored the seeded sanitise-check announcement without its script, and never answers one', async () => {
    const repos = tenantRepositories(platform.app.platform.db, LOTUS);
    const stored = (await repos.content.announcements(['PL'])).find((a) => a.id.includes('sanitise-check'))!;
    for (const html of Object.values(stored.content)) expect(html).not.toMatch(SCRIPTED);
    expect(stored.content.EN).toContain('<strong>never</strong>');

    // A row written around the seed (raw, unsanitised) is still cleaned on the way out.
    await repos.content.upsertAnnouncement({
      id: 'raw-script-test',
      type: 'PL',
      title: { EN: 'Raw' },
      content: {
        EN: '<p>Hello</p><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a>',
      },
      publishedAt: Date.UTC(2030, 0, 1),
      execution: null,
    });
    const answer = await platform.client(LOTUS, 'EN').call('getListAnnouncements', {});
    expect(answer.status).toBe(200);
    expect(JSON.stringify(answer.body)).not.toMatch(SCRIPTED);
    const raw = answer.body.value!.player.find((a) => a.id === 'raw-script-test')!;
    expect(raw.content).toContain('<p>Hello</p>');
    expect(answer.body.value!.player[0]!.id).toBe('raw-script-test');
  });

  it('refuses a malformed kinds list', async () => {
    const bad = await platform.client(AURORA).call('getListAnnouncements', { types: 'B;DROP' });
    expect(bad.status).toBe(400);
  });
});
