// The draws of the lottery formats, from a committed seed. An issue's numbers are the first
// integers of FairRandom(serverSeed, clientSeed = `<gameCode>:<issueNumber>`, nonce 0): the seed
// is made (node:crypto) and its SHA-256 published when the issue opens, revealed with the result,
// so anyone can recompute the numbers (see `drawNumbers` and the README's recipe).
import { FairRandom, type RandomSource } from '../fairness';

export const LOTTERY_KINDS = ['fast5', 'vn'] as const;
export type LotteryKind = (typeof LOTTERY_KINDS)[number];

/**
 * The Vietnamese regional (southern) prize table, in the order drawn and shown: the eighth prize
 * (2 digits) up to the special prize (6 digits). 18 numbers in all.
 */
export const VN_PRIZE_TABLE: readonly { prize: string; count: number; digits: number }[] = [
  { prize: 'G8', count: 1, digits: 2 },
  { prize: 'G7', count: 1, digits: 3 },
  { prize: 'G6', count: 3, digits: 4 },
  { prize: 'G5', count: 1, digits: 4 },
  { prize: 'G4', count: 7, digits: 5 },
  { prize: 'G3', count: 2, digits: 5 },
  { prize: 'G2', count: 1, digits: 5 },
  { prize: 'G1', count: 1, digits: 5 },
  { prize: 'DB', count: 1, digits: 6 },
];
export const VN_NUMBER_COUNT = VN_PRIZE_TABLE.reduce((n, p) => n + p.count, 0);

/** A fast e-lottery draw: five digits, each 0–9. */
export const FAST5_DIGITS = 5;

/** The random source of one issue (deterministic from the revealed seed). */
export function issueRandom(serverSeed: string, gameCode: string, issueNumber: string): FairRandom {
  return new FairRandom({ serverSeed, clientSeed: `${gameCode}:${issueNumber}`, nonce: 0 });
}

/** The numbers of a draw as strings (leading zeros kept): fast5 → 5 digits; vn → 18 numbers in prize-table order. */
export function drawNumbers(kind: LotteryKind, random: RandomSource): string[] {
  if (kind === 'fast5') return Array.from({ length: FAST5_DIGITS }, () => String(random.int(10)));
  const numbers: string[] = [];
  for (const row of VN_PRIZE_TABLE) {
    for (let i = 0; i < row.count; i++) numbers.push(String(random.int(10 ** row.digits)).padStart(row.digits, '0'));
  }
  return numbers;
}

/** The VN numbers grouped by prize (the wire's prize table). */
export function vnPrizes(numbers: readonly string[]): { prize: string; numbers: string[] }[] {
  let at = 0;
  return VN_PRIZE_TABLE.map((row) => {
    const slice = numbers.slice(at, at + row.count);
    at += row.count;
    return { prize: row.prize, numbers: slice };
  });
}

/** Recomputes a draw from its revealed seed (what a player does to verify it). */
export function recomputeDraw(kind: LotteryKind, serverSeed: string, gameCode: string, issueNumber: string): string[] {
  return drawNumbers(kind, issueRandom(serverSeed, gameCode, issueNumber));
}
