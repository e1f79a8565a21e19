// Lottery rows → the wire: a game with its play types, an issue, a result, a bet. Pure functions.
import type { LotteryBet, LotteryGame, LotteryIssue, LotteryPrizeMode, LotteryResult } from '@portal/contracts';
import type { LotteryGameRow, LotteryIssueRow } from '../../db/schema';
import type { BettingRecord } from '../../repositories/betting-records';
import { PLAY_TYPES, SUM_RANGES, selectionPattern, type PlayTypeRule } from '../../games/lottery/bets';
import { vnPrizes, type LotteryKind } from '../../games/lottery/draws';
import { currentSlot, type DrawSchedule } from '../../games/lottery/schedule';

/** What a lottery bet's betting record keeps in its detail. */
export interface LotteryBetDetail {
  gameCode: string;
  issueNumber: string;
  playType: string;
  selection: string;
  oddsMilli: number;
  /** Set when it is settled as a win (a lost bet has 0). */
  hits?: number;
}

/** The vendor code lottery bets carry in the betting records. */
export const LOTTERY_VENDOR = 'LOTTERY';

const LISTED_SELECTIONS: Record<string, readonly string[]> = {
  BIG_SMALL: ['BIG', 'SMALL'],
  ODD_EVEN: ['ODD', 'EVEN'],
  SUM_RANGE: SUM_RANGES,
};

export function kindOf(game: Pick<LotteryGameRow, 'kind'>): LotteryKind {
  if (game.kind !== 'fast5' && game.kind !== 'vn') throw new Error(`unknown lottery kind ${game.kind}`);
  return game.kind;
}

export function playTypesOf(game: Pick<LotteryGameRow, 'play_types_json'>): PlayTypeRule[] {
  return JSON.parse(game.play_types_json) as PlayTypeRule[];
}

export function scheduleOf(
  game: Pick<LotteryGameRow, 'interval_seconds' | 'offset_seconds' | 'close_seconds'>,
): DrawSchedule {
  return {
    intervalSeconds: game.interval_seconds,
    offsetSeconds: game.offset_seconds,
    closeSeconds: game.close_seconds,
  };
}

/** The betting records' node id of a lottery game (its bets list under it in the member centre). */
export function lotteryNodeId(gameCode: string): string {
  return `lottery:${gameCode}`;
}

export function lotteryGameType(game: Pick<LotteryGameRow, 'kind'>): string {
  return game.kind === 'vn' ? 'LOTT' : 'ELOTT';
}

export function gameView(game: LotteryGameRow, now: number): LotteryGame {
  const kind = kindOf(game);
  return {
    gameCode: game.game_code,
    gameName: game.game_name,
    kind,
    prizeMode: game.prize_mode as LotteryPrizeMode,
    gameGroupCode: game.group_code,
    labelName: game.group_label,
    lottoArea: game.lotto_area,
    drawIntervalSeconds: game.interval_seconds,
    closeSecondsBeforeDraw: game.close_seconds,
    nextDrawAt: currentSlot(scheduleOf(game), now).drawAt,
    playTypes: playTypesOf(game)
      .filter((rule) => PLAY_TYPES[kind].includes(rule.playType))
      .map((rule) => ({
        playType: rule.playType,
        odds: rule.oddsBySelection ? null : rule.oddsMilli / 1000,
        oddsBySelection: rule.oddsBySelection
          ? Object.fromEntries(Object.entries(rule.oddsBySelection).map(([s, odds]) => [s, odds / 1000]))
          : null,
        selectionPattern: selectionPattern(rule.playType),
        selections: LISTED_SELECTIONS[rule.playType] ? [...LISTED_SELECTIONS[rule.playType]!] : null,
        minBetMinor: rule.minBetMinor,
        maxBetMinor: rule.maxBetMinor,
        paysPerHit: rule.playType === 'LO2' || rule.playType === 'LO3',
      })),
  };
}

export function issueView(issue: LotteryIssueRow, now: number): LotteryIssue {
  const status = issue.status !== 'open' ? 'drawn' : now < issue.closes_at ? 'open' : 'closed';
  return {
    gameCode: issue.game_code,
    issueNumber: issue.issue_number,
    opensAt: issue.opens_at,
    closesAt: issue.closes_at,
    drawAt: issue.draw_at,
    seedHash: issue.seed_hash,
    status,
  };
}

/** A drawn issue's result with its revealed seed (derived from the row's reference); never on an issue still open. */
export function resultView(issue: LotteryIssueRow, kind: LotteryKind, serverSeed: string): LotteryResult {
  if (issue.status === 'open' || !issue.numbers_json) throw new Error(`issue ${issue.issue_number} is not drawn`);
  const numbers = JSON.parse(issue.numbers_json) as string[];
  return {
    gameCode: issue.game_code,
    issueNumber: issue.issue_number,
    drawAt: issue.draw_at,
    drawnAt: issue.drawn_at ?? 0,
    numbers,
    prizes: kind === 'vn' ? vnPrizes(numbers) : null,
    sum: kind === 'fast5' ? numbers.reduce((s, d) => s + Number(d), 0) : null,
    seedHash: issue.seed_hash,
    serverSeed,
    settled: issue.status === 'settled',
  };
}

export function betView(record: BettingRecord): LotteryBet {
  const detail = record.detail as LotteryBetDetail;
  return {
    betId: record.roundId,
    gameCode: detail.gameCode,
    issueNumber: detail.issueNumber,
    playType: detail.playType,
    selection: detail.selection,
    amountMinor: record.betMinor,
    odds: detail.oddsMilli / 1000,
    status: record.status,
    hits: record.status === 'settled' ? (detail.hits ?? 0) : null,
    winMinor: record.winMinor,
    placedAt: record.placedAt,
    settledAt: record.settledAt,
  };
}
