// In-house games on the real ledger, on SQLite and PostgreSQL: a launch ticket buys a game
// session; rounds debit the bet and credit the win in one transaction and leave a betting record;
// a retried round id never debits twice; concurrent rounds keep every balance equal to its ledger
// and never below zero; bad bets, reused or expired tickets and expired sessions change nothing;
// a game session ends with the portal session that launched it (a password change or reset, a
// logout, a login elsewhere, its expiry) and a call after that moves no money;
// rounds verify from the revealed seed; no seed is stored (no stored value hashes to a published
// hash); the next seed is committed before the client seed that goes with it; the winner board
// masks names and stays in its tenant.
import { createHash, randomUUID } from 'node:crypto';
import { ACCOUNT_TYPES, HEADERS, INHOUSE_MAX_BET_MINOR, WALLET_IDS } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXTS } from '../browser/inhouse-game/texts';
import { FairRandom } from '../src/games/fairness';
import { spinSlot } from '../src/games/slot/slot-engine';
import { HOUR, MINUTE, SECOND } from '../src/lib/clock';
import { maskUsername } from '../src/lib/masks';
import { tenantRepositories, type TenantRepositories } from '../src/repositories/index';
import { TOUCH_EVERY_MS } from '../src/services/accounts/session-service';
import { GAME_SESSION_MS } from '../src/services/games/inhouse-service';
import { WINNER_BOARD_CACHE_MS } from '../src/services/games/winner-board';
import {
  AURORA,
  ENGINES,
  LOTUS,
  lastSmsCode,
  startPlatform,
  TEST_HASHER,
  type TestClient,
  type TestPlatform,
} from './helpers';
import { sessionPlayer } from './money-helpers';
import { watchAllQueries, watchQueries } from './query-log';

/** Statements of a lone slot spin, with a win or without (a group of spins shares the seven in its transaction). */
const SPIN_STATEMENTS = 12;
/** Statements of a group of spins' transaction, whatever its number of spins (one pass). */
const GROUP_STATEMENTS = 7;
const SLOT = { nodeId: 'INH-SLOT', vassalage: 'INH' };
const DICE = { nodeId: 'INH-DICE', vassalage: 'INH' };

interface Player {
  id: number;
  username: string;
  token: string;
  client: TestClient;
}

describe.each(ENGINES)('in-house games (%s)', (engine) => {
  let platform: TestPlatform;

  beforeAll(async () => {
    platform = await startPlatform({ engine });
  });
  afterAll(() => platform?.close());

  const reposOf = (merchant: string): TenantRepositories => tenantRepositories(platform.app.platform.db, merchant);

  /** A fresh member with `balanceMinor` on the main wallet (deposited through the ledger) and a portal session. */
  async function newPlayer(balanceMinor: number, merchant = AURORA, language = 'EN'): Promise<Player> {
    const { id, username, token } = await sessionPlayer(platform, { merchant, balanceMinor, prefix: 'gamer' });
    return { id, username, token, client: platform.client(merchant, language) };
  }

  /** Launches a game through the lobby's launch call (closing any open game first); returns the ticket. */
  async function launch(player: Player, game = SLOT): Promise<string> {
    await player.client.call('closeGame', {}, { token: player.token });
    const result = await player.client.call('launchGame', { ...game, launchMode: 'GLS' }, { token: player.token });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const url = result.body.value!.content.game_url!;
    expect(url).toMatch(/^\/inhouse\/play\?ticket=/);
    expect(url).not.toContain(player.token);
    return new URL(url, 'http://x').searchParams.get('ticket')!;
  }

  async function session(player: Player, game = SLOT): Promise<string> {
    const result = await player.client.call('startInhouseSession', { ticket: await launch(player, game) });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    return result.body.value!.gameSessionToken;
  }

  const spin = (player: Player, gameSession: string, betMinor: number, roundId: string = randomUUID()) =>
    player.client.call('spinInhouseSlot', { roundId, betMinor }, { headers: { [HEADERS.gameSession]: gameSession } });
  const roll = (player: Player, gameSession: string, body: Record<string, unknown>) =>
    player.client.call(
      'rollInhouseDice',
      { roundId: randomUUID(), betMinor: 100, targetHundredths: 5000, direction: 'under', ...body },
      { headers: { [HEADERS.gameSession]: gameSession } },
    );

  async function balance(player: Player, merchant = AURORA): Promise<number> {
    return (await reposOf(merchant).wallets.balances(player.id)).find((w) => w.walletId === WALLET_IDS.MAIN)!
      .balanceMinor;
  }
  async function ledgerSum(player: Player, merchant = AURORA): Promise<number> {
    return reposOf(merchant).wallets.ledgerSum(player.id, WALLET_IDS.MAIN);
  }
  async function rowCounts(player: Player): Promise<{ ledger: number; records: number }> {
    const db = platform.app.platform.db;
    const ledger = await db
      .selectFrom('ledger')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('account_id', '=', player.id)
      .executeTakeFirstOrThrow();
    const records = await db
      .selectFrom('betting_records')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('account_id', '=', player.id)
      .executeTakeFirstOrThrow();
    return { ledger: Number(ledger.n), records: Number(records.n) };
  }

  it('redeems a launch ticket once for a game session of ours, with the game, its rules, the balance and the fairness commitment', async () => {
    const player = await newPlayer(50_000);
    const ticket = await launch(player);
    const first = await player.client.call('startInhouseSession', { ticket });
    expect(first.status).toBe(200);
    const value = first.body.value!;
    expect(value.gameSessionToken).not.toBe(player.token);
    expect(value.game).toMatchObject({ nodeId: 'INH-SLOT', vendor: 'INH', engine: 'slot', minBetMinor: 10 });
    expect(value.slot!.paylines).toHaveLength(10);
    expect(value.slot!.rtpPercent).toBe(96.3984);
    expect(value.balanceMinor).toBe(50_000);
    expect(value.fairness).toMatchObject({ serverSeedHash: expect.stringMatching(/^[0-9a-f]{64}$/), nextNonce: 0 });
    // The session token is stored hashed, never as is.
    const stored = await platform.app.platform.db
      .selectFrom('game_sessions')
      .select('token_hash')
      .where('account_id', '=', player.id)
      .execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(value.gameSessionToken);

    const again = await player.client.call('startInhouseSession', { ticket });
    expect(again.status).toBe(403);
    expect(again.body.errorCode).toBe('launch_ticket_invalid');
  });

  it('refuses an expired ticket, an expired game session and a missing one', async () => {
    const player = await newPlayer(10_000);
    const ticket = await launch(player);
    platform.clock.advance(61 * SECOND);
    const late = await player.client.call('startInhouseSession', { ticket });
    expect(late.body.errorCode).toBe('launch_ticket_invalid');

    const gameSession = await session(player);
    expect((await spin(player, gameSession, 100)).status).toBe(200);
    const before = await rowCounts(player);
    platform.clock.advance(GAME_SESSION_MS);
    const expired = await spin(player, gameSession, 100);
    expect(expired.status).toBe(401);
    expect(expired.body.errorCode).toBe('game_session_expired');
    const none = await player.client.call('spinInhouseSlot', { roundId: randomUUID(), betMinor: 100 });
    expect(none.body.errorCode).toBe('game_session_expired');
    // The portal's own session token is no game session.
    const portalToken = await spin(player, player.token, 100);
    expect(portalToken.body.errorCode).toBe('game_session_expired');
    expect(await rowCounts(player)).toEqual(before);
  });

  it('plays the spins of a turn as one group: seven statements in its transaction, in arrival order per member; a refused spin or a repeated round id leaves the others', async () => {
    const player = await newPlayer(2_000);
    const other = await newPlayer(1_000_000);
    const [forPlayer, forOther] = [await session(player), await session(other)];
    expect((await spin(player, forPlayer, 100)).status).toBe(200); // warm: seeds exist, sessions touched
    expect((await spin(other, forOther, 100)).status).toBe(200);
    const start = await balance(player);
    expect(start).toBeLessThan(INHOUSE_MAX_BET_MINOR);
    const { inhouse, tenants } = platform.app.platform;
    const tenant = (await tenants.byMerchantCode(AURORA))!;
    const repos = reposOf(AURORA);
    // The game calls of a turn share each read (db/coalesced-read.ts): the accounts, the portal
    // sessions, the open games and the games, one statement each for both members.
    const reads = watchAllQueries();
    let a, b;
    try {
      [a, b] = await Promise.all([inhouse.authenticate(repos, forPlayer), inhouse.authenticate(repos, forOther)]);
    } finally {
      reads.stop();
    }
    for (const table of ['"accounts"', '"sessions"', '"open_games"', '"games"'])
      expect(reads.reading(table), reads.statements.join('\n')).toHaveLength(1);
    expect(reads.statements).toHaveLength(4);
    const ids = Array.from({ length: 4 }, () => randomUUID());
    const slot = (roundId: string, betMinor: number) => ({ engine: 'slot' as const, roundId, betMinor });
    const groupsBefore = inhouse.groups.groups;
    const log = watchAllQueries();
    let results;
    try {
      // Asked in one turn: one group.
      results = await Promise.allSettled([
        inhouse.play(tenant, repos, a, slot(ids[2]!, INHOUSE_MAX_BET_MINOR)), // above the balance: refused
        inhouse.play(tenant, repos, a, slot(ids[0]!, 1_000)),
        inhouse.play(tenant, repos, b, slot(ids[1]!, 100)),
        inhouse.play(tenant, repos, b, slot(ids[1]!, 100)), // the same round again: answered from the first
        inhouse.play(tenant, repos, a, slot(ids[3]!, 100)),
      ]);
    } finally {
      log.stop();
    }
    expect(inhouse.groups.groups - groupsBefore).toBe(1);
    const [refused, first, second, again, last] = results.map((r) => (r.status === 'fulfilled' ? r.value : r.reason));
    expect(refused).toMatchObject({ code: 'insufficient_balance' });
    expect(again).toEqual({ ...second, replayed: true });
    // Arrival order per member: the refused spin took no nonce, and the last spin saw the first's balance.
    expect(last.fairness.nonce).toBe(first.fairness.nonce + 1);
    expect(first.balanceMinor).toBe(start - 1_000 + first.winMinor);
    expect(last.balanceMinor).toBe(first.balanceMinor - 100 + last.winMinor);
    expect(await balance(player)).toBe(last.balanceMinor);
    expect(await ledgerSum(player)).toBe(last.balanceMinor);
    expect(await ledgerSum(other)).toBe(await balance(other));
    // The group's transaction: one read of the play blocks, one lock each of the seeds and the
    // wallets, then one INSERT of the records, one UPDATE of the nonces and of the wallets and one
    // INSERT of the ledger rows; after it, the refused and the repeated round ids are looked up.
    const group = log.statements.slice(0, GROUP_STATEMENTS);
    expect(group[0]).toMatch(/rg_exclusions/);
    expect(group[1]).toMatch(/from "fairness_seeds"/);
    expect(group[2]).toMatch(/from "wallets"/);
    expect(group[3]).toMatch(/^insert into "betting_records"/);
    expect(group[4]).toMatch(/update fairness_seeds/);
    expect(group[5]).toMatch(/update wallets/);
    expect(group[6]).toMatch(/^insert into "ledger"/);
    expect(log.naming('"betting_records"').filter((sql) => /^insert/.test(sql))).toHaveLength(1);
    const records = await platform.app.platform.db
      .selectFrom('betting_records')
      .select('round_id')
      .where('round_id', 'in', ids)
      .execute();
    expect(records.map((r) => r.round_id).sort()).toEqual([ids[0], ids[1], ids[3]].sort());
  });

  it('plays a lone slot spin in twelve statements, with a win or without, the bettor’s uplines no longer read after its first bet', async () => {
    const player = await newPlayer(1_000_000);
    const gameSession = await session(player);
    expect((await spin(player, gameSession, 100)).status).toBe(200); // warm: the seed exists, the session touched
    const seen = { won: 0, lost: 0 };
    // Spins until both a win and a loss were seen (the outcome is drawn; a few dozen spins suffice).
    for (let attempt = 0; attempt < 200 && (seen.won === 0 || seen.lost === 0); attempt++) {
      const log = watchAllQueries();
      let answer;
      try {
        answer = await spin(player, gameSession, 100);
      } finally {
        log.stop();
      }
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      seen[answer.body.value!.winMinor > 0 ? 'won' : 'lost']++;
      // Before the transaction: the maintenance flag, the game session's account, game, open game
      // and portal session (one JOIN of these measured slower than the reads on both engines); the
      // game session's own row is kept since the first call (it never changes).
      // In it (a group of one, services/games/round-group.ts): the responsible-gaming checks (the
      // exclusion, the time-out and whether there are limits, in one statement; the member has none,
      // so no limits read), the seed and the wallet locked, then the record, the nonce, the wallet
      // and the ledger rows (bet and win) written. No read of the round id (a used one is skipped
      // by the record's insert), no open-game touch within a minute of the last, no agent_tree read
      // (kept since the first bet).
      const before = log.statements.findIndex((sql) => /rg_exclusions/.test(sql));
      expect(log.statements.slice(0, before), log.statements.join('\n')).toHaveLength(5);
      expect(log.naming('"game_sessions"'), 'the game session is kept once read').toHaveLength(0);
      expect(log.reading('agent_tree')).toHaveLength(0);
      expect(log.reading('rg_exclusions'), log.statements.join('\n')).toEqual([
        expect.stringMatching(/rg_settings[\s\S]*rg_limits/),
      ]);
      expect(log.naming('"betting_records"'), log.statements.join('\n')).toEqual([
        expect.stringMatching(/^insert into "betting_records"/),
      ]);
      expect(log.naming('"open_games"'), log.statements.join('\n')).toEqual([expect.stringMatching(/^select/)]);
      expect(log.statements, log.statements.join('\n')).toHaveLength(SPIN_STATEMENTS);
    }
    expect(seen.won).toBeGreaterThan(0);
    expect(seen.lost).toBeGreaterThan(0);
  });

  it('ends the game session when the portal closes the game or the game is launched again (one open game at a time)', async () => {
    const player = await newPlayer(10_000);
    const first = await session(player);
    expect((await spin(player, first, 100)).status).toBe(200);
    platform.clock.advance(SECOND);
    const second = await session(player); // launched again: the first page stops
    expect((await spin(player, first, 100)).body.errorCode).toBe('game_session_expired');
    expect((await spin(player, second, 100)).status).toBe(200);
    const closed = await player.client.call('closeGame', {}, { token: player.token });
    expect(closed.body.value).toEqual({ closed: true });
    const afterClose = await spin(player, second, 100);
    expect(afterClose.status).toBe(401);
    expect(afterClose.body.errorCode).toBe('game_session_expired');
    expect((await rowCounts(player)).records).toBe(2);
  });

  describe('a game session ends with the portal session that launched it', () => {
    const PASSWORD = 'gamepass1';
    let mobiles = 0;

    /** A player who can log in (a password) and reset it by SMS (a mobile number of their own). */
    async function memberWithPassword(balanceMinor: number): Promise<Player & { mobileNum: string }> {
      const player = await newPlayer(balanceMinor);
      const mobileNum = `9139${engine === 'sqlite' ? 1 : 2}${String(++mobiles).padStart(4, '0')}`;
      await reposOf(AURORA).accounts.update(player.id, {
        password_hash: await TEST_HASHER.hash(PASSWORD),
        mobile_number: `+84${mobileNum}`,
      });
      return { ...player, mobileNum };
    }

    /** The old game session is refused with 401 game_session_expired and no money moves. */
    async function expectRefused(player: Player, gameSession: string): Promise<void> {
      const [rows, money] = [await rowCounts(player), await balance(player)];
      const refused = await spin(player, gameSession, 100);
      expect(refused.status, JSON.stringify(refused.body)).toBe(401);
      expect(refused.body.errorCode).toBe('game_session_expired');
      expect(await rowCounts(player)).toEqual(rows);
      expect(await balance(player)).toBe(money);
      expect(await ledgerSum(player)).toBe(money);
    }

    it('(a) a password change ends the game sessions launched before it', async () => {
      const player = await memberWithPassword(10_000);
      const gameSession = await session(player);
      expect((await spin(player, gameSession, 100)).status).toBe(200);
      platform.clock.advance(SECOND);
      const changed = await player.client.call(
        'changePassword',
        { oldPassword: PASSWORD, newPassword: 'changed99', confirmNewPassword: 'changed99' },
        { token: player.token },
      );
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      await expectRefused(player, gameSession);
      // The portal session that changed the password lives on, and a game launched from it now plays.
      platform.clock.advance(SECOND);
      expect((await spin(player, await session(player), 100)).status).toBe(200);
    });

    it('(b) a password reset by phone ends the game session', async () => {
      const player = await memberWithPassword(10_000);
      const gameSession = await session(player);
      expect((await spin(player, gameSession, 100)).status).toBe(200);
      platform.clock.advance(SECOND);
      const client = platform.client(AURORA);
      const sent = await client.withCaptcha('sendLoginSms', { mobileNum: player.mobileNum, countryDialingCode: '+84' });
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      const reset = await client.call('resetPasswordByPhone', {
        newPassword: 'phone2026',
        mobileNum: player.mobileNum,
        verificationCode: await lastSmsCode(platform.app, `+84${player.mobileNum}`),
      });
      expect(reset.status, JSON.stringify(reset.body)).toBe(200);
      await expectRefused(player, gameSession);
    });

    it('(c) a logout ends the game session, and a ticket issued before it cannot be redeemed after', async () => {
      const player = await memberWithPassword(10_000);
      const gameSession = await session(player);
      expect((await spin(player, gameSession, 100)).status).toBe(200);
      expect((await player.client.call('logout', {}, { token: player.token })).status).toBe(200);
      await expectRefused(player, gameSession);

      const again = await memberWithPassword(10_000);
      const ticket = await launch(again);
      expect((await again.client.call('logout', {}, { token: again.token })).status).toBe(200);
      const late = await again.client.call('startInhouseSession', { ticket });
      expect(late.body.errorCode).toBe('launch_ticket_invalid');
    });

    it('(d) a login elsewhere (which revokes the older portal session) ends the game session', async () => {
      const player = await memberWithPassword(10_000);
      const gameSession = await session(player);
      expect((await spin(player, gameSession, 100)).status).toBe(200);
      platform.clock.advance(SECOND);
      expect(await platform.client(AURORA).login(player.username, PASSWORD)).toBeTruthy();
      await expectRefused(player, gameSession);
    });

    it('a ticket launched before a login elsewhere cannot be redeemed after it', async () => {
      const player = await memberWithPassword(10_000);
      const ticket = await launch(player);
      platform.clock.advance(SECOND);
      expect(await platform.client(AURORA).login(player.username, PASSWORD)).toBeTruthy();
      const late = await player.client.call('startInhouseSession', { ticket });
      expect(late.body.errorCode).toBe('launch_ticket_invalid');
      expect((await rowCounts(player)).records).toBe(0);
    });

    it('an idle-expired portal session ends the game session; play counts as activity of a live one', async () => {
      const player = await memberWithPassword(10_000);
      const gameSession = await session(player);
      // Playing every ten minutes for forty keeps the portal session (idle expiry 30 min) alive.
      for (let i = 0; i < 4; i++) {
        platform.clock.advance(10 * MINUTE);
        expect((await spin(player, gameSession, 100)).status).toBe(200);
      }
      expect((await player.client.call('getMemberInfo', {}, { token: player.token })).status).toBe(200);
      // Nothing for 31 minutes: the portal session has expired, and the game session with it.
      platform.clock.advance(31 * MINUTE);
      await expectRefused(player, gameSession);
    });

    it('refuses a ticket or a game session naming no portal session (made before migration 0011)', async () => {
      const player = await memberWithPassword(10_000);
      const db = platform.app.platform.db;
      const gameSession = await session(player);
      await db.updateTable('game_sessions').set({ session_id: null }).where('account_id', '=', player.id).execute();
      await expectRefused(player, gameSession);
      const ticket = await launch(player);
      await db.updateTable('launch_tickets').set({ session_id: null }).where('account_id', '=', player.id).execute();
      expect((await player.client.call('startInhouseSession', { ticket })).body.errorCode).toBe(
        'launch_ticket_invalid',
      );
    });

    it('leaves the game session of a live portal session working when another account logs out or in', async () => {
      const player = await memberWithPassword(10_000);
      const other = await memberWithPassword(10_000);
      const gameSession = await session(player);
      expect((await other.client.call('logout', {}, { token: other.token })).status).toBe(200);
      expect(await platform.client(AURORA).login(other.username, PASSWORD)).toBeTruthy();
      platform.clock.advance(SECOND);
      const played = await spin(player, gameSession, 100);
      expect(played.status, JSON.stringify(played.body)).toBe(200);
      expect(await balance(player)).toBe(10_000 - 100 + played.body.value!.winMinor);
    });
  });

  it('touches the open game at a game call a minute or more after its last touch, not before', async () => {
    const player = await newPlayer(20_000);
    const gameSession = await session(player);
    const lastSeen = async () => Number((await reposOf(AURORA).openGames.get(player.id))!.last_seen_at);
    const launchedAt = await lastSeen();
    platform.clock.advance(TOUCH_EVERY_MS - SECOND);
    expect((await spin(player, gameSession, 100)).status).toBe(200);
    expect(await lastSeen()).toBe(launchedAt);
    platform.clock.advance(SECOND);
    expect((await spin(player, gameSession, 100)).status).toBe(200);
    expect(await lastSeen()).toBe(platform.clock.now());
  });

  it('plays a spin on the ledger: one debit, one credit when it wins, a betting record, the open game touched', async () => {
    const player = await newPlayer(20_000);
    const gameSession = await session(player);
    platform.clock.advance(TOUCH_EVERY_MS);
    const roundId = randomUUID();
    const result = await spin(player, gameSession, 250, roundId);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const round = result.body.value!;
    expect(round).toMatchObject({ roundId, betMinor: 250, replayed: false, placedAt: platform.clock.now() });
    expect(round.balanceMinor).toBe(20_000 - 250 + round.winMinor);
    expect(await balance(player)).toBe(round.balanceMinor);
    expect(await ledgerSum(player)).toBe(round.balanceMinor);

    const ledger = await platform.app.platform.db
      .selectFrom('ledger')
      .selectAll()
      .where('reference', '=', roundId)
      .orderBy('id')
      .execute();
    expect(ledger.map((r) => [r.kind, Number(r.amount_minor)])).toEqual(
      round.winMinor > 0
        ? [
            ['bet', -250],
            ['win', round.winMinor],
          ]
        : [['bet', -250]],
    );

    const record = await reposOf(AURORA).bettingRecords.byRoundId(roundId);
    expect(record).toMatchObject({
      accountId: player.id,
      walletId: WALLET_IDS.MAIN,
      source: 'inhouse',
      nodeId: 'INH-SLOT',
      vendor: 'INH',
      gameType: 'RNG',
      status: 'settled',
      currency: 'USD',
    });
    expect(record!.gameName).toContain('Aurora Fruits');
    expect(record!.betMinor).toBe(250);
    expect(record!.winMinor).toBe(round.winMinor);
    expect(record!.validBetMinor).toBe(250);
    expect(record!.placedAt).toBe(platform.clock.now());
    const stops = round.outcome.engine === 'slot' ? round.outcome.stops : [];
    expect(record!.detail).toMatchObject({ outcome: { engine: 'slot', stops }, fairness: { nonce: 0 } });

    const open = await reposOf(AURORA).openGames.get(player.id);
    expect(Number(open!.last_seen_at)).toBe(platform.clock.now());
  });

  it('answers a replayed round id from its record without debiting again; the same id with another bet is refused', async () => {
    const player = await newPlayer(10_000);
    const gameSession = await session(player);
    const roundId = randomUUID();
    const first = await spin(player, gameSession, 100, roundId);
    const counts = await rowCounts(player);
    const balanceAfter = await balance(player);

    const replay = await spin(player, gameSession, 100, roundId);
    expect(replay.status).toBe(200);
    expect(replay.body.value).toMatchObject({
      roundId,
      replayed: true,
      winMinor: first.body.value!.winMinor,
      outcome: first.body.value!.outcome,
      balanceMinor: balanceAfter,
    });
    // Two retries at once still make one round.
    const [a, b] = await Promise.all([
      spin(player, gameSession, 100, roundId),
      spin(player, gameSession, 100, roundId),
    ]);
    expect([a.body.value!.replayed, b.body.value!.replayed]).toEqual([true, true]);

    const conflict = await spin(player, gameSession, 200, roundId);
    expect(conflict.status).toBe(409);
    expect(conflict.body.errorCode).toBe('round_id_conflict');
    expect(await rowCounts(player)).toEqual(counts);
    expect(await balance(player)).toBe(balanceAfter);

    // Another player cannot reuse (or read) this round id either.
    const other = await newPlayer(10_000);
    const otherSession = await session(other);
    expect((await spin(other, otherSession, 100, roundId)).body.errorCode).toBe('round_id_conflict');
    expect(await balance(other)).toBe(10_000);
  });

  it('answers a recorded round id from its record when a new round would be refused (a time-out started since)', async () => {
    const player = await newPlayer(10_000);
    const gameSession = await session(player);
    const roundId = randomUUID();
    const first = await spin(player, gameSession, 100, roundId);
    expect(first.status).toBe(200);
    const now = platform.clock.now();
    // Written directly: the time-out's own call also ends the portal session (and the game's with it).
    expect(await reposOf(AURORA).responsibleGaming.startTimeOut(player.id, now + HOUR, now)).toBe(true);
    const counts = await rowCounts(player);

    const retry = await spin(player, gameSession, 100, roundId);
    expect(retry.status, JSON.stringify(retry.body)).toBe(200);
    expect(retry.body.value).toMatchObject({ roundId, replayed: true, outcome: first.body.value!.outcome });
    expect((await spin(player, gameSession, 200, roundId)).body.errorCode).toBe('round_id_conflict');
    expect((await spin(player, gameSession, 100)).body.errorCode).toBe('rg_timed_out');
    expect(await rowCounts(player)).toEqual(counts);
  });

  it('keeps every balance equal to its ledger and never below zero under 50 concurrent spins', async () => {
    const player = await newPlayer(2_000);
    const gameSession = await session(player);
    const results = await Promise.all(Array.from({ length: 50 }, () => spin(player, gameSession, 100)));
    const played = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status !== 200);
    for (const r of refused) expect(r.body.errorCode).toBe('insufficient_balance');
    expect(played.length).toBeGreaterThanOrEqual(20);

    const final = await balance(player);
    expect(final).toBeGreaterThanOrEqual(0);
    expect(await ledgerSum(player)).toBe(final);
    const won = played.reduce((sum, r) => sum + r.body.value!.winMinor, 0);
    expect(final).toBe(2_000 - 100 * played.length + won);
    const ledger = await platform.app.platform.db
      .selectFrom('ledger')
      .select('balance_after_minor')
      .where('account_id', '=', player.id)
      .execute();
    expect(ledger.every((r) => Number(r.balance_after_minor) >= 0)).toBe(true);
    // Every round took its own nonce of the seed.
    const nonces = played.map((r) => r.body.value!.fairness.nonce).sort((x, y) => x - y);
    expect(nonces).toEqual(Array.from({ length: played.length }, (_, i) => i));
    expect((await rowCounts(player)).records).toBe(played.length);
  });

  it('refuses a bet above the balance with a translated insufficient_balance, changing nothing', async () => {
    const player = await newPlayer(50, AURORA, 'VI');
    const gameSession = await session(player);
    const before = await rowCounts(player);
    const result = await spin(player, gameSession, 100);
    expect(result.status).toBe(400);
    expect(result.body.errorCode).toBe('insufficient_balance');
    expect(result.body.message).toBe('Số dư không đủ.');
    expect(await balance(player)).toBe(50);
    expect(await rowCounts(player)).toEqual(before);
  });

  it('refuses a bet the game does not allow, changing nothing', async () => {
    const player = await newPlayer(5_000_000);
    const slotSession = await session(player);
    const below = await spin(player, slotSession, 5);
    expect(below.status).toBe(400);
    expect(below.body).toMatchObject({
      errorCode: 'bet_out_of_range',
      value: { minBetMinor: 10, maxBetMinor: 1_000_000 },
    });
    const above = await spin(player, slotSession, 1_000_001);
    expect(above.body).toMatchObject({ errorCode: 'bet_out_of_range', value: { maxBetMinor: 1_000_000 } });
    const wrongEngine = await roll(player, slotSession, {});
    expect(wrongEngine.body.errorCode).toBe('request_param_err');

    const diceSession = await session(player, DICE);
    const longShot = await roll(player, diceSession, { targetHundredths: 50 });
    expect(longShot.body).toMatchObject({ errorCode: 'bet_out_of_range' });
    const sureThing = await roll(player, diceSession, { targetHundredths: 9900, direction: 'under' });
    expect(sureThing.body.errorCode).toBe('bet_out_of_range');
    const fraction = await roll(player, diceSession, { betMinor: 10.5 });
    expect(fraction.body.errorCode).toBe('request_param_err');
    expect(await balance(player)).toBe(5_000_000);
    expect((await rowCounts(player)).records).toBe(0);
  });

  it('rolls the dice under or over a target and pays (100 − edge) ÷ chance', async () => {
    const player = await newPlayer(100_000);
    const gameSession = await session(player, DICE);
    for (const [targetHundredths, direction, wins] of [
      [5000, 'under', 5000],
      [7499, 'over', 2500],
    ] as const) {
      const result = await roll(player, gameSession, { betMinor: 1_000, targetHundredths, direction });
      expect(result.status, JSON.stringify(result.body)).toBe(200);
      const round = result.body.value!;
      if (round.outcome.engine !== 'dice') throw new Error('not a dice round');
      const won =
        direction === 'under'
          ? round.outcome.rollHundredths < targetHundredths
          : round.outcome.rollHundredths > targetHundredths;
      expect(round.outcome.won).toBe(won);
      expect(round.winMinor).toBe(won ? Math.floor((1_000 * 9_900) / wins) : 0);
    }
    expect(await ledgerSum(player)).toBe(await balance(player));
  });

  it('verifies a round from the seed revealed at rotation, against the hash published before it', async () => {
    const player = await newPlayer(10_000);
    const start = await player.client.call('startInhouseSession', { ticket: await launch(player) });
    const { gameSessionToken, fairness: committed } = start.body.value!;
    const headers = { [HEADERS.gameSession]: gameSessionToken };
    const played = (await spin(player, gameSessionToken, 100)).body.value!;
    expect(played.fairness).toMatchObject({
      serverSeedHash: committed.serverSeedHash,
      clientSeed: committed.clientSeed,
      nonce: 0,
      serverSeed: null,
    });

    const hidden = await player.client.call('getInhouseRound', { roundId: played.roundId }, { headers });
    expect(hidden.body.value!.fairness.serverSeed).toBeNull();

    const rotated = await player.client.call('rotateInhouseSeed', { clientSeed: 'my-own-seed' }, { headers });
    expect(rotated.status).toBe(200);
    const { revealed, next } = rotated.body.value!;
    expect(revealed).toMatchObject({ serverSeedHash: committed.serverSeedHash, roundsPlayed: 1 });
    expect(createHash('sha256').update(revealed.serverSeed).digest('hex')).toBe(committed.serverSeedHash);
    expect(next).toMatchObject({ clientSeed: 'my-own-seed', nextNonce: 0 });
    expect(next.serverSeedHash).not.toBe(committed.serverSeedHash);

    const shown = (await player.client.call('getInhouseRound', { roundId: played.roundId }, { headers })).body.value!;
    expect(shown.fairness.serverSeed).toBe(revealed.serverSeed);
    const replayed = spinSlot(
      new FairRandom({
        serverSeed: shown.fairness.serverSeed!,
        clientSeed: shown.fairness.clientSeed,
        nonce: shown.fairness.nonce,
      }),
      shown.betMinor,
    );
    expect(replayed.outcome).toEqual(shown.outcome);
    expect(replayed.winMinor).toBe(shown.winMinor);

    // The next round uses the new seed and the player's client seed.
    const after = (await spin(player, gameSessionToken, 100)).body.value!;
    expect(after.fairness).toMatchObject({ serverSeedHash: next.serverSeedHash, clientSeed: 'my-own-seed', nonce: 0 });
    // Nobody else's session reads this round.
    const stranger = await newPlayer(1_000);
    const strangerSession = await session(stranger);
    const peek = await stranger.client.call(
      'getInhouseRound',
      { roundId: played.roundId },
      { headers: { [HEADERS.gameSession]: strangerSession } },
    );
    expect(peek.status).toBe(404);
  });

  it('keeps no server seed in the database: no stored value hashes to a published seed hash', async () => {
    const player = await newPlayer(10_000);
    const start = await player.client.call('startInhouseSession', { ticket: await launch(player) });
    const { gameSessionToken, fairness } = start.body.value!;
    const played = (await spin(player, gameSessionToken, 100)).body.value!;
    const headers = { [HEADERS.gameSession]: gameSessionToken };
    const rotated = (await player.client.call('rotateInhouseSeed', {}, { headers })).body.value!;
    const published = new Set(
      [fairness.serverSeedHash, played.fairness.serverSeedHash, rotated.next.serverSeedHash].filter(Boolean),
    );
    // A backup reader sees every column of every seed row of this account (revealed or not).
    const rows = await platform.app.platform.db
      .selectFrom('fairness_seeds')
      .selectAll()
      .where('account_id', '=', player.id)
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const stored = rows.flatMap((row) => Object.values(row).filter((v): v is string => typeof v === 'string'));
    for (const value of stored) expect(published.has(createHash('sha256').update(value).digest('hex'))).toBe(false);
    // The round still verifies from the seed the rotation revealed.
    expect(createHash('sha256').update(rotated.revealed.serverSeed).digest('hex')).toBe(fairness.serverSeedHash);
    const replayed = spinSlot(
      new FairRandom({ serverSeed: rotated.revealed.serverSeed, clientSeed: fairness.clientSeed, nonce: 0 }),
      100,
    );
    expect(replayed.outcome).toEqual(played.outcome);
  });

  it('commits to the next server seed before the player picks the client seed that goes with it', async () => {
    const player = await newPlayer(10_000);
    const start = await player.client.call('startInhouseSession', { ticket: await launch(player) });
    const { gameSessionToken, fairness } = start.body.value!;
    const headers = { [HEADERS.gameSession]: gameSessionToken };
    // The session shows the hash of the seed that follows the one in use.
    expect(fairness.nextServerSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(fairness.nextServerSeedHash).not.toBe(fairness.serverSeedHash);
    const rotated = (await player.client.call('rotateInhouseSeed', { clientSeed: 'chosen-after' }, { headers })).body
      .value!;
    // The client seed binds to the seed committed before it was chosen, and the answer commits the one after.
    expect(rotated.next).toMatchObject({ serverSeedHash: fairness.nextServerSeedHash, clientSeed: 'chosen-after' });
    expect(rotated.next.nextServerSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rotated.next.nextServerSeedHash).not.toBe(rotated.next.serverSeedHash);
    const again = (await player.client.call('rotateInhouseSeed', { clientSeed: 'second' }, { headers })).body.value!;
    expect(again.revealed.serverSeedHash).toBe(fairness.nextServerSeedHash);
    expect(again.next.serverSeedHash).toBe(rotated.next.nextServerSeedHash);
    // A round after the rotation plays the committed seed with the chosen client seed.
    const after = (await spin(player, gameSessionToken, 100)).body.value!;
    expect(after.fairness).toMatchObject({ serverSeedHash: again.next.serverSeedHash, clientSeed: 'second', nonce: 0 });
    expect(after.nextFairness.nextServerSeedHash).toBe(again.next.nextServerSeedHash);
  });

  it('reveals the seed with its 1,000th round and commits to a new one; rotations racing rounds lose no round', async () => {
    const player = await newPlayer(100_000);
    const gameSession = await session(player);
    // Skip to the seed's last round (as if 999 had been played).
    await platform.app.platform.db
      .updateTable('fairness_seeds')
      .set({ next_nonce: 999 })
      .where('account_id', '=', player.id)
      .where('revealed_at', 'is', null)
      .execute();
    const last = (await spin(player, gameSession, 100)).body.value!;
    expect(last.fairness.nonce).toBe(999);
    expect(last.fairness.serverSeed).not.toBeNull();
    expect(createHash('sha256').update(last.fairness.serverSeed!).digest('hex')).toBe(last.fairness.serverSeedHash);
    expect(last.nextFairness).toMatchObject({ nextNonce: 0, clientSeed: last.fairness.clientSeed });
    expect(last.nextFairness.serverSeedHash).not.toBe(last.fairness.serverSeedHash);

    const headers = { [HEADERS.gameSession]: gameSession };
    const results = await Promise.all([
      ...Array.from({ length: 20 }, () => spin(player, gameSession, 100)),
      ...Array.from({ length: 3 }, () => player.client.call('rotateInhouseSeed', {}, { headers })),
    ]);
    expect(results.filter((r) => r.status !== 200).map((r) => [r.status, r.body.errorCode])).toEqual([]);
    const rounds = results
      .slice(0, 20)
      .map((r) => r.body.value as { fairness: { serverSeedHash: string; nonce: number } });
    // No two rounds share a seed and nonce.
    const keys = new Set(rounds.map((r) => `${r.fairness.serverSeedHash}:${r.fairness.nonce}`));
    expect(keys.size).toBe(20);
    const active = await platform.app.platform.db
      .selectFrom('fairness_seeds')
      .select('id')
      .where('account_id', '=', player.id)
      .where('revealed_at', 'is', null)
      .execute();
    expect(active).toHaveLength(1);
    expect(await ledgerSum(player)).toBe(await balance(player));
  });

  it('lists the biggest recent wins of the tenant on the winner board, names masked', async () => {
    // Big bets: even this player's smallest win (one line bet) tops every win of the other tests.
    const player = await newPlayer(100_000_000);
    const gameSession = await session(player);
    let wins = 0;
    for (let i = 0; i < 60 && wins < 3; i++)
      if ((await spin(player, gameSession, 500_000)).body.value!.winMinor > 0) wins++;
    expect(wins).toBeGreaterThan(0);

    const board = await platform.client(AURORA).call('getRankList', {});
    expect(board.status).toBe(200);
    const list = board.body.value!.list.map((item) => item.vo);
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(10);
    const amounts = list.map((vo) => vo.winAmount);
    expect(amounts).toEqual([...amounts].sort((x, y) => y - x));
    for (const vo of list) {
      expect(vo.customerName).toContain('***');
      expect(vo.customerName).not.toContain(player.username);
      expect(vo).toMatchObject({ vendor: 'INH', gameType: 'RNG' });
    }
    expect(
      list.some(
        (vo) =>
          vo.customerName === `${player.username.slice(0, 2)}***${player.username.slice(-2)}` &&
          vo.nodeId === 'INH-SLOT',
      ),
    ).toBe(true);

    // Another tenant's board holds none of these wins; a week later they are gone.
    const lotus = await platform.client(LOTUS).call('getRankList', {});
    expect(
      lotus.body.value!.list.some(
        (item) =>
          item.vo.customerName.startsWith(player.username.slice(0, 2)) &&
          item.vo.customerName.endsWith(player.username.slice(-2)),
      ),
    ).toBe(false);
    platform.clock.advance(8 * 24 * HOUR);
    expect((await platform.client(AURORA).call('getRankList', {})).body.value!.list).toEqual([]);
  });

  /** A settled win recorded straight through the betting records (a round's outcome is chance; a board test needs its amount). */
  async function settledWin(accountId: number, winMinor: number, merchant = AURORA): Promise<void> {
    const now = platform.clock.now();
    await reposOf(merchant).bettingRecords.insert({
      accountId,
      walletId: WALLET_IDS.MAIN,
      roundId: randomUUID(),
      source: 'inhouse',
      nodeId: 'INH-SLOT',
      vendor: 'INH',
      gameType: 'RNG',
      gameName: 'Slot',
      betMinor: 100,
      winMinor,
      validBetMinor: 100,
      currency: 'USD',
      status: 'settled',
      placedAt: now,
      settledAt: now,
      requestHash: 'board',
      detail: {},
    });
  }
  const boardNames = async (merchant = AURORA) =>
    (await platform.client(merchant).call('getRankList', { size: 50 })).body.value!.list.map((item) => item.vo);

  it("keeps trial (free-play) accounts' wins off the public winner board", async () => {
    const trial = await sessionPlayer(platform, { type: ACCOUNT_TYPES.TRIAL, prefix: 'trial' });
    const member = await sessionPlayer(platform, { prefix: 'winner' });
    // Bigger than any other test's wins: both would top the board.
    await settledWin(trial.id, 900_000_000);
    await settledWin(member.id, 800_000_000);
    platform.clock.advance(MINUTE);
    const board = await boardNames();
    expect(board[0]).toMatchObject({ customerName: maskUsername(member.username), winAmount: 8_000_000 });
    expect(board.map((vo) => vo.customerName)).not.toContain(maskUsername(trial.username));
    expect(board.map((vo) => vo.winAmount)).not.toContain(9_000_000);
  });

  it('answers a crowd of winner-board calls with one query per tenant while the board is fresh', async () => {
    const member = await sessionPlayer(platform, { prefix: 'crowd' });
    await settledWin(member.id, 950_000_000);
    platform.clock.advance(MINUTE);
    const log = watchQueries(platform);
    try {
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => platform.client(AURORA).call('getRankList', { size: 1 + (i % 12) })),
      );
      for (const [i, answer] of answers.entries()) {
        expect(answer.status).toBe(200);
        const list = answer.body.value!.list;
        expect(list.length).toBeLessThanOrEqual(1 + (i % 12));
        expect(list[0]!.vo.customerName).toBe(maskUsername(member.username));
      }
      expect(log.reading('betting_records')).toHaveLength(1);
      // Within the cache time a new win waits; after it the board shows it.
      const later = await sessionPlayer(platform, { prefix: 'later' });
      await settledWin(later.id, 990_000_000);
      platform.clock.advance(WINNER_BOARD_CACHE_MS - 1);
      expect((await boardNames())[0]!.customerName).toBe(maskUsername(member.username));
      platform.clock.advance(1);
      expect((await boardNames())[0]!.customerName).toBe(maskUsername(later.username));
      expect(log.reading('betting_records')).toHaveLength(2);
    } finally {
      log.stop();
    }
  });

  it('serves the game page and its script under a CSP that allows only same-origin script and framing', async () => {
    const response = await platform.app.inject({
      method: 'GET',
      url: '/inhouse/play?ticket=abc',
      headers: { host: 'lotus.localhost:8080' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain(`data-merchant="${LOTUS}"`);
    expect(response.body).toContain('<script src="/inhouse/game.js" defer></script>');
    expect(response.body).toMatch(/<button type="button" id="play"/);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-inline'; script");
    expect(response.headers['cache-control']).toBe('no-store');

    const script = await platform.app.inject({ method: 'GET', url: '/inhouse/game.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.body).toContain('/lgw/inhouse/session');
    // Every tenant language has the strings (bundled from browser/inhouse-game/locales).
    for (const language of ['EN', 'CN', 'ID', 'PT', 'TH', 'VI'] as const)
      expect(script.body).toContain(TEXTS[language].noTicket);
  });
});
