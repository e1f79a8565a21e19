// The in-house slot as a pure function: five uniform reel stops from a random source, the window
// they show, each payline paid left to right (a wild stands for any symbol), and the win in minor
// units. The stake is spread over the paylines, so a spin's win is bet × (Σ line pays) ÷ lines,
// rounded down to the minor unit.
import type { SlotOutcome, SlotPaytable } from '@portal/contracts';
import type { RandomSource } from '../fairness';
import { PAYLINES, REELS, ROWS, STATED_RTP_PERCENT, STRIPS, SYMBOLS, type SlotSymbol } from './reels';

const BY_ID = new Map(SYMBOLS.map((s) => [s.id, s]));
const WILD = SYMBOLS.find((s) => s.wild)!;

function symbol(id: string): SlotSymbol {
  const found = BY_ID.get(id);
  if (!found) throw new Error(`unknown slot symbol ${id}`);
  return found;
}

/** The pay of one line (in line bets) and what paid it, for the five symbols it crosses. */
export function linePay(ids: readonly string[]): { multiplier: number; symbol: string; count: number } {
  let wilds = 0;
  while (wilds < ids.length && symbol(ids[wilds]!).wild) wilds++;
  let best = { multiplier: wilds >= 3 ? WILD.pays[wilds - 3]! : 0, symbol: WILD.id, count: wilds };
  if (wilds === ids.length) return best;
  const first = symbol(ids[wilds]!);
  let count = wilds;
  while (count < ids.length && (ids[count] === first.id || symbol(ids[count]!).wild)) count++;
  if (count >= 3 && first.pays[count - 3]! > best.multiplier)
    best = { multiplier: first.pays[count - 3]!, symbol: first.id, count };
  return best.multiplier > 0 ? best : { multiplier: 0, symbol: '', count: 0 };
}

/** The visible window: for each reel, the symbols at the stop and the rows below it (wrapping). */
export function windowAt(stops: readonly number[]): string[][] {
  return stops.map((stop, reel) => {
    const strip = STRIPS[reel]!;
    return Array.from({ length: ROWS }, (_, row) => strip[(stop + row) % strip.length]!);
  });
}

export function spinSlot(random: RandomSource, betMinor: number): { outcome: SlotOutcome; winMinor: number } {
  const stops = STRIPS.map((strip) => random.int(strip.length));
  const reels = windowAt(stops);
  const lineWins: SlotOutcome['lineWins'] = [];
  let totalLinePays = 0;
  PAYLINES.forEach((rows, index) => {
    const pay = linePay(rows.map((row, reel) => reels[reel]![row]!));
    if (pay.multiplier > 0) {
      lineWins.push({ line: index + 1, symbol: pay.symbol, count: pay.count, multiplier: pay.multiplier });
      totalLinePays += pay.multiplier;
    }
  });
  const winMinor = Math.floor((betMinor * totalLinePays) / PAYLINES.length);
  return { outcome: { engine: 'slot', reels, stops, lineWins }, winMinor };
}

/**
 * The exact RTP as a fraction, by enumerating every combination of symbols on one payline weighted
 * by how often each strip holds them. Every payline crosses one row of each reel, the reels stop
 * independently and uniformly, so each line sees the same distribution; with the stake spread
 * evenly over the lines, the spin's RTP is one line's expected pay in line bets.
 */
export function enumerateSlotRtp(): { numerator: number; denominator: number } {
  const counts = STRIPS.map((strip) => {
    const byId = new Map<string, number>();
    for (const id of strip) byId.set(id, (byId.get(id) ?? 0) + 1);
    return [...byId];
  });
  let numerator = 0;
  const walk = (reel: number, ids: string[], weight: number) => {
    if (reel === REELS) {
      numerator += weight * linePay(ids).multiplier;
      return;
    }
    for (const [id, count] of counts[reel]!) walk(reel + 1, [...ids, id], weight * count);
  };
  walk(0, [], 1);
  const denominator = STRIPS.reduce((product, strip) => product * strip.length, 1);
  return { numerator, denominator };
}

/** The rules the game page shows (and the contract carries). */
export function slotPaytable(): SlotPaytable {
  return {
    reels: REELS,
    rows: ROWS,
    paylines: PAYLINES.map((line) => [...line]),
    symbols: SYMBOLS.map((s) => ({ symbol: s.id, label: s.label, pays: [...s.pays], wild: s.wild })),
    rtpPercent: STATED_RTP_PERCENT,
  };
}
