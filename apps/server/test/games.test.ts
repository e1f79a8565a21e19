// The games lobby and launch on SQLite and PostgreSQL: vendors by lane, the game list's filters,
// paging and folded-name search (Vietnamese, Thai), hot games, vendor game types, favourites,
// recent games, PVP rooms, launch (login, launchMode, unknown game or vendor, maintenance, one
// open game, free play), single-use expiring tickets, thumbnails, and tenant isolation.
import { DEFAULT_GAME_PAGE_SIZE, ESPORTS_VENDORS, COCKFIGHT_VENDORS, type Game } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchKey } from '../src/lib/search-key';
import { tenantRepositories } from '../src/repositories/index';
import { DEMO_SLOT_VENDORS, demoSlotName } from '../src/services/games/demo-catalogue';
import { LAUNCH_TICKET_TTL_MS, OPEN_GAME_IDLE_MS } from '../src/services/games/launch-service';
import { AURORA, ENGINES, LOTUS, MINUTE, startPlatform, type TestPlatform } from './helpers';

const SLOT_GAMES = 160;
/** The test platforms' catalogue: slot game names are a function of their index. */
const slotNames = Array.from({ length: SLOT_GAMES }, (_, i) => demoSlotName(i));
const launchOf = (game: Pick<Game, 'nodeId' | 'vassalage'>) => ({
  nodeId: game.nodeId,
  vassalage: game.vassalage,
  launchMode: 'GLS',
  accountType: 1,
  confirmTrans: 0,
  platform: 'html5-desktop',
  clientType: 3,
  language: 'EN',
});
const ticketOf = (url: string) => new URL(url, 'http://x').searchParams.get('ticket')!;

describe.each(ENGINES)('games lobby and launch (%s)', (engine) => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform({ engine });
  });
  afterAll(() => platform?.close());

  const reposOf = async (merchant: string) => tenantRepositories(platform.app.platform.db, merchant);

  describe('catalogue', () => {
    it('answers vendors by lane, esports and cockfight vendors inside SPORTS, with classification counts', async () => {
      const result = await platform.client().call('getGameVendors', { platform: 'html5-desktop' });
      expect(result.status).toBe(200);
      const lanes = result.body.value!.data.lanes;
      expect(lanes.map((l) => l.title).sort()).toEqual(['ELOTT', 'FISH', 'LIVE', 'LOTT', 'PVP', 'RNG', 'SPORTS']);
      const rng = lanes.find((l) => l.title === 'RNG')!;
      expect(rng.cards.map((c) => c.vassalage)).toEqual(
        expect.arrayContaining(['INH', ...DEMO_SLOT_VENDORS.map((v) => v.vassalage), 'MGV']),
      );
      expect(rng.cards.find((c) => c.vassalage === 'MGV')!.isGame).toBe('VASSALAGE');
      expect(rng.gameClassify.reduce((sum, c) => sum + c.gameCount, 0)).toBe(SLOT_GAMES + 2 + 6);
      const sports = lanes.find((l) => l.title === 'SPORTS')!.cards.map((c) => c.vassalage);
      expect(sports).toEqual(expect.arrayContaining([...ESPORTS_VENDORS, ...COCKFIGHT_VENDORS]));
      const lott = lanes.find((l) => l.title === 'LOTT')!.cards;
      expect(lott.find((c) => c.vassalage === 'TCGVN')!.accountTypeName).toBe('TCG_LOTTO_VN');
      expect(lott.find((c) => c.vassalage === 'TCGSEA')!.accountTypeName).toBe('TCG_SEA');
      // Cards carry icon paths the portal prefixes with an image CDN.
      expect(rng.cards[0]!.iconUrl).toMatch(/^\/wps\/thumbs\/AUR\/vendor\//);
      // Vendors are sorted within their lane.
      const sorts = rng.cards.map((c) => c.sort);
      expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    });

    // The lobby keeps its answers ready to send (services/games/catalogue-answers.ts): per tenant,
    // per catalogue version, and only until a maintenance window they show ends.
    it('answers a kept page afresh after a catalogue write, and without a window once the window ended', async () => {
      const client = platform.client();
      const repos = await reposOf(AURORA);
      const query = { vassalage: 'PG', pageSize: 5 };
      const before = await client.call('getGameList', query);
      const nodeId = before.body.value!.games[1]!.nodeId;
      expect(before.body.value!.games[1]!.maintenance).toBeNull();
      expect((await client.call('getGameList', query)).body).toEqual(before.body);
      const now = platform.clock.now();
      // A catalogue write bumps the version: the next call shows it.
      await repos.games.setMaintenance(nodeId, { start: now - MINUTE, end: now + MINUTE }, now);
      const during = await client.call('getGameList', query);
      expect(during.body.value!.games[1]!.maintenance).toEqual({ maintainTime: now - MINUTE, endTime: now + MINUTE });
      // No write when the window ends: the kept answer is not true any more and is built again.
      platform.clock.advance(MINUTE);
      const after = await client.call('getGameList', query);
      expect(after.body.value!.games[1]!.nodeId).toBe(nodeId);
      expect(after.body.value!.games[1]!.maintenance).toBeNull();
      await repos.games.setMaintenance(nodeId, null, platform.clock.now());
    });

    it('keeps each tenant its own answers: the same page and vendors of two brands', async () => {
      const query = { gameType: 'RNG', pageSize: 3 };
      const aurora = await platform.client(AURORA).call('getGameList', query);
      const lotus = await platform.client(LOTUS).call('getGameList', query);
      for (const [result, merchant] of [
        [aurora, AURORA],
        [lotus, LOTUS],
      ] as const)
        for (const game of result.body.value!.games) expect(game.iconUrl).toContain(`/wps/thumbs/${merchant}/`);
      const vendorIcons = async (merchant: string) =>
        (await platform.client(merchant).call('getGameVendors', { platform: 'html5-desktop' })).body
          .value!.data.lanes.flatMap((lane) => lane.cards)
          .map((card) => card.iconUrl);
      expect((await vendorIcons(AURORA)).every((url) => url.includes(`/${AURORA}/`))).toBe(true);
      expect((await vendorIcons(LOTUS)).every((url) => url.includes(`/${LOTUS}/`))).toBe(true);
      // A write to one tenant's catalogue leaves the other's answers as they were.
      const repos = await reposOf(LOTUS);
      const now = platform.clock.now();
      const nodeId = lotus.body.value!.games[0]!.nodeId;
      await repos.games.setMaintenance(nodeId, { start: now + MINUTE, end: now + 2 * MINUTE }, now);
      expect((await platform.client(LOTUS).call('getGameList', query)).body.value!.games[0]!.maintenance).toEqual({
        maintainTime: now + MINUTE,
        endTime: now + 2 * MINUTE,
      });
      expect((await platform.client(AURORA).call('getGameList', query)).body).toEqual(aurora.body);
      await repos.games.setMaintenance(nodeId, null, now);
    });

    it('lists games without a token, 42 a page by default, pages without overlap', async () => {
      const client = platform.client();
      const first = await client.call('getGameList', { gameType: 'RNG' });
      expect(first.status).toBe(200);
      const total = SLOT_GAMES + 2 + 6; // slot vendors + in-house + the VASSALAGE vendor
      expect(first.body.value).toMatchObject({
        totalPages: Math.ceil(total / DEFAULT_GAME_PAGE_SIZE),
        total,
        pageNo: 1,
        pageSize: 42,
      });
      expect(first.body.value!.games).toHaveLength(42);
      const second = await client.call('getGameList', { gameType: 'RNG', pageNo: 2 });
      const firstIds = new Set(first.body.value!.games.map((g) => g.nodeId));
      expect(second.body.value!.games.some((g) => firstIds.has(g.nodeId))).toBe(false);
      const last = await client.call('getGameList', { gameType: 'RNG', pageNo: 5, pageSize: 40 });
      expect(last.body.value!.games).toHaveLength(total - 4 * 40);
      const beyond = await client.call('getGameList', { gameType: 'RNG', pageNo: 99 });
      expect(beyond.body.value!.games).toEqual([]);
    });

    it('filters by vendor, classification, min bet, lines and the split categories', async () => {
      const client = platform.client();
      const pg = await client.call('getGameList', { vassalage: 'PG', pageSize: 200 });
      expect(pg.body.value!.games.length).toBe(SLOT_GAMES / DEMO_SLOT_VENDORS.length);
      expect(pg.body.value!.games.every((g) => g.vassalage === 'PG' && g.gameType === 'RNG')).toBe(true);

      const jackpot = await client.call('getGameList', { gameType: 'RNG', gameClassify: 'jackpot', pageSize: 200 });
      expect(jackpot.body.value!.games.length).toBeGreaterThan(0);
      expect(jackpot.body.value!.games.every((g) => g.gameClassify === 'jackpot')).toBe(true);

      const cheap = await client.call('getGameList', { gameType: 'RNG', minBet: 0.2, minLineNum: 25, pageSize: 200 });
      expect(cheap.body.value!.games.length).toBeGreaterThan(0);
      expect(cheap.body.value!.games.every((g) => g.minBet <= 0.2 && g.minLineNum <= 25)).toBe(true);

      const esports = await client.call('getGameList', { gameType: 'ESPORTS' });
      expect(esports.body.value!.games.map((g) => g.vassalage).sort()).toEqual([...ESPORTS_VENDORS].sort());
      const cockfight = await client.call('getGameList', { gameType: 'COCKFIGHT' });
      expect(cockfight.body.value!.games.map((g) => g.vassalage).sort()).toEqual([...COCKFIGHT_VENDORS].sort());
      const sports = await client.call('getGameList', { gameType: 'SPORTS' });
      expect(sports.body.value!.games.map((g) => g.vassalage).sort()).toEqual(['BTI', 'CMD', 'SABA']);
    });

    it('searches names ignoring case and diacritics: "vuong" finds Vương, Thai with or without marks', async () => {
      const client = platform.client();
      const expected = slotNames.filter((n) => searchKey(n).includes('vuong'));
      expect(expected.length).toBeGreaterThan(0);
      for (const query of ['vuong', 'VƯƠNG', 'Vương', 'vương']) {
        const result = await client.call('getGameList', { gameType: 'RNG', gameName: query, pageSize: 200 });
        const names = result.body.value!.games.map((g) => g.gameName);
        expect(names.sort(), query).toEqual([...expected].sort());
      }
      const dragon = await client.call('getGameList', { gameName: 'rong', pageSize: 200 });
      expect(dragon.body.value!.games.some((g) => g.gameName.includes('Rồng'))).toBe(true);

      const thai = slotNames.filter((n) => n.includes('มังกร'));
      expect(thai.length).toBeGreaterThan(0);
      const withMarks = await client.call('getGameList', { gameType: 'RNG', gameName: 'มังกร', pageSize: 200 });
      const withoutMarks = await client.call('getGameList', { gameType: 'RNG', gameName: 'มงกร', pageSize: 200 });
      expect(withMarks.body.value!.games.map((g) => g.gameName).sort()).toEqual([...thai].sort());
      expect(withoutMarks.body.value!.games.map((g) => g.gameName).sort()).toEqual([...thai].sort());

      const none = await client.call('getGameList', { gameName: '%_' });
      expect(none.body.value).toMatchObject({ games: [], totalPages: 0 });
    });

    it('answers hot games, a vendor’s game types, and 404 vendor_not_found for an unknown vendor', async () => {
      const client = platform.client();
      const hot = await client.call('getHotGames', { isPlatform: 2, platform: 'html5-desktop' });
      expect(hot.body.value!.list.length).toBeGreaterThan(0);
      expect(hot.body.value!.list.every((g) => g.isHot === 1)).toBe(true);

      const types = await client.call('getVendorGameTypes', { vassalage: 'PG' });
      expect(types.body.value).toMatchObject({ vassalage: 'PG', displayName: 'PG Soft' });
      expect(types.body.value!.gameTypes).toHaveLength(1);
      expect(types.body.value!.gameTypes[0]!.gameCount).toBe(SLOT_GAMES / DEMO_SLOT_VENDORS.length);

      const unknown = await client.call('getVendorGameTypes', { vassalage: 'NOPE' });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ success: false, errorCode: 'vendor_not_found' });
    });

    it('switches the calls per tenant with their module flags', async () => {
      await platform.app.platform.tenants.setModules(LOTUS, { GAMELO3: false, GAMELOHOT3: false });
      try {
        const list = await platform.client(LOTUS).call('getGameList', {});
        expect(list.status).toBe(400);
        expect(list.body.errorCode).toBe('function.not.available');
        expect((await platform.client(LOTUS).call('getHotGames', {})).body.errorCode).toBe('function.not.available');
        expect((await platform.client(AURORA).call('getGameList', {})).status).toBe(200);
      } finally {
        await platform.app.platform.tenants.setModules(LOTUS, { GAMELO3: true, GAMELOHOT3: true });
      }
    });

    it('serves generated thumbnails at their icon path with a year of immutable caching', async () => {
      const list = await platform.client().call('getGameList', { vassalage: 'INH' });
      const icon = list.body.value!.games[0]!.iconUrl;
      const image = await platform.app.inject({ method: 'GET', url: icon });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(image.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
      const missing = await platform.app.inject({ method: 'GET', url: '/wps/thumbs/AUR/game/NOPE.abc.webp' });
      expect(missing.statusCode).toBe(404);
      const otherTenant = await platform.app.inject({ method: 'GET', url: icon.replace('/AUR/', '/XXX/') });
      expect(otherTenant.statusCode).toBe(404);
    });
  });

  describe('favourites, recent games and rooms', () => {
    it('needs a login: 401 login.not.session in the envelope', async () => {
      const result = await platform.client().call('getFavoriteIds', {});
      expect(result.status).toBe(401);
      expect(result.body).toMatchObject({ success: false, value: null, errorCode: 'login.not.session' });
      expect(
        (await platform.client().call('addFavorite', { nodeId: 'PG-00001', vendor: 'PG', gameType: 'RNG' })).status,
      ).toBe(401);
    });

    it('adds, lists and removes favourites, newest first; a lotus favourite never shows for aurora', async () => {
      const aurora = platform.client(AURORA);
      const token = await aurora.login('member01');
      const games = (await aurora.call('getGameList', { vassalage: 'JILI', pageSize: 3 })).body.value!.games;
      for (const game of games) {
        const added = await aurora.call(
          'addFavorite',
          { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType },
          { token },
        );
        expect(added.status).toBe(200);
        platform.clock.advance(1000);
      }
      // Adding twice changes nothing.
      await aurora.call('addFavorite', { nodeId: games[0]!.nodeId, vendor: 'JILI', gameType: 'RNG' }, { token });
      const ids = await aurora.call('getFavoriteIds', {}, { token });
      expect(ids.body.value).toEqual(games.map((g) => g.nodeId).reverse());
      const list = await aurora.call('getFavoriteList', { pageSize: 2 }, { token });
      expect(list.body.value).toMatchObject({ pageNum: 1, totalPages: 2 });
      expect(list.body.value!.content.map((g) => g.nodeId)).toEqual([games[2]!.nodeId, games[1]!.nodeId]);

      const unknown = await aurora.call(
        'addFavorite',
        { nodeId: 'NOPE-1', vendor: 'JILI', gameType: 'RNG' },
        { token },
      );
      expect(unknown.status).toBe(404);
      expect(unknown.body.errorCode).toBe('game_not_found');
      const wrongVendor = await aurora.call(
        'addFavorite',
        { nodeId: games[0]!.nodeId, vendor: 'PG', gameType: 'RNG' },
        { token },
      );
      expect(wrongVendor.body.errorCode).toBe('game_not_found');

      const lotus = platform.client(LOTUS);
      const lotusToken = await lotus.login('member01');
      await lotus.call('addFavorite', { nodeId: 'PP-00001', vendor: 'PP', gameType: 'RNG' }, { token: lotusToken });
      expect((await lotus.call('getFavoriteIds', {}, { token: lotusToken })).body.value).toEqual(['PP-00001']);
      expect((await aurora.call('getFavoriteIds', {}, { token })).body.value).not.toContain('PP-00001');
      // An aurora token is no key to lotus.
      expect((await lotus.call('getFavoriteIds', {}, { token })).status).toBe(401);

      const removed = await aurora.call(
        'removeFavorite',
        { nodeId: games[1]!.nodeId, vendor: 'JILI', gameType: 'RNG' },
        { token },
      );
      expect(removed.status).toBe(200);
      expect((await aurora.call('getFavoriteIds', {}, { token })).body.value).toEqual([
        games[2]!.nodeId,
        games[0]!.nodeId,
      ]);
      expect((await aurora.call('getFavoriteIds', { gameType: 'LIVE' }, { token })).body.value).toEqual([]);
    });

    it('lists PVP rooms of the PVP vendors (login required)', async () => {
      const client = platform.client();
      expect((await client.call('getPvpRooms', {})).status).toBe(401);
      const token = await client.login('agent01');
      const rooms = await client.call('getPvpRooms', { vassalage: 'KY' }, { token });
      expect(rooms.body.value!.content.length).toBe(8 * 3);
      expect(rooms.body.value!.content[0]).toMatchObject({
        vassalage: 'KY',
        nodeId: 'KY-001',
        roomId: 'KY-001-R1',
        minBet: 1,
      });
    });
  });

  describe('launch', () => {
    it('needs a login (401 envelope) and launchMode (400 naming the field)', async () => {
      const client = platform.client();
      const anonymous = await client.call('launchGame', launchOf({ nodeId: 'INH-SLOT', vassalage: 'INH' }));
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toMatchObject({ success: false, errorCode: 'login.not.session' });
      const token = await client.login('member01');
      const { launchMode: _launchMode, ...withoutMode } = launchOf({ nodeId: 'INH-SLOT', vassalage: 'INH' });
      const noMode = await client.call('launchGame', withoutMode, { token });
      expect(noMode.status).toBe(400);
      expect(noMode.body).toMatchObject({ errorCode: 'request_param_err', value: { fields: ['launchMode'] } });
      expect(noMode.body.message).toBeTruthy();
      const tokenInUrl = await client.call(
        'launchGame',
        { ...launchOf({ nodeId: 'INH-SLOT', vassalage: 'INH' }), token },
        { token },
      );
      expect(tokenInUrl.status).toBe(400);
    });

    it('answers 404 game_not_found / vendor_not_found in the request language', async () => {
      const client = platform.client(AURORA, 'VI');
      const token = await client.login('member01');
      const game = await client.call('launchGame', launchOf({ nodeId: 'PG-99999', vassalage: 'PG' }), { token });
      expect(game.status).toBe(404);
      expect(game.body).toMatchObject({ errorCode: 'game_not_found', message: 'Trò chơi này không tồn tại.' });
      const vendor = await client.call('launchGame', launchOf({ nodeId: 'PG-00002', vassalage: 'NOPE' }), { token });
      expect(vendor.body.errorCode).toBe('vendor_not_found');
      const mismatch = await client.call('launchGame', launchOf({ nodeId: 'PG-00002', vassalage: 'JILI' }), { token });
      expect(mismatch.body.errorCode).toBe('game_not_found');
    });

    it('refuses a game under maintenance with its window', async () => {
      const client = platform.client();
      const token = await client.login('member01');
      const repos = await reposOf(AURORA);
      const now = platform.clock.now();
      await repos.games.setMaintenance('PG-00003', { start: now - MINUTE, end: now + 60 * MINUTE }, now);
      const result = await client.call('launchGame', launchOf({ nodeId: 'PG-00003', vassalage: 'PG' }), { token });
      expect(result.status).toBe(409);
      expect(result.body).toMatchObject({
        errorCode: 'game_maintenance',
        value: { content: { data: { maintainTime: now - MINUTE, endTime: now + 60 * MINUTE } } },
      });
      const listed = await client.call('getGameList', {
        vassalage: 'PG',
        gameName: (await repos.games.findByNodeId('PG-00003'))!.game_name,
      });
      expect(listed.body.value!.games.find((g) => g.nodeId === 'PG-00003')!.maintenance).toEqual({
        maintainTime: now - MINUTE,
        endTime: now + 60 * MINUTE,
      });
      await repos.games.setMaintenance('PG-00003', null, now);
    });

    it('keeps one open game: #734 names the open game until it is closed; the same game relaunches', async () => {
      const client = platform.client();
      const token = await client.login('agent01');
      const slot = await client.call('launchGame', launchOf({ nodeId: 'INH-SLOT', vassalage: 'INH' }), { token });
      expect(slot.status).toBe(200);
      const again = await client.call('launchGame', launchOf({ nodeId: 'INH-SLOT', vassalage: 'INH' }), { token });
      expect(again.status).toBe(200);
      const dice = await client.call('launchGame', launchOf({ nodeId: 'INH-DICE', vassalage: 'INH' }), { token });
      expect(dice.status).toBe(409);
      expect(dice.body.errorCode).toBe('game_already_open');
      expect(dice.body.message).toMatch(/^#734/);
      expect(dice.body.value).toMatchObject({ openGame: { nodeId: 'INH-SLOT', vassalage: 'INH' } });

      const otherClose = await client.call('closeGame', { nodeId: 'INH-DICE' }, { token });
      expect(otherClose.body.value).toEqual({ closed: false });
      const closed = await client.call('closeGame', {}, { token });
      expect(closed.body.value).toEqual({ closed: true });
      expect((await client.call('closeGame', {}, { token })).body.value).toEqual({ closed: false });
      expect(
        (await client.call('launchGame', launchOf({ nodeId: 'INH-DICE', vassalage: 'INH' }), { token })).status,
      ).toBe(200);
      // Signing out ends the open game (and the game page's session with it).
      await client.call('logout', {}, { token });
      const afterLogout = await client.login('agent01');
      expect(
        (await client.call('launchGame', launchOf({ nodeId: 'INH-SLOT', vassalage: 'INH' }), { token: afterLogout }))
          .status,
      ).toBe(200);

      // An open game left idle counts as abandoned.
      platform.clock.advance(OPEN_GAME_IDLE_MS + 1);
      const relaunch = await client.login('agent01');
      expect(
        (await client.call('launchGame', launchOf({ nodeId: 'INH-SLOT', vassalage: 'INH' }), { token: relaunch }))
          .status,
      ).toBe(200);
      await client.call('closeGame', {}, { token: relaunch });
    });

    it('answers a URL with a single-use 60 s ticket, never the session token; records the game as recent', async () => {
      const client = platform.client();
      const token = await client.login('member01');
      const launched = await client.call(
        'launchGame',
        { ...launchOf({ nodeId: 'PP-00002', vassalage: 'PP' }) },
        { token },
      );
      expect(launched.status).toBe(200);
      const url = launched.body.value!.content.game_url!;
      // The ticket, and the language the game page is to speak: nothing else.
      expect(url).toMatch(/^\/inhouse\/play\?ticket=[A-Za-z0-9_-]{43}&lang=en$/);
      expect(url).not.toContain(token);
      expect(launched.body.value!.expiresAt).toBe(platform.clock.now() + LAUNCH_TICKET_TTL_MS);

      const aurora = await reposOf(AURORA);
      const lotus = await reposOf(LOTUS);
      const hash = platform.app.platform.launches.hashTicket(ticketOf(url));
      expect(await lotus.launchTickets.redeem(hash, platform.clock.now())).toBeUndefined();
      const redeemed = await aurora.launchTickets.redeem(hash, platform.clock.now());
      expect(redeemed).toMatchObject({ nodeId: 'PP-00002', walletId: 1, accountType: 1 });
      expect(await aurora.launchTickets.redeem(hash, platform.clock.now())).toBeUndefined();

      await client.call('closeGame', {}, { token });
      const second = await client.call('launchGame', launchOf({ nodeId: 'INH-DICE', vassalage: 'INH' }), { token });
      platform.clock.advance(LAUNCH_TICKET_TTL_MS);
      expect(
        await aurora.launchTickets.redeem(
          platform.app.platform.launches.hashTicket(ticketOf(second.body.value!.content.game_url!)),
          platform.clock.now(),
        ),
      ).toBeUndefined();

      const recent = await client.call('getRecentGames', { clientType: 3 }, { token });
      expect(recent.body.value!.list.slice(0, 2).map((g) => g.nodeId)).toEqual(['INH-DICE', 'PP-00002']);
      const ppOnly = await client.call('getRecentGames', { vassalage: 'PP' }, { token });
      expect(ppOnly.body.value!.list.map((g) => g.nodeId)).toEqual(['PP-00002']);
      await client.call('closeGame', {}, { token });
    });

    it('lets only one of two racing launches of different games open, and one of two racing redeems spend a ticket', async () => {
      const client = platform.client(LOTUS);
      const token = await client.login('agent01');
      const [a, b] = await Promise.all([
        client.call('launchGame', launchOf({ nodeId: 'INH-SLOT', vassalage: 'INH' }), { token }),
        client.call('launchGame', launchOf({ nodeId: 'INH-DICE', vassalage: 'INH' }), { token }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const won = a.status === 200 ? a : b;
      const repos = await reposOf(LOTUS);
      const hash = platform.app.platform.launches.hashTicket(ticketOf(won.body.value!.content.game_url!));
      const redeems = await Promise.all([
        repos.launchTickets.redeem(hash, platform.clock.now()),
        repos.launchTickets.redeem(hash, platform.clock.now()),
      ]);
      expect(redeems.filter(Boolean)).toHaveLength(1);
      await client.call('closeGame', {}, { token });
    });

    it('launches a trial (type 4) account in free play (accountType 0)', async () => {
      const client = platform.client(LOTUS);
      const login = await client.call('loginFreePlay', { os: 'Linux', platform: 'W' });
      expect(login.status).toBe(200);
      const token = login.body.value!.token;
      const launched = await client.call('launchGame', launchOf({ nodeId: 'INH-SLOT', vassalage: 'INH' }), { token });
      expect(launched.status).toBe(200);
      const repos = await reposOf(LOTUS);
      const redeemed = await repos.launchTickets.redeem(
        platform.app.platform.launches.hashTicket(ticketOf(launched.body.value!.content.game_url!)),
        platform.clock.now(),
      );
      expect(redeemed).toMatchObject({ accountType: 0, walletId: 1, nodeId: 'INH-SLOT' });
    });
  });
});
