// The in-house games' rules around the engines: a launch ticket becomes a game session of ours,
// bound to the portal session that launched the game and ending with it;
// a round is all or nothing — it records the bet, debits it and credits the win on the ledger, in
// the transaction of its group of rounds (round-group.ts);
// the round id makes a retry return the stored result; fairness seeds are committed, used and
// revealed (the winner board is winner-board.ts). A seed row holds a reference the seed is
// derived from under SEED_KEY (games/fairness.ts), never the seed; and the seed that follows the one
// in use is committed with it, so a client seed set at rotation binds to a seed already published.
import {
  INHOUSE_GAME_CODES,
  isInhouseLanguage,
  INHOUSE_MAX_BET_MINOR,
  INHOUSE_VENDOR,
  type DiceRollRequest,
  type FairnessCommitment,
  type InhouseEngine,
  type InhouseLanguage,
  type InhouseRoundValue,
  type InhouseSessionValue,
  type RotateSeedValue,
  type RoundOutcome,
  type RoundValue,
  type SlotSpinRequest,
  type StartInhouseSessionRequest,
} from '@portal/contracts';
import { isUniqueViolation } from '../../db/connect';
import type { AccountRow, FairnessSeedRow, GameRow, GameSessionRow, SessionRow } from '../../db/schema';
import { diceOdds, isOfferedTarget, rollDice } from '../../games/dice/dice-engine';
import { FairRandom, newClientSeed, type ServerSeeds } from '../../games/fairness';
import { slotPaytable, spinSlot } from '../../games/slot/slot-engine';
import { AppError } from '../../lib/app-error';
import { HOUR, type Clock } from '../../lib/clock';
import { KnownByTokenHash } from '../../lib/known-by-token-hash';
import { requestFingerprint } from '../../lib/money';
import { keyedHash, randomToken } from '../../lib/tokens';
import type { BettingRecord, NewBettingRecord } from '../../repositories/betting-records';
import type { TenantRepositories } from '../../repositories/index';
import { InsufficientBalanceError, type LedgerPost } from '../../repositories/wallets';
import { isSessionLive, TOUCH_EVERY_MS } from '../accounts/session-service';
import { RoundGroups, RoundIdsTaken, type GroupOutcome } from './round-group';
import type { Tenant } from '../platform/tenant-service';
import type { ResponsibleGamingService } from '../responsible-gaming/responsible-gaming-service';

/** A game session lasts this long from its launch (the page asks for a new launch after). */
export const GAME_SESSION_MS = 2 * HOUR;
/** A server seed is revealed and replaced after this many rounds (or when the player asks). */
export const SEED_ROUNDS = 1_000;

/** The game session behind a `Game-Session` header. */
export interface GameSessionContext {
  session: GameSessionRow;
  account: AccountRow;
  game: GameRow;
  engine: InhouseEngine;
}

export type RoundRequest = ({ engine: 'slot' } & SlotSpinRequest) | ({ engine: 'dice' } & DiceRollRequest);

interface RoundDetail {
  outcome: RoundOutcome;
  fairness: { seedId: number; nonce: number };
}

/** Which in-house engine plays a catalogue game: INH's own two by game code, else slot for RNG games and dice for the rest. */
export function engineFor(game: Pick<GameRow, 'vassalage' | 'game_code' | 'game_type'>): InhouseEngine {
  if (game.vassalage === INHOUSE_VENDOR && game.game_code === INHOUSE_GAME_CODES.dice) return 'dice';
  if (game.vassalage === INHOUSE_VENDOR && game.game_code === INHOUSE_GAME_CODES.slot) return 'slot';
  return game.game_type === 'RNG' ? 'slot' : 'dice';
}

export function betLimits(game: Pick<GameRow, 'min_bet_minor'>): { minBetMinor: number; maxBetMinor: number } {
  const minBetMinor = Math.min(Math.max(1, game.min_bet_minor), INHOUSE_MAX_BET_MINOR);
  return { minBetMinor, maxBetMinor: INHOUSE_MAX_BET_MINOR };
}

function pageLanguage(requested: string | undefined, accountLanguage: string): InhouseLanguage {
  for (const candidate of [requested, accountLanguage]) {
    const code = (candidate ?? '').toUpperCase();
    if (isInhouseLanguage(code)) return code;
  }
  return 'EN';
}

function commitment(seed: FairnessSeedRow): FairnessCommitment {
  return {
    serverSeedHash: seed.server_seed_hash,
    clientSeed: seed.client_seed,
    nextNonce: seed.next_nonce,
    // Rows from before migration 0012 have no successor committed.
    ...(seed.next_seed_hash === null ? {} : { nextServerSeedHash: seed.next_seed_hash }),
  };
}

/** A round waiting for its group: what `play` checked, and the moment it asked. */
interface GroupRound {
  tenant: Tenant;
  account: AccountRow;
  game: GameRow;
  walletId: number;
  request: RoundRequest;
  hash: string;
  now: number;
}

/** What a round asked for: a reused round id must ask exactly this again. */
function requestHash(accountId: number, nodeId: string, request: RoundRequest): string {
  const asked =
    request.engine === 'slot'
      ? [accountId, nodeId, 'slot', request.betMinor]
      : [accountId, nodeId, 'dice', request.betMinor, request.targetHundredths, request.direction];
  return requestFingerprint(asked);
}

/** The portal session is the account's own and still lets its token in. */
function portalSessionLive(portal: SessionRow | undefined, accountId: number, now: number): portal is SessionRow {
  return portal !== undefined && portal.account_id === accountId && isSessionLive(portal, now);
}

export class InhouseService {
  /**
   * The game sessions this instance has met, by token hash: a game session's row is only ever
   * inserted (and deleted once expired), so a kept one is what the database holds. What ends a game
   * session early — its portal session, the open game, the account — is read fresh on every call.
   */
  readonly knownGameSessions = new KnownByTokenHash<GameSessionRow>();

  /** The rounds of a turn, played as one group (round-group.ts). */
  readonly groups = new RoundGroups<GroupRound, RoundValue>((trx, rounds, taken) => this.playGroup(trx, rounds, taken));

  constructor(
    private readonly pepper: string,
    private readonly clock: Clock,
    /** Derives a seed from its row's reference (SEED_KEY): the database never holds a seed. */
    private readonly seeds: ServerSeeds,
    /** Responsible gaming: a round is a bet (time-out, self-exclusion, loss limits). */
    private readonly responsibleGaming: ResponsibleGamingService,
  ) {}

  /** Redeems a launch ticket (single use) for a game session of the ticket's account, game and wallet. */
  async startSession(
    tenant: Tenant,
    repos: TenantRepositories,
    payload: StartInhouseSessionRequest,
  ): Promise<InhouseSessionValue> {
    const now = this.clock.now();
    const ticket = await repos.launchTickets.redeem(keyedHash(this.pepper, payload.ticket), now);
    if (!ticket) throw new AppError('launch_ticket_invalid');
    const [game, account, portal] = await Promise.all([
      repos.games.findByNodeId(ticket.nodeId),
      repos.accounts.findById(ticket.accountId),
      this.portalSessionOf(repos, ticket.sessionId),
    ]);
    // A ticket is worth no more than the portal session that launched it (see `authenticate`).
    if (!portalSessionLive(portal, ticket.accountId, now))
      throw new AppError('launch_ticket_invalid', null, 'the portal session that launched the game has ended');
    if (!game) throw new AppError('game_not_found');
    if (!account || account.status !== 'active') throw new AppError('account_disabled');
    if (account.password_changed_at > ticket.issuedAt)
      throw new AppError('launch_ticket_invalid', null, 'the password changed after the launch');
    const engine = engineFor(game);
    const language = pageLanguage(payload.language, account.language);
    const token = randomToken(32);
    const expiresAt = now + GAME_SESSION_MS;
    const seed = await repos.transaction(async (trx) => {
      await trx.gameSessions.purgeExpired(now);
      await trx.gameSessions.insert({
        tokenHash: keyedHash(this.pepper, token),
        accountId: account.id,
        walletId: ticket.walletId,
        nodeId: game.node_id,
        language,
        sessionId: portal.id,
        now,
        expiresAt,
      });
      // A wallet the account has never used starts at zero (a round then fails cleanly on the balance).
      await trx.wallets.open(account.id, ticket.walletId, tenant.config.currency.code, now);
      return (await trx.fairnessSeeds.active(account.id)) ?? this.newSeed(trx, account.id, newClientSeed(), now);
    });
    return {
      gameSessionToken: token,
      expiresAt,
      language,
      game: this.gameOf(game, engine),
      slot: engine === 'slot' ? slotPaytable() : null,
      dice: engine === 'dice' ? diceOdds() : null,
      currency: tenant.config.currency.code,
      balanceMinor: await this.balanceOf(repos, account.id, ticket.walletId),
      fairness: commitment(seed),
    };
  }

  /**
   * The game session behind a raw `Game-Session` token, or game_session_expired.
   *
   * The game session's row is kept once read (`knownGameSessions`). A game session ends with the
   * portal session that launched the game: every call reads that session by its primary key
   * (beside the account, game and open-game reads it runs with) and
   * applies the portal's own rule (`isSessionLive`: not revoked, not past its absolute or idle
   * expiry). We check liveness on each call rather than fan a revocation out to the game sessions
   * because a portal session ends in many places (logout, a login elsewhere, a password change or
   * reset, payment-password locks) and, for its expiries, by no write at all: a fan-out would have
   * to be added to each and would still miss an expiry. A game call counts as activity of the portal
   * session (its last_seen_at is touched like a portal call's), so a member playing is not logged
   * out for idling. A password change keeps the portal session that made it, but game sessions
   * launched before it end too (the account row read here carries password_changed_at). A round
   * already past this check when the revocation commits still plays; the next call is refused.
   */
  async authenticate(repos: TenantRepositories, token: string | undefined): Promise<GameSessionContext> {
    if (!token || token.length > 128) throw new AppError('game_session_expired', null, 'no game session token');
    const tokenHash = keyedHash(this.pepper, token);
    let session = this.knownGameSessions.get(repos.merchantCode, tokenHash);
    if (!session) {
      session = await repos.gameSessions.findByTokenHash(tokenHash);
      if (session) this.knownGameSessions.keep(repos.merchantCode, tokenHash, session);
    }
    const now = this.clock.now();
    if (!session || now >= session.expires_at) throw new AppError('game_session_expired');
    const [account, game, open, portal] = await Promise.all([
      repos.accounts.findById(session.account_id),
      repos.games.findByNodeId(session.node_id),
      repos.openGames.get(session.account_id),
      this.portalSessionOf(repos, session.session_id),
    ]);
    if (!portalSessionLive(portal, session.account_id, now))
      throw new AppError('game_session_expired', null, 'the portal session that launched the game has ended');
    // One open game at a time: once the portal closes the game, or the account launches it (or
    // another) again, this session's page may no longer play.
    if (!open || open.node_id !== session.node_id || open.opened_at > session.created_at) {
      throw new AppError('game_session_expired', null, 'the game is no longer open');
    }
    if (!account || account.status !== 'active') throw new AppError('account_disabled');
    if (account.password_changed_at > session.created_at)
      throw new AppError('game_session_expired', null, 'the password changed after the launch');
    if (!game) throw new AppError('game_not_found');
    // Both touched at most once a minute (a statement fewer per round): the open game's last round
    // is then at most a minute later than its last_seen_at, against OPEN_GAME_IDLE_MS of ten.
    if (now - portal.last_seen_at >= TOUCH_EVERY_MS) await repos.sessions.touch(portal.id, now);
    if (now - open.last_seen_at >= TOUCH_EVERY_MS) await repos.openGames.touch(session.account_id, now);
    return { session, account, game, engine: engineFor(game) };
  }

  /**
   * Plays one round in its group's transaction (`playGroup`): the betting record (its round id
   * unique per merchant), the nonce of the seed in use, the debit of the bet and the credit of the
   * win. A retry of the same round id answers the stored result; the same id with another bet is
   * round_id_conflict.
   */
  async play(
    tenant: Tenant,
    repos: TenantRepositories,
    context: GameSessionContext,
    request: RoundRequest,
  ): Promise<RoundValue> {
    const { session, account, game } = context;
    if (request.engine !== context.engine)
      throw new AppError(
        'request_param_err',
        { engine: context.engine },
        `a ${request.engine} round in a ${context.engine} game`,
      );
    const limits = betLimits(game);
    if (request.betMinor < limits.minBetMinor || request.betMinor > limits.maxBetMinor)
      throw new AppError('bet_out_of_range', limits);
    if (request.engine === 'dice' && !isOfferedTarget(request.targetHundredths, request.direction)) {
      throw new AppError('bet_out_of_range', {
        ...limits,
        targetHundredths: request.targetHundredths,
        direction: request.direction,
      });
    }
    const hash = requestHash(account.id, game.node_id, request);
    const walletId = session.wallet_id;
    const now = this.clock.now();
    try {
      // Played with the rounds that arrive in this turn (round-group.ts): set-based writes, one commit.
      // The round id is not read first: a used one is left out of the records' insert, and any
      // refusal looks it up before answering (below), so a retry gets the stored result.
      return await this.groups.play(repos, { tenant, account, game, walletId, request, hash, now });
    } catch (error) {
      // A retry of a recorded round (or two requests with one round id at once: the other one's
      // record won) is answered from its record, whatever refused this try: the round id's
      // uniqueness, the balance, a responsible-gaming limit or time-out.
      const refused = error instanceof InsufficientBalanceError || error instanceof AppError;
      if (refused || isUniqueViolation(error)) {
        const existing = await repos.bettingRecords.byRoundId(request.roundId);
        if (existing) return this.replay(repos, existing, account.id, hash);
      }
      if (error instanceof InsufficientBalanceError)
        throw new AppError('insufficient_balance', { betMinor: request.betMinor });
      throw error;
    }
  }

  /**
   * Plays a group of rounds in `trx` (round-group.ts), in passes of set-based statements; each pass:
   *   1. the play blocks of the rounds' accounts (time-out, exclusion, whether there are limits), one
   *      read; an account with limits plays one round a pass (its limits then count the pass before);
   *   2. the accounts' seeds and the rounds' wallets, locked by one read each (in that order, the
   *      order a lone round took them), a seed made for an account without one;
   *   3. in arrival order, in code: a round whose id is taken is refused, else its nonce is the
   *      seed's next, its outcome drawn, and its bet and win posted on the wallet's running balance
   *      (refused, nonce untaken, when the bet is above it); a round that uses its seed's last nonce
   *      leaves the account's later rounds to the next pass (the seed is then replaced);
   *   4. one INSERT of the records, one UPDATE of the nonces, one of the wallets, one INSERT of the
   *      ledger rows; then the seeds that ran out are revealed and replaced.
   */
  private async playGroup(
    trx: TenantRepositories,
    rounds: readonly GroupRound[],
    taken: ReadonlySet<string>,
  ): Promise<GroupOutcome<RoundValue>[]> {
    const outcomes: GroupOutcome<RoundValue>[] = [];
    // Round ids with a record: known taken, or recorded by an earlier round of this group.
    const used = new Set(taken);
    let pending = rounds.map((_, i) => i);
    while (pending.length > 0) pending = await this.playPass(trx, rounds, pending, outcomes, used);
    return outcomes;
  }

  /** One pass of `playGroup` over the rounds `pending` (indexes into `rounds`); answers those left to the next. */
  private async playPass(
    trx: TenantRepositories,
    rounds: readonly GroupRound[],
    pending: readonly number[],
    outcomes: GroupOutcome<RoundValue>[],
    used: Set<string>,
  ): Promise<number[]> {
    const later: number[] = [];
    const accountIds = (indexes: readonly number[]) =>
      [...new Set(indexes.map((i) => rounds[i]!.account.id))].sort((a, b) => a - b);
    const earliest = Math.min(...pending.map((i) => rounds[i]!.now));
    const blocks = await trx.responsibleGaming.playBlocksOf(accountIds(pending), earliest);
    const oneThisPass = new Set<number>();
    const allowed: number[] = [];
    for (const i of pending) {
      const { tenant, account, request } = rounds[i]!;
      if (oneThisPass.has(account.id)) {
        later.push(i);
        continue;
      }
      const accountBlocks = blocks.get(account.id) ?? { excludedUntil: null, timeOutUntil: null, hasLimits: false };
      if (accountBlocks.hasLimits) oneThisPass.add(account.id);
      try {
        await this.responsibleGaming.assertMayBetGiven(tenant, trx, account.id, accountBlocks, request.betMinor);
        allowed.push(i);
      } catch (error) {
        outcomes[i] = { ok: false, error };
      }
    }
    if (allowed.length === 0) return later.sort((a, b) => a - b);

    const seeded = accountIds(allowed);
    const seeds = await this.lockSeeds(trx, seeded, rounds[allowed[0]!]!.now);
    const seedOf = new Map(seeds.map((seed) => [seed.account_id, seed]));
    const book = await trx.wallets.lockForPosts(
      [...new Map(allowed.map((i) => [`${rounds[i]!.account.id}:${rounds[i]!.walletId}`, rounds[i]!])).values()].map(
        (round) => ({ accountId: round.account.id, walletId: round.walletId }),
      ),
    );

    const nextNonce = new Map(seeds.map((seed) => [seed.account_id, seed.next_nonce]));
    const lastNonceTaken = new Set<number>();
    const played: {
      i: number;
      seed: FairnessSeedRow;
      nonce: number;
      record: NewBettingRecord;
      balanceMinor: number;
    }[] = [];
    for (const i of allowed) {
      const { tenant, account, game, walletId, request, hash, now } = rounds[i]!;
      if (lastNonceTaken.has(account.id)) {
        later.push(i);
        continue;
      }
      if (used.has(request.roundId)) {
        outcomes[i] = { ok: false, error: new AppError('round_id_conflict', { roundId: request.roundId }) };
        continue;
      }
      const seed = seedOf.get(account.id);
      if (!seed) throw new Error('no fairness seed in use');
      const nonce = nextNonce.get(account.id)!;
      const random = new FairRandom({
        serverSeed: this.seeds.committed(seed.seed_ref, seed.server_seed_hash),
        clientSeed: seed.client_seed,
        nonce,
      });
      const { outcome, winMinor } =
        request.engine === 'slot'
          ? spinSlot(random, request.betMinor)
          : rollDice(random, request.betMinor, request.targetHundredths, request.direction);
      // The bet and its win posted together (the outcome is drawn first).
      const posts: LedgerPost[] = [
        {
          accountId: account.id,
          walletId,
          amountMinor: -request.betMinor,
          kind: 'bet',
          reference: request.roundId,
          now,
        },
      ];
      if (winMinor > 0)
        posts.push({
          accountId: account.id,
          walletId,
          amountMinor: winMinor,
          kind: 'win',
          reference: request.roundId,
          now,
        });
      let balanceMinor: number;
      try {
        balanceMinor = book.post(posts).at(-1)!;
      } catch (error) {
        outcomes[i] = { ok: false, error };
        continue;
      }
      nextNonce.set(account.id, nonce + 1);
      used.add(request.roundId);
      if (nonce + 1 >= SEED_ROUNDS) lastNonceTaken.add(account.id);
      const detail: RoundDetail = { outcome, fairness: { seedId: seed.id, nonce } };
      played.push({
        i,
        seed,
        nonce,
        balanceMinor,
        record: {
          accountId: account.id,
          walletId,
          roundId: request.roundId,
          source: 'inhouse',
          nodeId: game.node_id,
          vendor: game.vassalage,
          gameType: game.game_type,
          gameName: game.game_name,
          betMinor: request.betMinor,
          winMinor,
          validBetMinor: request.betMinor,
          currency: tenant.config.currency.code,
          status: 'settled',
          placedAt: now,
          settledAt: now,
          requestHash: hash,
          detail,
        },
      });
    }

    const recorded = await trx.bettingRecords.insertRounds(played.map((round) => round.record));
    if (recorded.size < played.length)
      throw new RoundIdsTaken(
        played.filter((round) => !recorded.has(round.record.roundId)).map((r) => r.record.roundId),
      );
    await trx.fairnessSeeds.setNextNonces(
      seeds
        .filter((seed) => nextNonce.get(seed.account_id) !== seed.next_nonce)
        .map((seed) => ({ id: seed.id, nextNonce: nextNonce.get(seed.account_id)! })),
    );
    await book.write();

    for (const { i, seed: used, nonce, record, balanceMinor } of played) {
      // The seed's last round reveals it; its committed successor takes over (with a new one committed).
      let seed: FairnessSeedRow = { ...used, next_nonce: nonce + 1 };
      let next = seed;
      if (nonce + 1 >= SEED_ROUNDS) {
        seed = (await trx.fairnessSeeds.reveal(seed.id, record.placedAt)) ?? seed;
        next = await this.newSeed(trx, record.accountId, seed.client_seed, record.placedAt, seed);
      }
      const detail = record.detail as RoundDetail;
      outcomes[i] = {
        ok: true,
        value: {
          roundId: record.roundId,
          betMinor: record.betMinor,
          winMinor: record.winMinor ?? 0,
          balanceMinor,
          replayed: false,
          placedAt: record.placedAt,
          outcome: detail.outcome,
          fairness: this.roundFairness(seed, nonce),
          nextFairness: commitment(next),
        },
      };
    }
    return later.sort((a, b) => a - b);
  }

  /** A round of the session's account: outcome and fairness inputs (the seed once revealed). */
  async round(repos: TenantRepositories, context: GameSessionContext, roundId: string): Promise<InhouseRoundValue> {
    const record = await repos.bettingRecords.byRoundId(roundId);
    if (!record || record.accountId !== context.account.id || record.source !== 'inhouse')
      throw new AppError('not_found');
    const detail = record.detail as RoundDetail;
    const seed = await repos.fairnessSeeds.byId(detail.fairness.seedId);
    if (!seed) throw new Error(`fairness seed ${detail.fairness.seedId} is missing`);
    return {
      roundId: record.roundId,
      gameName: record.gameName,
      betMinor: record.betMinor,
      winMinor: record.winMinor ?? 0,
      placedAt: record.placedAt,
      outcome: detail.outcome,
      fairness: this.roundFairness(seed, detail.fairness.nonce),
    };
  }

  /**
   * Reveals the seed in use; the successor committed with it (its hash shown before this request)
   * takes over with the player's new client seed, if given, and a new successor is committed (its
   * hash in the answer's `next.nextServerSeedHash`).
   */
  async rotateSeed(
    repos: TenantRepositories,
    context: GameSessionContext,
    clientSeed: string | undefined,
  ): Promise<RotateSeedValue> {
    const now = this.clock.now();
    const accountId = context.account.id;
    return repos.transaction(async (trx) => {
      // Revealing is one UPDATE that locks the seed row: a round of this account waits, then takes
      // a nonce of the new seed. A rotation racing this one may have replaced the seed by the time
      // the UPDATE runs; the next try reveals its successor.
      let revealed: FairnessSeedRow | undefined;
      for (let attempt = 0; !revealed && attempt < 10; attempt++) {
        revealed = await trx.fairnessSeeds.revealActive(accountId, now);
        if (!revealed && !(await trx.fairnessSeeds.active(accountId)))
          await this.newSeed(trx, accountId, newClientSeed(), now);
      }
      if (!revealed) throw new Error('the fairness seed in use could not be revealed');
      const next = await this.newSeed(trx, accountId, clientSeed ?? revealed.client_seed, now, revealed);
      return {
        revealed: {
          serverSeed: this.seeds.seedOf(revealed.seed_ref),
          serverSeedHash: revealed.server_seed_hash,
          clientSeed: revealed.client_seed,
          roundsPlayed: revealed.next_nonce,
        },
        next: commitment(next),
      };
    });
  }

  private async replay(
    repos: TenantRepositories,
    record: BettingRecord,
    accountId: number,
    hash: string,
  ): Promise<RoundValue> {
    if (record.accountId !== accountId || record.requestHash !== hash)
      throw new AppError('round_id_conflict', { roundId: record.roundId });
    const detail = record.detail as RoundDetail;
    const [seed, active] = await Promise.all([
      repos.fairnessSeeds.byId(detail.fairness.seedId),
      repos.fairnessSeeds.active(accountId),
    ]);
    if (!seed) throw new Error(`fairness seed ${detail.fairness.seedId} is missing`);
    return {
      roundId: record.roundId,
      betMinor: record.betMinor,
      winMinor: record.winMinor ?? 0,
      balanceMinor: await this.balanceOf(repos, accountId, record.walletId),
      replayed: true,
      placedAt: record.placedAt,
      outcome: detail.outcome,
      fairness: this.roundFairness(seed, detail.fairness.nonce),
      nextFairness: commitment(active ?? seed),
    };
  }

  /**
   * The accounts' seeds in use, locked. A rotation committing meanwhile leaves the read without the
   * account's seed (its successor is newer than the read); the next try reads it (each try follows
   * another request's commit, so a few suffice). An account without a seed gets one.
   */
  private async lockSeeds(trx: TenantRepositories, accountIds: readonly number[], now: number) {
    for (let attempt = 0; attempt < 10; attempt++) {
      const seeds = await trx.fairnessSeeds.lockActive(accountIds);
      if (seeds.length === accountIds.length) return seeds;
      const locked = new Set(seeds.map((seed) => seed.account_id));
      for (const accountId of accountIds)
        if (!locked.has(accountId) && !(await trx.fairnessSeeds.active(accountId)))
          await this.newSeed(trx, accountId, newClientSeed(), now);
    }
    throw new Error('no fairness seed in use');
  }

  private roundFairness(seed: FairnessSeedRow, nonce: number): RoundValue['fairness'] {
    return {
      serverSeedHash: seed.server_seed_hash,
      clientSeed: seed.client_seed,
      nonce,
      serverSeed: seed.revealed_at === null ? null : this.seeds.seedOf(seed.seed_ref),
    };
  }

  /**
   * Puts a seed in use for the account: the successor `previous` committed (its hash already shown),
   * else a fresh one; and commits the seed to follow it. When another request just did, that one is
   * the seed in use.
   */
  private async newSeed(
    repos: TenantRepositories,
    accountId: number,
    clientSeed: string,
    now: number,
    previous?: FairnessSeedRow,
  ): Promise<FairnessSeedRow> {
    const committed =
      previous?.next_seed_ref && previous.next_seed_hash
        ? { ref: previous.next_seed_ref, hash: previous.next_seed_hash }
        : this.seeds.create();
    this.seeds.committed(committed.ref, committed.hash);
    const following = this.seeds.create();
    const created = await repos.fairnessSeeds.create({
      accountId,
      seedRef: committed.ref,
      serverSeedHash: committed.hash,
      nextSeedRef: following.ref,
      nextSeedHash: following.hash,
      clientSeed,
      now,
    });
    const seed = created ?? (await repos.fairnessSeeds.active(accountId));
    if (!seed) throw new Error('no fairness seed in use');
    return seed;
  }

  /** The portal session a ticket or game session names (none for rows made before migration 0011). */
  private async portalSessionOf(repos: TenantRepositories, sessionId: number | null): Promise<SessionRow | undefined> {
    return sessionId === null ? undefined : repos.sessions.findById(sessionId);
  }

  private async balanceOf(repos: TenantRepositories, accountId: number, walletId: number): Promise<number> {
    const wallets = await repos.wallets.balances(accountId);
    return wallets.find((w) => w.walletId === walletId)?.balanceMinor ?? 0;
  }

  private gameOf(game: GameRow, engine: InhouseEngine): InhouseSessionValue['game'] {
    return {
      nodeId: game.node_id,
      gameName: game.game_name,
      vendor: game.vassalage,
      gameType: game.game_type,
      engine,
      ...betLimits(game),
    };
  }
}
