// The slot: its reels (a column of symbols per reel, the winning lines' cells outlined), the
// symbols' glyphs and names, and its paytable in the rules.
import type { SlotOutcome, SlotPaytable } from '@portal/contracts';
import { element } from './page';
import type { Texts } from './texts';

/** Glyphs every system font has (no emoji font needed). */
const GLYPHS: Readonly<Record<string, string>> = { W: '★', '7': '7', B: '♦', R: 'BAR', G: '♥', L: '♣', C: '♠' };

function glyphOf(symbol: string): string {
  return GLYPHS[symbol] ?? symbol;
}

/** A symbol's name in the texts' language, else the paytable's label, else its id. */
function nameOf(symbol: string, paytable: SlotPaytable, texts: Texts): string {
  const names: Readonly<Record<string, string>> = texts.symbols;
  return names[symbol] || (paytable.symbols.find((entry) => entry.symbol === symbol)?.label ?? symbol);
}

/** Shows the visible window (`reels[reel][row]`), outlining the cells of the winning lines. */
export function renderReels(
  reels: SlotOutcome['reels'],
  lineWins: SlotOutcome['lineWins'],
  paytable: SlotPaytable,
  texts: Texts,
): void {
  const winning = new Set<string>();
  for (const win of lineWins) {
    const rows = paytable.paylines[win.line - 1] ?? [];
    rows.slice(0, win.count).forEach((row, reel) => winning.add(`${reel}:${row}`));
  }
  const list = element('reels');
  list.textContent = '';
  reels.forEach((column, reel) => {
    const item = document.createElement('li');
    item.className = 'reel';
    const names = column.map((symbol) => nameOf(symbol, paytable, texts));
    item.setAttribute('aria-label', `${texts.reel} ${reel + 1}: ${names.join(', ')}`);
    column.forEach((symbol, row) => {
      const cell = document.createElement('span');
      cell.className = `cell sym-${symbol === '7' ? 'seven' : symbol}${winning.has(`${reel}:${row}`) ? ' win' : ''}`;
      cell.setAttribute('aria-hidden', 'true');
      cell.textContent = glyphOf(symbol);
      item.appendChild(cell);
    });
    list.appendChild(item);
  });
}

/** The window shown before the first spin: the paytable's symbols in order, one per reel in the middle row. */
export function restingReels(paytable: SlotPaytable): SlotOutcome['reels'] {
  const symbols = paytable.symbols.map((entry) => entry.symbol);
  const at = (index: number) => symbols[index % symbols.length] ?? '';
  return symbols.slice(0, 5).map((symbol, reel) => [at(reel + symbols.length - 1), symbol, at(reel + 1)]);
}

/** The slot's part of the rules: how lines pay, and each symbol's pays for 3, 4 and 5 of a kind. */
export function renderPaytable(container: HTMLElement, paytable: SlotPaytable, texts: Texts): void {
  const note = document.createElement('p');
  note.textContent = texts.lines;
  container.appendChild(note);
  const table = document.createElement('table');
  for (const entry of paytable.symbols) {
    const row = table.insertRow();
    const head = document.createElement('th');
    head.scope = 'row';
    head.textContent = `${glyphOf(entry.symbol)} ${nameOf(entry.symbol, paytable, texts)}`;
    row.appendChild(head);
    entry.pays.forEach((pay, index) => {
      row.insertCell().textContent = `${index + 3}× → ${pay}`;
    });
  }
  container.appendChild(table);
}
