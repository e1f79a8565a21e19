// The dice: the target and direction the player chose, the chance and payout they give, the roll.
import type { DiceOdds, DiceRollRequest, DiceOutcome } from '@portal/contracts';
import { input, setText } from './page';
import type { Texts } from './texts';

export type DiceChoice = Pick<DiceRollRequest, 'targetHundredths' | 'direction'>;

/** The target (in hundredths: 49.50 → 4950) and the checked direction. */
export function diceChoice(): DiceChoice {
  const targetHundredths = Math.round(parseFloat(input('target').value) * 100);
  const checked = document.querySelector<HTMLInputElement>('input[name=direction]:checked');
  return { targetHundredths, direction: checked?.value === 'over' ? 'over' : 'under' };
}

/** The chance of the choice and its payout multiplier, (100 − house edge) ÷ chance; nothing for a choice that cannot win. */
export function showOdds(odds: DiceOdds, texts: Texts): void {
  const { targetHundredths, direction } = diceChoice();
  const wins = direction === 'under' ? targetHundredths : 9999 - targetHundredths;
  if (!(wins > 0)) {
    setText('odds', '');
    return;
  }
  const chance = wins / 100;
  const multiplier = (100 - odds.houseEdgePercent) / chance;
  setText('odds', `${texts.chance} ${chance.toFixed(2)} % · ${texts.payout} ×${multiplier.toFixed(4)}`);
}

export function showRoll(outcome: DiceOutcome, texts: Texts): void {
  setText('dice', `${texts.rolled} ${(outcome.rollHundredths / 100).toFixed(2)}`);
}
