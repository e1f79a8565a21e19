// The bet slip as data: the picked bets (play type + selection, each once) and one stake per bet,
// with the total and the balance it leaves. Pure, so the maths is tested without a screen.
export interface SlipBet {
  playType: string;
  selection: string;
}

export interface Slip {
  bets: readonly SlipBet[];
  /** Stake per bet, in minor units. */
  amountMinor: number;
}

export const emptySlip = (amountMinor: number): Slip => ({ bets: [], amountMinor });

export const sameBet = (a: SlipBet, b: SlipBet) => a.playType === b.playType && a.selection === b.selection;

/** Adds a bet, or removes it when it is already on the slip (a board button toggles). */
export function toggleBet(slip: Slip, bet: SlipBet): Slip {
  return slip.bets.some((each) => sameBet(each, bet)) ? removeBet(slip, bet) : { ...slip, bets: [...slip.bets, bet] };
}

export function removeBet(slip: Slip, bet: SlipBet): Slip {
  return { ...slip, bets: slip.bets.filter((each) => !sameBet(each, bet)) };
}

export function slipTotalMinor(slip: Slip): number {
  return slip.bets.length * slip.amountMinor;
}

/** The balance left after the slip, in minor units; null when the balance is unknown. */
export function balanceLeftMinor(slip: Slip, balanceMinor: number | null): number | null {
  return balanceMinor === null ? null : balanceMinor - slipTotalMinor(slip);
}

/** A stable key of the slip's content: a retry of the same slip reuses its request id. */
export function slipKey(gameCode: string, issueNumber: string, slip: Slip): string {
  return JSON.stringify([
    gameCode,
    issueNumber,
    slip.amountMinor,
    slip.bets.map((bet) => [bet.playType, bet.selection]),
  ]);
}
