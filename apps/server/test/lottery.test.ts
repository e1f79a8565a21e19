// The lottery on the real ledger, on SQLite and PostgreSQL: bets before the close are recorded
// open and debited in one transaction, after it refused; limits, unknown play types, bad numbers
// and a short balance change nothing; a request id makes a retry safe; a draw settles every bet
// exactly once (twice run, crashed half-way and resumed), a switched-off game's too (it takes no
// new bet); a revealed seed reproduces the numbers;
// two instances on one PostgreSQL never draw an issue twice; tenants see only their own lottery.
import { createHash, createHmac, randomUUID } from 'node:crypto';
import {
  ACCOUNT_TYPES,
  WALLET_IDS,
  currentIssueValueSchema,
  launchLotteryValueSchema,
  lotteryBetsValueSchema,
  lotteryMenusValueSchema,
  lotteryResultsValueSchema,
  placeLotteryBetsValueSchema,
  popularLotteryValueSchema,
  verifyLotteryDrawValueSchema,
  vnLotteryRecentValueSchema,
  type CurrentIssueValue,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hitsOf, winOf } from '../src/games/lottery/bets';
import { MINUTE, SECOND } from '../src/lib/clock';
import { jobLeasesRepository, tenantRepositories, type TenantRepositories } from '../src/repositories/index';
import { DRAW_LEASE, lotteryDrawsJob } from '../src/jobs/lottery-draws';
import { POPULAR_CACHE_MS } from '../src/services/lottery/popular-lotteries';
import { AURORA, ENGINES, LOTUS, startPlatform, type TestClient, type TestPlatform } from './helpers';
import { sessionPlayer } from './money-helpers';
import { watchQueries } from './query-log';

interface Player {
  id: number;
  token: string;
  client: TestClient;
  merchant: string;
}

type Bet = { playType: string; selection: string; amountMinor: number };

/** The numbers of a draw, computed here from the recipe alone (not the platform's code). */
function recipeNumbers(kind: 'fast5' | 'vn', serverSeed: string, gameCode: string, issueNumber: string): string[] {
  let cursor = 0;
  let block = Buffer.alloc(0);
  let offset = 0;
  const uint32 = () => {
    if (offset + 4 > block.length) {
      block = createHmac('sha256', serverSeed).update(`${gameCode}:${issueNumber}:0:${cursor++}`).digest();
      offset = 0;
    }
    const v = block.readUInt32BE(offset);
    offset += 4;
    return v;
  };
  const int = (n: number) => {
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (;;) {
      const v = uint32();
      if (v < limit) return v % n;
    }
  };
  if (kind === 'fast5') return Array.from({ length: 5 }, () => String(int(10)));
  const digits = [2, 3, 4, 4, 4, 4, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 6];
  return digits.map((d) => String(int(10 ** d)).padStart(d, '0'));
}

describe.each(ENGINES)('lottery (%s)', (engine) => {
  let platform: TestPlatform;

  beforeAll(async () => {
    platform = await startPlatform({ engine });
  });
  afterAll(() => platform?.close());

  const reposOf = (merchant: string): TenantRepositories => tenantRepositories(platform.app.platform.db, merchant);

  async function newPlayer(
    balanceMinor: number,
    merchant = AURORA,
    type: number = ACCOUNT_TYPES.MEMBER,
  ): Promise<Player> {
    const { id, token } = await sessionPlayer(platform, { merchant, type, balanceMinor, prefix: 'lotto' });
    return { id, token, client: platform.client(merchant), merchant };
  }

  /** A new portal session for a player (after the clock jumped past the idle timeout). */
  async function relogin(player: Player): Promise<Player> {
    const repos = reposOf(player.merchant);
    const account = (await repos.accounts.findById(player.id))!;
    const { token } = await platform.app.platform.sessions.start(repos, account, { ip: '127.0.0.1', deviceId: 'test' });
    return { ...player, token };
  }

  async function balance(player: Player): Promise<number> {
    return (await reposOf(player.merchant).wallets.balances(player.id)).find((w) => w.walletId === WALLET_IDS.MAIN)!
      .balanceMinor;
  }
  async function ledgerSum(player: Player): Promise<number> {
    return reposOf(player.merchant).wallets.ledgerSum(player.id, WALLET_IDS.MAIN);
  }
  async function ledgerRows(
    player: Player,
    kind: string,
  ): Promise<{ reference: string | null; amount_minor: number }[]> {
    return platform.app.platform.db
      .selectFrom('ledger')
      .select(['reference', 'amount_minor'])
      .where('account_id', '=', player.id)
      .where('kind', '=', kind)
      .execute();
  }
  /** Every ledger row's balance_after is the running sum of the amounts (bulk credits included). */
  async function expectLedgerRunsUp(player: Player): Promise<void> {
    const rows = await platform.app.platform.db
      .selectFrom('ledger')
      .select(['amount_minor', 'balance_after_minor'])
      .where('account_id', '=', player.id)
      .orderBy('id')
      .execute();
    let running = 0;
    for (const row of rows) {
      running += Number(row.amount_minor);
      expect(Number(row.balance_after_minor)).toBe(running);
    }
    expect(running).toBe(await balance(player));
  }
  async function recordCount(player: Player): Promise<number> {
    const row = await platform.app.platform.db
      .selectFrom('betting_records')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('account_id', '=', player.id)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async function currentIssue(gameCode: string, merchant = AURORA): Promise<CurrentIssueValue> {
    const result = await platform.client(merchant).call('getLotteryIssue', { gameCode });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    return currentIssueValueSchema.parse(result.body.value);
  }

  const place = (
    player: Player,
    gameCode: string,
    issueNumber: string,
    bets: Bet[],
    requestId: string = randomUUID(),
  ) => player.client.call('placeLotteryBets', { gameCode, issueNumber, requestId, bets }, { token: player.token });

  /** Moves the clock just past a draw time and runs the scheduler's tick. */
  async function drawAt(drawAt: number) {
    platform.clock.set(drawAt + SECOND);
    return platform.app.platform.lotteryDraws.tick();
  }

  it('answers the §7 lottery calls in their documented shapes', async () => {
    const menus = await platform.client().call('getLotteryMenus', {});
    expect(menus.status).toBe(200);
    const groups = lotteryMenusValueSchema.parse(menus.body.value).gameMenus;
    expect(groups.map((g) => [g.gameGroupCode, g.gameMenus.map((m) => m.gameCode)])).toEqual([
      ['ELOTT', ['FAST5', 'VN1M']],
      ['VN', ['VNMN']],
    ]);
    const fast = groups[0]!.gameMenus[0]!;
    expect(fast).toMatchObject({
      kind: 'fast5',
      prizeMode: 'Elott',
      drawIntervalSeconds: 180,
      closeSecondsBeforeDraw: 18,
    });
    expect(fast.playTypes.map((p) => p.playType)).toEqual(['BIG_SMALL', 'ODD_EVEN', 'POSITION', 'SUM_RANGE']);
    expect(fast.playTypes[0]).toMatchObject({
      odds: 1.96,
      selections: ['BIG', 'SMALL'],
      minBetMinor: 100,
      maxBetMinor: 1_000_000,
      paysPerHit: false,
    });
    expect(Object.keys(fast.playTypes[3]!.oddsBySelection!)).toHaveLength(5);

    const elott = lotteryMenusValueSchema.parse(
      (await platform.client().call('getLotteryMenus', { prizeMode: 'Elott' })).body.value,
    );
    expect(elott.gameMenus.flatMap((g) => g.gameMenus.map((m) => m.gameCode))).toEqual(['FAST5', 'VN1M']);
    const vnMenu = lotteryMenusValueSchema.parse(
      (await platform.client().call('getVnLotteryMenu', { device: 'WEB' })).body.value,
    );
    expect(vnMenu.gameMenus.flatMap((g) => g.gameMenus.map((m) => [m.gameCode, m.lottoArea, m.prizeMode]))).toEqual([
      ['VNMN', 'VN', 'Lott'],
    ]);
    expect(vnMenu.gameMenus[0]!.gameMenus[0]!.playTypes.find((p) => p.playType === 'LO2')).toMatchObject({
      odds: 5.2,
      paysPerHit: true,
      selectionPattern: '^\\d{2}$',
    });

    const popular = await platform.client().call('getPopularLotteries', { count: 20 });
    expect(popularLotteryValueSchema.parse(popular.body.value).list.map((p) => p.game.gameCode)).toEqual([
      'FAST5',
      'VN1M',
      'VNMN',
    ]);

    const player = await newPlayer(0);
    const launch = await player.client.call(
      'launchLottery',
      { gameCode: 'FAST5', launchMode: 'LOTT', device: 'WEB', backUrl: '/elott' },
      { token: player.token },
    );
    expect(launchLotteryValueSchema.parse(launch.body.value).content.game_url).toBe(
      '/lottery?gameCode=FAST5&backUrl=%2Felott',
    );
    const vnLaunch = await player.client.call(
      'launchLottery',
      { gameCode: 'VNMN', launchMode: 'LOTT', lottoArea: 'VN' },
      { token: player.token },
    );
    expect(vnLaunch.body.value!.content.game_url).toBe('/vnlottery?gameCode=VNMN');
    expect(
      (await player.client.call('launchLottery', { gameCode: 'FAST5', launchMode: 'GLS' }, { token: player.token }))
        .status,
    ).toBe(400);
    expect(
      (
        await player.client.call(
          'launchLottery',
          { gameCode: 'FAST5', launchMode: 'LOTT', backUrl: 'https://evil.example/' },
          { token: player.token },
        )
      ).status,
    ).toBe(400);
    expect((await platform.client().call('launchLottery', { gameCode: 'FAST5', launchMode: 'LOTT' })).status).toBe(401);

    // Every lottery card of the lobby's catalogue (but the sea lottery's external window) opens a
    // lottery the platform draws.
    const catalogue = await platform.app.platform.db
      .selectFrom('games')
      .select(['game_code', 'account_type_name'])
      .where('merchant_code', '=', 'AUR')
      .where('game_type', 'in', ['LOTT', 'ELOTT'])
      .execute();
    const playable = catalogue.filter((game) => game.account_type_name !== 'TCG_SEA');
    expect(playable.length).toBeGreaterThan(0);
    for (const game of playable) {
      const opened = await player.client.call(
        'launchLottery',
        { gameCode: game.game_code!, launchMode: 'LOTT' },
        { token: player.token },
      );
      expect(opened.status, game.game_code!).toBe(200);
    }

    const current = await currentIssue('FAST5');
    expect(current.issue).toMatchObject({ gameCode: 'FAST5', status: 'open' });
    expect(current.issue.closesAt).toBe(current.issue.drawAt - 18 * SECOND);
    expect(current.issue.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(current.serverTime).toBe(platform.clock.now());
    // The seed is committed: asking again answers the same issue and hash.
    expect((await currentIssue('FAST5')).issue).toEqual(current.issue);
    expect((await platform.client().call('getLotteryIssue', { gameCode: 'NOPE' })).body.errorCode).toBe(
      'lottery_game_not_found',
    );

    const recent = await player.client.call('getVnLotteryRecent', {}, { token: player.token });
    expect(vnLotteryRecentValueSchema.parse(recent.body.value).list).toEqual([]);
    expect(
      lotteryResultsValueSchema.parse((await platform.client().call('getVnOpenedNumbers', {})).body.value).list,
    ).toEqual([]);
  });

  it('answers the current issue with reads only: no statement writes once the issue exists', async () => {
    // The draws job's tick makes each game's current issue (every instance does, every tick).
    await platform.app.platform.lotteryDraws.tick();
    const issues = () =>
      platform.app.platform.db
        .selectFrom('lottery_issues')
        .select(['id', 'bet_count', 'status'])
        .orderBy('id')
        .execute();
    const before = await issues();
    const log = watchQueries(platform);
    try {
      for (let i = 0; i < 5; i++) {
        for (const gameCode of ['FAST5', 'VNMN', 'VN1M'])
          expect((await currentIssue(gameCode)).issue.gameCode).toBe(gameCode);
      }
      // A later tick within the same issue has nothing to make either.
      await platform.app.platform.lotteryDraws.tick();
      expect(log.naming('lottery_issues').length).toBeGreaterThan(0);
      expect(log.writes().filter((statement) => statement.includes('lottery_issues'))).toEqual([]);
    } finally {
      log.stop();
    }
    expect(await issues()).toEqual(before);
  });

  it("answers a crowd of popular-lottery calls from the issues' bet counts, one load per tenant while fresh", async () => {
    const player = await newPlayer(100_000);
    const popular = async (payload: Record<string, unknown> = {}) =>
      popularLotteryValueSchema.parse((await platform.client().call('getPopularLotteries', payload)).body.value).list;
    const countOf = async (gameCode: string) => (await popular()).find((p) => p.game.gameCode === gameCode)!.betCount;
    const vnmn = await currentIssue('VNMN');
    platform.clock.advance(POPULAR_CACHE_MS);
    const before = await countOf('VNMN');
    // Past the cache time: the thirty calls below miss together.
    platform.clock.advance(POPULAR_CACHE_MS);

    const log = watchQueries(platform);
    try {
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          platform
            .client()
            .call('getPopularLotteries', { count: 1 + (i % 3), ...(i % 2 ? { prizeMode: 'Elott' } : {}) }),
        ),
      );
      for (const [i, answer] of answers.entries()) {
        expect(answer.status).toBe(200);
        const list = answer.body.value!.list;
        expect(list.length).toBe(i % 2 ? Math.min(2, 1 + (i % 3)) : 1 + (i % 3));
        if (i % 2) expect(list.every((p) => p.game.prizeMode === 'Elott')).toBe(true);
      }
      // No bet is read: the counts are the issues' own, loaded once for all thirty calls.
      expect(log.naming('betting_records')).toEqual([]);
      expect(log.reading('lottery_issues')).toHaveLength(1);
      expect(log.reading('lottery_games')).toHaveLength(1);

      // Two bets in one request count two; the board shows them once its cache time has passed.
      const bets = [
        { playType: 'LO2', selection: '12', amountMinor: 1_000 },
        { playType: 'DE2', selection: '34', amountMinor: 1_000 },
      ];
      expect((await place(player, 'VNMN', vnmn.issue.issueNumber, bets)).status).toBe(200);
      platform.clock.advance(POPULAR_CACHE_MS - 1);
      expect(await countOf('VNMN')).toBe(before);
      platform.clock.advance(1);
      expect(await countOf('VNMN')).toBe(before + 2);
      expect(log.reading('lottery_issues').filter((q) => q.includes('sum('))).toHaveLength(2);
    } finally {
      log.stop();
    }
  });

  it('keeps no issue seed in the database: no stored value hashes to a published seed hash', async () => {
    const issues = [await currentIssue('FAST5'), await currentIssue('VNMN'), await currentIssue('FAST5', LOTUS)];
    const published = new Set(issues.map((current) => current.issue.seedHash));
    // A backup reader sees every column of every issue row (the daily draw's a day ahead).
    const rows = await platform.app.platform.db.selectFrom('lottery_issues').selectAll().execute();
    expect(rows.length).toBeGreaterThanOrEqual(3);
    const stored = rows.flatMap((row) => Object.values(row).filter((v): v is string => typeof v === 'string'));
    for (const value of stored) expect(published.has(createHash('sha256').update(value).digest('hex'))).toBe(false);
  });

  it('never draws from a seed that does not match its published hash (a replaced SEED_KEY)', async () => {
    const { issue } = await currentIssue('FAST5');
    const { db } = platform.app.platform;
    const row = await db
      .selectFrom('lottery_issues')
      .select(['id', 'seed_ref'])
      .where('merchant_code', '=', AURORA)
      .where('game_code', '=', 'FAST5')
      .where('issue_number', '=', issue.issueNumber)
      .executeTakeFirstOrThrow();
    const statusOf = async () =>
      (await db.selectFrom('lottery_issues').select('status').where('id', '=', row.id).executeTakeFirstOrThrow())
        .status;
    // What another key derives: a reference whose seed is not the committed one.
    await db
      .updateTable('lottery_issues')
      .set({ seed_ref: `k1:${'0'.repeat(32)}` })
      .where('id', '=', row.id)
      .execute();
    await expect(drawAt(issue.drawAt)).rejects.toThrow(/published hash/);
    expect(await statusOf()).toBe('open');
    // With the right key back, it draws, and the draw verifies.
    await db.updateTable('lottery_issues').set({ seed_ref: row.seed_ref }).where('id', '=', row.id).execute();
    await drawAt(issue.drawAt);
    expect(await statusOf()).toBe('settled');
    const verify = await platform
      .client()
      .call('verifyLotteryDraw', { gameCode: 'FAST5', issueNumber: issue.issueNumber });
    expect(verify.body.value).toMatchObject({ seedMatchesHash: true, numbersMatch: true });
  });

  it('takes bets before the close (open betting records, one debit) and refuses them after it, changing nothing', async () => {
    const player = await newPlayer(10_000);
    const { issue } = await currentIssue('FAST5');
    platform.clock.set(issue.closesAt - SECOND);
    const bets: Bet[] = [
      { playType: 'BIG_SMALL', selection: 'BIG', amountMinor: 1_000 },
      { playType: 'POSITION', selection: '3-7', amountMinor: 500 },
    ];
    const placed = await place(player, 'FAST5', issue.issueNumber, bets);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const value = placeLotteryBetsValueSchema.parse(placed.body.value);
    expect(value).toMatchObject({
      issueNumber: issue.issueNumber,
      totalMinor: 1_500,
      balanceMinor: 8_500,
      replayed: false,
    });
    expect(value.bets.map((b) => [b.playType, b.selection, b.amountMinor, b.odds, b.status, b.winMinor])).toEqual([
      ['BIG_SMALL', 'BIG', 1_000, 1.96, 'open', null],
      ['POSITION', '3-7', 500, 9.8, 'open', null],
    ]);
    expect(await balance(player)).toBe(8_500);
    expect(await ledgerSum(player)).toBe(8_500);
    // The member centre's records: open, under the lottery's node.
    const records = await platform.app.platform.db
      .selectFrom('betting_records')
      .selectAll()
      .where('account_id', '=', player.id)
      .orderBy('id')
      .execute();
    expect(records.map((r) => [r.source, r.status, r.node_id, r.game_type, Number(r.bet_minor), r.win_minor])).toEqual([
      ['lottery', 'open', 'lottery:FAST5', 'ELOTT', 1_000, null],
      ['lottery', 'open', 'lottery:FAST5', 'ELOTT', 500, null],
    ]);
    const mine = await player.client.call(
      'getLotteryBets',
      { gameCode: 'FAST5', issueNumber: issue.issueNumber },
      { token: player.token },
    );
    expect(
      lotteryBetsValueSchema
        .parse(mine.body.value)
        .list.map((b) => b.betId)
        .sort(),
    ).toEqual(value.bets.map((b) => b.betId).sort());

    // At the close: refused, translated, nothing stored.
    platform.clock.set(issue.closesAt);
    const late = await player.client.call(
      'placeLotteryBets',
      { gameCode: 'FAST5', issueNumber: issue.issueNumber, requestId: randomUUID(), bets },
      { token: player.token, headers: { language: 'VI' } },
    );
    expect(late.status).toBe(409);
    expect(late.body.errorCode).toBe('lottery_issue_closed');
    expect(late.body.message).toBe('Kỳ này đã đóng cược. Vui lòng đặt cược kỳ tiếp theo.');
    expect((late.body.value as unknown as { currentIssueNumber: string }).currentIssueNumber).not.toBe(
      issue.issueNumber,
    );
    expect(await balance(player)).toBe(8_500);
    expect(await recordCount(player)).toBe(2);
    // The next issue takes them.
    const next = await currentIssue('FAST5');
    expect(next.issue.issueNumber).toBe(
      (late.body.value as unknown as { currentIssueNumber: string }).currentIssueNumber,
    );
    expect((await place(player, 'FAST5', next.issue.issueNumber, bets)).status).toBe(200);
    // A future issue nobody opened is unknown.
    expect((await place(player, 'FAST5', '209901010001', bets)).body.errorCode).toBe('lottery_issue_not_found');
  });

  it('refuses stakes outside the limits, unknown play types, bad numbers, unknown games and a short balance — nothing changes', async () => {
    const player = await newPlayer(2_000);
    const { issue } = await currentIssue('FAST5');
    const vn = await currentIssue('VNMN');
    const cases: [string, string, Bet[], string][] = [
      ['FAST5', issue.issueNumber, [{ playType: 'BIG_SMALL', selection: 'BIG', amountMinor: 99 }], 'bet_out_of_range'],
      [
        'FAST5',
        issue.issueNumber,
        [{ playType: 'BIG_SMALL', selection: 'BIG', amountMinor: 1_000_001 }],
        'bet_out_of_range',
      ],
      [
        'FAST5',
        issue.issueNumber,
        [{ playType: 'LO2', selection: '12', amountMinor: 100 }],
        'lottery_play_type_unknown',
      ],
      [
        'FAST5',
        issue.issueNumber,
        [{ playType: 'POSITION', selection: '6-1', amountMinor: 100 }],
        'lottery_selection_invalid',
      ],
      [
        'FAST5',
        issue.issueNumber,
        [
          { playType: 'BIG_SMALL', selection: 'BIG', amountMinor: 100 },
          { playType: 'SUM_RANGE', selection: '0-45', amountMinor: 100 },
        ],
        'lottery_selection_invalid',
      ],
      [
        'VNMN',
        vn.issue.issueNumber,
        [{ playType: 'LO2', selection: '123', amountMinor: 1_000 }],
        'lottery_selection_invalid',
      ],
      ['VNMN', vn.issue.issueNumber, [{ playType: 'DE3', selection: '123', amountMinor: 20_001 }], 'bet_out_of_range'],
      [
        'NOPE',
        issue.issueNumber,
        [{ playType: 'BIG_SMALL', selection: 'BIG', amountMinor: 100 }],
        'lottery_game_not_found',
      ],
      // 2 × 1,500 > 2,000: the whole request is refused, not the first bet taken.
      [
        'FAST5',
        issue.issueNumber,
        [
          { playType: 'BIG_SMALL', selection: 'BIG', amountMinor: 1_500 },
          { playType: 'ODD_EVEN', selection: 'ODD', amountMinor: 1_500 },
        ],
        'insufficient_balance',
      ],
    ];
    for (const [gameCode, issueNumber, bets, code] of cases) {
      const result = await place(player, gameCode, issueNumber, bets);
      expect(result.body.errorCode, `${gameCode} ${JSON.stringify(bets)}`).toBe(code);
      expect(result.status).toBeLessThan(500);
      expect(result.body.message).toBeTruthy();
    }
    expect(await balance(player)).toBe(2_000);
    expect(await ledgerSum(player)).toBe(2_000);
    expect(await recordCount(player)).toBe(0);
    const issueRow = await reposOf(AURORA).lotteryIssues.find('FAST5', issue.issueNumber);
    const countBefore = Number(issueRow!.bet_count);
    // A visitor cannot bet; the count of the issue's bets did not move.
    expect(
      (
        await platform.client().call('placeLotteryBets', {
          gameCode: 'FAST5',
          issueNumber: issue.issueNumber,
          requestId: randomUUID(),
          bets: cases[0]![2],
        })
      ).status,
    ).toBe(401);
    expect(Number((await reposOf(AURORA).lotteryIssues.find('FAST5', issue.issueNumber))!.bet_count)).toBe(countBefore);
  });

  it('refuses bets from a trial account (no real money)', async () => {
    const trial = await newPlayer(10_000, AURORA, ACCOUNT_TYPES.TRIAL);
    const { issue } = await currentIssue('FAST5');
    const result = await place(trial, 'FAST5', issue.issueNumber, [
      { playType: 'BIG_SMALL', selection: 'BIG', amountMinor: 100 },
    ]);
    expect(result.status).toBe(403);
    expect(result.body.errorCode).toBe('account_type_refused');
    expect(await balance(trial)).toBe(10_000);
    expect(await recordCount(trial)).toBe(0);
  });

  it('places a request once: a retry answers the same bets, another body under the same id is refused', async () => {
    const player = await newPlayer(5_000);
    const { issue } = await currentIssue('FAST5');
    const requestId = randomUUID();
    const bets: Bet[] = [{ playType: 'ODD_EVEN', selection: 'EVEN', amountMinor: 1_000 }];
    const first = await place(player, 'FAST5', issue.issueNumber, bets, requestId);
    const again = await place(player, 'FAST5', issue.issueNumber, bets, requestId);
    expect(again.status).toBe(200);
    expect(again.body.value).toMatchObject({ replayed: true, totalMinor: 1_000, balanceMinor: 4_000 });
    expect(again.body.value!.bets).toEqual(first.body.value!.bets);
    // Two at once: still one debit.
    const raceId = randomUUID();
    const race = await Promise.all([1, 2, 3].map(() => place(player, 'FAST5', issue.issueNumber, bets, raceId)));
    expect(race.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(race.filter((r) => !r.body.value!.replayed)).toHaveLength(1);
    expect(await balance(player)).toBe(3_000);
    expect(await ledgerSum(player)).toBe(3_000);
    expect(await recordCount(player)).toBe(2);
    const conflict = await place(player, 'FAST5', issue.issueNumber, [{ ...bets[0]!, amountMinor: 2_000 }], requestId);
    expect(conflict.status).toBe(409);
    expect(conflict.body.errorCode).toBe('lottery_request_conflict');
    // Another member cannot reuse it either.
    const other = await newPlayer(5_000);
    expect((await place(other, 'FAST5', issue.issueNumber, bets, requestId)).body.errorCode).toBe(
      'lottery_request_conflict',
    );
    expect(await balance(player)).toBe(3_000);
    expect(await balance(other)).toBe(5_000);
  });

  it('draws on time, settles every bet exactly once at its odds, and a revealed seed reproduces the numbers', async () => {
    const { issue } = await currentIssue('FAST5');
    const alice = await newPlayer(100_000);
    const bob = await newPlayer(100_000);
    // Every outcome of the even-money bets and every digit at position 1: some win, some lose.
    const aliceBets: Bet[] = [
      { playType: 'BIG_SMALL', selection: 'BIG', amountMinor: 1_000 },
      { playType: 'BIG_SMALL', selection: 'SMALL', amountMinor: 1_000 },
      { playType: 'ODD_EVEN', selection: 'ODD', amountMinor: 777 },
      { playType: 'ODD_EVEN', selection: 'EVEN', amountMinor: 777 },
      ...['0-15', '16-20', '21-24', '25-29', '30-45'].map((selection) => ({
        playType: 'SUM_RANGE',
        selection,
        amountMinor: 500,
      })),
    ];
    const bobBets: Bet[] = Array.from({ length: 10 }, (_, digit) => ({
      playType: 'POSITION',
      selection: `1-${digit}`,
      amountMinor: 333,
    }));
    expect((await place(alice, 'FAST5', issue.issueNumber, aliceBets)).status).toBe(200);
    expect((await place(bob, 'FAST5', issue.issueNumber, bobBets)).status).toBe(200);
    // Before the draw the seed is secret: no result, no verification.
    expect(
      (await platform.client().call('verifyLotteryDraw', { gameCode: 'FAST5', issueNumber: issue.issueNumber })).body
        .errorCode,
    ).toBe('lottery_issue_not_found');

    const report = await drawAt(issue.drawAt);
    expect(report.leader).toBe(true);
    expect(report.drawn).toContain(`${AURORA}:FAST5:${issue.issueNumber}`);
    expect(report.settled).toContain(`${AURORA}:FAST5:${issue.issueNumber}`);

    const results = lotteryResultsValueSchema.parse(
      (await alice.client.call('getOpenedNumero', { gameCode: 'FAST5', count: 1 }, { token: alice.token })).body.value,
    ).list;
    const result = results[0]!;
    expect(result).toMatchObject({
      issueNumber: issue.issueNumber,
      seedHash: issue.seedHash,
      settled: true,
      prizes: null,
    });
    expect(createHash('sha256').update(result.serverSeed).digest('hex')).toBe(issue.seedHash);
    expect(result.numbers).toEqual(recipeNumbers('fast5', result.serverSeed, 'FAST5', issue.issueNumber));
    expect(result.sum).toBe(result.numbers.reduce((s, d) => s + Number(d), 0));
    const verify = verifyLotteryDrawValueSchema.parse(
      (await platform.client().call('verifyLotteryDraw', { gameCode: 'FAST5', issueNumber: issue.issueNumber })).body
        .value,
    );
    expect(verify).toMatchObject({
      seedMatchesHash: true,
      numbersMatch: true,
      serverSeed: result.serverSeed,
      drawnNumbers: result.numbers,
    });

    // Every bet settled at its odds; wins credited once each, with the bet id as the reference.
    for (const [player, bets] of [
      [alice, aliceBets],
      [bob, bobBets],
    ] as const) {
      const list = lotteryBetsValueSchema.parse(
        (
          await player.client.call(
            'getLotteryBets',
            { gameCode: 'FAST5', issueNumber: issue.issueNumber },
            { token: player.token },
          )
        ).body.value,
      ).list;
      expect(list).toHaveLength(bets.length);
      let expected = 100_000;
      for (const bet of list) {
        const hits = hitsOf(bet.playType, bet.selection, result.numbers);
        const win = winOf(bet.amountMinor, Math.round(bet.odds * 1000), hits);
        expect(bet).toMatchObject({ status: 'settled', hits, winMinor: win });
        expected += win - bet.amountMinor;
      }
      expect(await balance(player)).toBe(expected);
      expect(await ledgerSum(player)).toBe(expected);
      await expectLedgerRunsUp(player);
      const wins = await ledgerRows(player, 'lottery_win');
      expect(wins.map((w) => w.reference).sort()).toEqual(
        list
          .filter((b) => b.winMinor! > 0)
          .map((b) => b.betId)
          .sort(),
      );
    }
    // Exactly one of BIG/SMALL, one of ODD/EVEN, one sum range, one digit at position 1 won.
    expect((await ledgerRows(alice, 'lottery_win')).length).toBe(3);
    expect((await ledgerRows(bob, 'lottery_win')).length).toBe(1);

    // Running settlement again pays nothing more.
    const before = [await balance(alice), await balance(bob)];
    const second = await platform.app.platform.lotteryDraws.tick();
    expect(second.drawn).toEqual([]);
    expect(second.winsPaid).toBe(0);
    expect([await balance(alice), await balance(bob)]).toEqual(before);
    const records = await platform.app.platform.db
      .selectFrom('betting_records')
      .selectAll()
      .where('account_id', 'in', [alice.id, bob.id])
      .execute();
    expect(
      records.every(
        (r) => r.status === 'settled' && r.settled_at !== null && Number(r.valid_bet_minor) === Number(r.bet_minor),
      ),
    ).toBe(true);
  });

  it('resumes a draw that crashed half-way through settlement and pays every bet exactly once', async () => {
    const { issue } = await currentIssue('FAST5');
    const gamblers = await Promise.all([1, 2, 3, 4].map(() => newPlayer(50_000)));
    for (const player of gamblers) {
      // Both sides of two even-money bets: every player wins exactly two of four.
      const bets: Bet[] = [
        { playType: 'BIG_SMALL', selection: 'BIG', amountMinor: 1_000 },
        { playType: 'BIG_SMALL', selection: 'SMALL', amountMinor: 1_000 },
        { playType: 'ODD_EVEN', selection: 'ODD', amountMinor: 1_000 },
        { playType: 'ODD_EVEN', selection: 'EVEN', amountMinor: 1_000 },
      ];
      expect((await place(player, 'FAST5', issue.issueNumber, bets)).status).toBe(200);
    }
    platform.clock.set(issue.drawAt + SECOND);
    const { db, clock, tenants, lottery } = platform.app.platform;
    // An instance that dies after its first batch of 5 bets (mid-draw).
    const crashing = lotteryDrawsJob({ db, clock, tenants }, lottery, {
      batchSize: 5,
      afterBatch: () => {
        throw new Error('killed');
      },
    });
    await expect(crashing.tick()).rejects.toThrow('killed');
    const ids = gamblers.map((g) => g.id);
    const rows = () =>
      db.selectFrom('betting_records').select(['status', 'round_id']).where('account_id', 'in', ids).execute();
    const half = await rows();
    expect(half.filter((r) => r.status === 'settled')).toHaveLength(5);
    expect(half.filter((r) => r.status === 'open')).toHaveLength(11);
    expect((await reposOf(AURORA).lotteryIssues.find('FAST5', issue.issueNumber))!.status).toBe('drawn');
    // The crash released nothing it should not: the lease is free again, so the next tick resumes.
    const resumed = await platform.app.platform.lotteryDraws.tick();
    expect(resumed.drawn).not.toContain(`${AURORA}:FAST5:${issue.issueNumber}`);
    expect(resumed.settled).toContain(`${AURORA}:FAST5:${issue.issueNumber}`);
    expect((await rows()).every((r) => r.status === 'settled')).toBe(true);
    for (const player of gamblers) {
      const wins = await ledgerRows(player, 'lottery_win');
      expect(wins).toHaveLength(2);
      expect(new Set(wins.map((w) => w.reference)).size).toBe(2);
      expect(wins.every((w) => Number(w.amount_minor) === 1_960)).toBe(true);
      expect(await balance(player)).toBe(50_000 - 4_000 + 2 * 1_960);
      expect(await ledgerSum(player)).toBe(await balance(player));
      await expectLedgerRunsUp(player);
    }
  });

  it('draws the issues of a game switched off: bets taken before the switch are settled once, crash or rerun; no new issue, no new bet', async () => {
    const { db, clock, tenants, lottery } = platform.app.platform;
    const repos = reposOf(AURORA);
    const gamblers = await Promise.all([1, 2, 3].map(() => newPlayer(50_000)));
    // Both sides of two even-money bets: every player wins exactly two of four on each issue.
    const bets: Bet[] = [
      { playType: 'BIG_SMALL', selection: 'BIG', amountMinor: 1_000 },
      { playType: 'BIG_SMALL', selection: 'SMALL', amountMinor: 1_000 },
      { playType: 'ODD_EVEN', selection: 'ODD', amountMinor: 1_000 },
      { playType: 'ODD_EVEN', selection: 'EVEN', amountMinor: 1_000 },
    ];
    // Issue A takes bets, then closes; issue B takes bets and is still open at the switch.
    const a = (await currentIssue('FAST5')).issue;
    for (const player of gamblers) expect((await place(player, 'FAST5', a.issueNumber, bets)).status).toBe(200);
    platform.clock.set(a.closesAt + SECOND);
    const b = (await currentIssue('FAST5')).issue;
    expect(b.issueNumber).not.toBe(a.issueNumber);
    for (const player of gamblers) expect((await place(player, 'FAST5', b.issueNumber, bets)).status).toBe(200);

    // The operator switches the game off (an edit of its row: the seed writes `enabled`, nothing else does).
    const switchTo = (enabled: number) =>
      db
        .updateTable('lottery_games')
        .set({ enabled })
        .where('merchant_code', '=', AURORA)
        .where('game_code', '=', 'FAST5')
        .execute();
    await switchTo(0);
    try {
      const switchedAt = platform.clock.now();
      // No new bet, even on the issue that was open: refused with the lottery's own error, nothing moves.
      const [first] = gamblers;
      const refused = await place(first!, 'FAST5', b.issueNumber, bets);
      expect(refused.status).toBe(404);
      expect(refused.body.errorCode).toBe('lottery_game_not_found');
      expect(await balance(first!)).toBe(50_000 - 8_000);
      expect((await platform.client().call('getLotteryIssue', { gameCode: 'FAST5' })).body.errorCode).toBe(
        'lottery_game_not_found',
      );

      // Past B's draw (A's too), an instance dies after its first batch of 5 bets.
      platform.clock.set(b.drawAt + SECOND);
      const crashing = lotteryDrawsJob({ db, clock, tenants }, lottery, {
        batchSize: 5,
        afterBatch: () => {
          throw new Error('killed');
        },
      });
      await expect(crashing.tick()).rejects.toThrow('killed');
      const ids = gamblers.map((g) => g.id);
      const rows = () =>
        db.selectFrom('betting_records').select(['status', 'round_id']).where('account_id', 'in', ids).execute();
      expect((await rows()).filter((r) => r.status === 'settled')).toHaveLength(5);

      // The next tick resumes; a second one finds nothing left.
      const resumed = await platform.app.platform.lotteryDraws.tick();
      expect(resumed.settled).toEqual(
        expect.arrayContaining([`${AURORA}:FAST5:${a.issueNumber}`, `${AURORA}:FAST5:${b.issueNumber}`]),
      );
      expect((await rows()).every((r) => r.status === 'settled')).toBe(true);
      const again = await platform.app.platform.lotteryDraws.tick();
      expect(again).toMatchObject({ betsSettled: 0, winsPaid: 0 });
      for (const issue of [a, b])
        expect((await repos.lotteryIssues.find('FAST5', issue.issueNumber))!.status).toBe('settled');

      for (const player of gamblers) {
        const wins = await ledgerRows(player, 'lottery_win');
        expect(wins).toHaveLength(4);
        expect(new Set(wins.map((w) => w.reference)).size).toBe(4);
        expect(wins.every((w) => Number(w.amount_minor) === 1_960)).toBe(true);
        expect(await balance(player)).toBe(50_000 - 8_000 + 4 * 1_960);
        expect(await ledgerSum(player)).toBe(await balance(player));
        await expectLedgerRunsUp(player);
      }
      // A player of the switched-off game still sees the draw and can verify it.
      const verify = await platform
        .client()
        .call('verifyLotteryDraw', { gameCode: 'FAST5', issueNumber: b.issueNumber });
      expect(verify.status).toBe(200);
      expect(verifyLotteryDrawValueSchema.parse(verify.body.value)).toMatchObject({
        seedMatchesHash: true,
        numbersMatch: true,
      });
      const mine = await first!.client.call(
        'getLotteryBets',
        { gameCode: 'FAST5', issueNumber: b.issueNumber },
        { token: first!.token },
      );
      expect(lotteryBetsValueSchema.parse(mine.body.value).list.map((bet) => bet.status)).toEqual([
        'settled',
        'settled',
        'settled',
        'settled',
      ]);
      // No issue of the game was made after the switch.
      const later = await db
        .selectFrom('lottery_issues')
        .select('issue_number')
        .where('merchant_code', '=', AURORA)
        .where('game_code', '=', 'FAST5')
        .where('opens_at', '>', switchedAt)
        .execute();
      expect(later).toEqual([]);
    } finally {
      await switchTo(1);
    }
  });

  it('draws the daily VN prize table and pays lô per matching number, đề on the special prize', async () => {
    let player = await newPlayer(1_000_000);
    const { issue } = await currentIssue('VNMN');
    // Lô on all 100 endings (50 bets a request at most), and one đề.
    for (const from of [0, 50]) {
      const lo = Array.from({ length: 50 }, (_, n) => ({
        playType: 'LO2',
        selection: String(from + n).padStart(2, '0'),
        amountMinor: 1_000,
      }));
      expect((await place(player, 'VNMN', issue.issueNumber, lo)).status).toBe(200);
    }
    expect(
      (await place(player, 'VNMN', issue.issueNumber, [{ playType: 'DE2', selection: '00', amountMinor: 1_000 }]))
        .status,
    ).toBe(200);
    expect(
      (
        await place(
          player,
          'VNMN',
          issue.issueNumber,
          Array.from({ length: 51 }, () => ({ playType: 'DE2', selection: '01', amountMinor: 1_000 })),
        )
      ).status,
    ).toBe(400);
    await drawAt(issue.drawAt);
    // The draw is a day later: the morning's session has ended.
    player = await relogin(player);
    const opened = lotteryResultsValueSchema.parse(
      (await platform.client().call('getVnOpenedNumbers', { count: 100 })).body.value,
    ).list;
    const result = opened.find((r) => r.issueNumber === issue.issueNumber)!;
    expect(result.numbers).toHaveLength(18);
    expect(result.prizes!.map((p) => p.prize)).toEqual(['G8', 'G7', 'G6', 'G5', 'G4', 'G3', 'G2', 'G1', 'DB']);
    expect(result.numbers).toEqual(recipeNumbers('vn', result.serverSeed, 'VNMN', issue.issueNumber));
    // Lô on all 100 endings: the hits add up to the 18 numbers of the table.
    const list = lotteryBetsValueSchema.parse(
      (
        await player.client.call(
          'getLotteryBets',
          { gameCode: 'VNMN', issueNumber: issue.issueNumber, limit: 200 },
          { token: player.token },
        )
      ).body.value,
    ).list;
    const lo = list.filter((b) => b.playType === 'LO2');
    expect(lo.reduce((sum, b) => sum + b.hits!, 0)).toBe(18);
    expect(lo.reduce((sum, b) => sum + b.winMinor!, 0)).toBe(18 * 5_200);
    const de = list.find((b) => b.playType === 'DE2')!;
    expect(de.winMinor).toBe(result.numbers[17]!.endsWith('00') ? 95_000 : 0);
    expect(await balance(player)).toBe(1_000_000 - 101_000 + 18 * 5_200 + de.winMinor!);
    expect(await ledgerSum(player)).toBe(await balance(player));
    const recent = vnLotteryRecentValueSchema.parse(
      (await player.client.call('getVnLotteryRecent', {}, { token: player.token })).body.value,
    ).list;
    expect(recent.map((r) => r.game.gameCode)).toEqual(['VNMN']);
  });

  it("keeps each tenant's lottery to itself", async () => {
    const lotus = await newPlayer(100_000, LOTUS);
    const aur = await currentIssue('FAST5', AURORA);
    const lts = await currentIssue('FAST5', LOTUS);
    // Same calendar, separate issues and seeds.
    expect(lts.issue.issueNumber).toBe(aur.issue.issueNumber);
    expect(lts.issue.seedHash).not.toBe(aur.issue.seedHash);
    expect(
      (
        await place(lotus, 'FAST5', lts.issue.issueNumber, [
          { playType: 'BIG_SMALL', selection: 'BIG', amountMinor: 100 },
        ])
      ).status,
    ).toBe(200);
    // A LOTUS token does not work at AURORA, and the results differ per tenant.
    expect(
      (await platform.client(AURORA).call('getLotteryBets', { gameCode: 'FAST5' }, { token: lotus.token })).status,
    ).toBe(401);
    await drawAt(aur.issue.drawAt);
    const aurVerify = await platform
      .client(AURORA)
      .call('verifyLotteryDraw', { gameCode: 'FAST5', issueNumber: aur.issue.issueNumber });
    const ltsVerify = await platform
      .client(LOTUS)
      .call('verifyLotteryDraw', { gameCode: 'FAST5', issueNumber: lts.issue.issueNumber });
    expect(aurVerify.body.value!.seedHash).toBe(aur.issue.seedHash);
    expect(ltsVerify.body.value!.seedHash).toBe(lts.issue.seedHash);
    // Popularity counts only the tenant's own bets.
    const aurPopular = popularLotteryValueSchema.parse(
      (await platform.client(AURORA).call('getPopularLotteries', {})).body.value,
    ).list;
    const ltsPopular = popularLotteryValueSchema.parse(
      (await platform.client(LOTUS).call('getPopularLotteries', {})).body.value,
    ).list;
    expect(ltsPopular.find((p) => p.game.gameCode === 'FAST5')!.betCount).toBe(1);
    expect(aurPopular.find((p) => p.game.gameCode === 'FAST5')!.betCount).toBeGreaterThan(1);
  });

  it('lets only the lease holder draw', async () => {
    const leases = jobLeasesRepository(platform.app.platform.db);
    const { issue } = await currentIssue('FAST5');
    platform.clock.set(issue.drawAt + SECOND);
    // Another instance holds the lease: this one makes issues but draws nothing.
    expect(await leases.acquire(DRAW_LEASE, 'another-instance', platform.clock.now(), MINUTE)).toBe(true);
    const blocked = await platform.app.platform.lotteryDraws.tick();
    expect(blocked).toMatchObject({ leader: false, drawn: [] });
    expect((await reposOf(AURORA).lotteryIssues.find('FAST5', issue.issueNumber))!.status).toBe('open');
    // Its lease expires (the instance died): this one takes over.
    platform.clock.advance(MINUTE);
    const after = await platform.app.platform.lotteryDraws.tick();
    expect(after.leader).toBe(true);
    expect(after.drawn).toContain(`${AURORA}:FAST5:${issue.issueNumber}`);
  });
});

describe("the draw scheduler's timer", () => {
  it('ticks by itself when switched on, and stops when the app closes', async () => {
    const platform = await startPlatform({
      engine: 'sqlite',
      config: { lottery: { timer: true, tickMs: 20, fastIntervalSeconds: 180, historyIssues: 0 } },
    });
    try {
      const scheduler = platform.app.platform.lotteryDraws;
      expect(scheduler.active).toBe(true);
      // Nobody calls anything: the tick makes each game's current issue (real time passes here, briefly).
      const issues = () => platform.app.platform.db.selectFrom('lottery_issues').select('game_code').execute();
      for (let i = 0; i < 100 && (await issues()).length < 6; i++)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect((await issues()).map((r) => r.game_code).sort()).toEqual([
        'FAST5',
        'FAST5',
        'VN1M',
        'VN1M',
        'VNMN',
        'VNMN',
      ]);
      await platform.app.close();
      expect(scheduler.active).toBe(false);
    } finally {
      await platform.close();
    }
  });
});

describe("a newcomer's first minute", () => {
  it('starts each game with a drawn, verifiable history, once: a restart adds none', async () => {
    const history = { lottery: { timer: false, tickMs: 1000, fastIntervalSeconds: 180, historyIssues: 3 } };
    const first = await startPlatform({ engine: 'sqlite', config: history });
    try {
      await first.app.platform.lotteryDraws.tick();
      for (const gameCode of ['FAST5', 'VN1M', 'VNMN']) {
        const drawn = await first.app.platform.db
          .selectFrom('lottery_issues')
          .select('issue_number as issueNumber')
          .where('game_code', '=', gameCode)
          .where('merchant_code', '=', AURORA)
          .where('status', '=', 'settled')
          .execute();
        expect(drawn, gameCode).toHaveLength(3);
        for (const result of drawn) {
          const verify = verifyLotteryDrawValueSchema.parse(
            (await first.client().call('verifyLotteryDraw', { gameCode, issueNumber: result.issueNumber })).body.value,
          );
          expect(verify.seedMatchesHash && verify.numbersMatch, `${gameCode} ${result.issueNumber}`).toBe(true);
        }
      }
      // Each game has its three past issues and the current one; a second start on the same file adds none.
      const issueCount = async () =>
        (await first.app.platform.db.selectFrom('lottery_issues').select('id').execute()).length;
      const before = await issueCount();
      const again = await startPlatform({ engine: 'sqlite', config: history, shareWith: first, clock: first.clock });
      await again.close();
      expect(await issueCount()).toBe(before);
    } finally {
      await first.close();
    }
  });
});

describe('two instances on one SQLite file', () => {
  it('draws and pays an issue once when both tick at once', async () => {
    const a = await startPlatform({ engine: 'sqlite' });
    const b = await startPlatform({ engine: 'sqlite', shareWith: a, clock: a.clock });
    try {
      const token = await a.client().login('agent01');
      const issue = currentIssueValueSchema.parse(
        (await a.client().call('getLotteryIssue', { gameCode: 'FAST5' })).body.value,
      ).issue;
      const bets: Bet[] = [
        { playType: 'ODD_EVEN', selection: 'ODD', amountMinor: 1_000 },
        { playType: 'ODD_EVEN', selection: 'EVEN', amountMinor: 1_000 },
      ];
      expect(
        (
          await b
            .client()
            .call(
              'placeLotteryBets',
              { gameCode: 'FAST5', issueNumber: issue.issueNumber, requestId: randomUUID(), bets },
              { token },
            )
        ).status,
      ).toBe(200);
      a.clock.set(issue.drawAt + SECOND);
      const reports = await Promise.all([a.app.platform.lotteryDraws.tick(), b.app.platform.lotteryDraws.tick()]);
      const key = `${AURORA}:FAST5:${issue.issueNumber}`;
      // Whichever got the lease drew; the other either waited it out or found nothing left.
      expect(reports.flatMap((r) => r.drawn).filter((d) => d === key)).toHaveLength(1);
      expect(reports.reduce((n, r) => n + r.winsPaid, 0)).toBe(1);
      const repos = tenantRepositories(a.app.platform.db, AURORA);
      const account = (await repos.accounts.findByUsername('agent01'))!;
      const wins = await a.app.platform.db
        .selectFrom('ledger')
        .selectAll()
        .where('merchant_code', '=', AURORA)
        .where('account_id', '=', account.id)
        .where('kind', '=', 'lottery_win')
        .execute();
      expect(wins).toHaveLength(1);
      expect((await repos.wallets.balances(account.id)).find((w) => w.walletId === WALLET_IDS.MAIN)!.balanceMinor).toBe(
        await repos.wallets.ledgerSum(account.id, WALLET_IDS.MAIN),
      );
    } finally {
      await b.close();
      await a.close();
    }
  });
});

describe('two instances sharing PostgreSQL', () => {
  let a: TestPlatform;
  let b: TestPlatform;
  beforeAll(async () => {
    a = await startPlatform({ engine: 'postgres' });
    b = await startPlatform({ engine: 'postgres', shareWith: a, clock: a.clock });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('never draws or pays an issue twice, whichever instance ticks', async () => {
    const token = await a.client().login('member01');
    const before = (await a.client().call('getBalance', {}, { token })).body.value as {
      balance: { accountTypeId: number; availBalance: number }[];
    };
    const issue = currentIssueValueSchema.parse(
      (await a.client().call('getLotteryIssue', { gameCode: 'FAST5' })).body.value,
    ).issue;
    const bets: Bet[] = [
      { playType: 'BIG_SMALL', selection: 'BIG', amountMinor: 1_000 },
      { playType: 'BIG_SMALL', selection: 'SMALL', amountMinor: 1_000 },
    ];
    expect(
      (
        await b
          .client()
          .call(
            'placeLotteryBets',
            { gameCode: 'FAST5', issueNumber: issue.issueNumber, requestId: randomUUID(), bets },
            { token },
          )
      ).status,
    ).toBe(200);
    a.clock.set(issue.drawAt + SECOND);
    // Both instances tick at once, twice each (a second tick on one instance joins its running one).
    const reports = [
      ...new Set(
        await Promise.all([
          a.app.platform.lotteryDraws.tick(),
          b.app.platform.lotteryDraws.tick(),
          a.app.platform.lotteryDraws.tick(),
          b.app.platform.lotteryDraws.tick(),
        ]),
      ),
    ];
    expect(reports).toHaveLength(2);
    const key = `${AURORA}:FAST5:${issue.issueNumber}`;
    expect(reports.flatMap((r) => r.drawn).filter((d) => d === key)).toHaveLength(1);
    expect(reports.reduce((n, r) => n + r.winsPaid, 0)).toBe(1);
    const repos = tenantRepositories(a.app.platform.db, AURORA);
    const account = (await repos.accounts.findByUsername('member01'))!;
    const wins = await a.app.platform.db
      .selectFrom('ledger')
      .selectAll()
      .where('merchant_code', '=', AURORA)
      .where('account_id', '=', account.id)
      .where('kind', '=', 'lottery_win')
      .execute();
    expect(wins).toHaveLength(1);
    const main = (await repos.wallets.balances(account.id)).find((w) => w.walletId === WALLET_IDS.MAIN)!.balanceMinor;
    expect(main).toBe(await repos.wallets.ledgerSum(account.id, WALLET_IDS.MAIN));
    expect(main).toBe(
      Math.round(before.balance.find((w) => w.accountTypeId === WALLET_IDS.MAIN)!.availBalance * 100) - 2_000 + 1_960,
    );
  });
});
