// How a play type and a selection read on the board, the slip and the bets list.
import type { TFunction } from '@portal/i18n';

const WORDS = new Set(['BIG', 'SMALL', 'ODD', 'EVEN']);

export function playTypeLabel(t: TFunction, playType: string): string {
  return t(`lottery:board.playType.${playType}`, { defaultValue: playType });
}

export function selectionLabel(t: TFunction, playType: string, selection: string): string {
  if (WORDS.has(selection)) return t(`lottery:board.selection.${selection}`);
  const position = /^([1-5])-(\d)$/.exec(selection);
  if (playType === 'POSITION' && position)
    return t('lottery:board.digit', { position: position[1], digit: position[2] });
  return selection;
}

export function betLabel(t: TFunction, playType: string, selection: string): string {
  return t('lottery:slip.bet', {
    playType: playTypeLabel(t, playType),
    selection: selectionLabel(t, playType, selection),
  });
}

/** How many digits a typed number has (LO2/DE2: 2, LO3/DE3: 3), read from the selection grammar. */
export function digitsOf(selectionPattern: string, playType: string): number {
  const counted = /\\d\{(\d+)\}/.exec(selectionPattern) ?? /(\d)$/.exec(playType);
  return counted ? Number(counted[1]) : 2;
}

export function matchesPattern(selectionPattern: string, selection: string): boolean {
  try {
    return new RegExp(`^(?:${selectionPattern})$`).test(selection);
  } catch {
    return /^\d+$/.test(selection);
  }
}
