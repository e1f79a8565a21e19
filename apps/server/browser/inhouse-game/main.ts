// The in-house game page's script, served as /inhouse/game.js (the page's CSP allows no inline
// script; src/routes/inhouse/game-script.ts bundles this folder into that one file). It redeems
// the launch ticket for a game session, shows the game (slot or dice), and plays rounds, each with
// a fresh round id (api.ts sends a call that failed on the network once more, with the same id).
import type { InhouseSessionValue, RoundValue, StartInhouseSessionRequest } from '@portal/contracts';
import { CallError, callPlatform, type Connection } from './api';
import { diceChoice, showOdds, showRoll } from './dice-view';
import { showCommitment, showRotation } from './fairness-view';
import { button, element, input, setText, showStatus } from './page';
import { newRoundId } from './round-id';
import { renderPaytable, renderReels, restingReels } from './slot-view';
import { fill, formatMoney, intlLocale, isTextLanguage, textsFor } from './texts';

/** The page's language (data-language): a code of ours, or empty for "the member's". */
const pageLanguage = document.body.getAttribute('data-language') ?? '';
let texts = textsFor(pageLanguage || 'EN');
const connection: Connection = {
  merchant: document.body.getAttribute('data-merchant') ?? '',
  language: pageLanguage || 'EN',
  token: null,
  networkMessage: () => texts.network,
};
/** The game session, once the ticket is redeemed. */
let session: InhouseSessionValue | null = null;
/** A round is in flight. */
let busy = false;

function money(minor: number, currency: string): string {
  return formatMoney(minor, currency, connection.language);
}

function showFailure(error: unknown): void {
  showStatus(error instanceof Error ? error.message : String(error), true);
}

/** The page's labelled elements (by id) and the text each shows; the page renders them empty. */
const LABELS = {
  'balance-label': 'balance',
  'win-label': 'win',
  'bet-label': 'bet',
  'target-label': 'target',
  'direction-label': 'direction',
  'under-label': 'under',
  'over-label': 'over',
  'fairness-label': 'fairness',
  'hash-label': 'hash',
  'client-seed-label': 'clientSeed',
  'nonce-label': 'nonce',
  rotate: 'rotate',
  'rules-label': 'rules',
} as const satisfies Record<string, keyof typeof texts>;

/** The labels in the current language. */
function applyTexts(): void {
  document.documentElement.lang = intlLocale(connection.language).toLowerCase();
  for (const [id, key] of Object.entries(LABELS)) setText(id, texts[key]);
}

/** The return to player and the bet limits; for the slot also its paytable. */
function showRules(game: InhouseSessionValue): void {
  const container = element('rules-body');
  container.textContent = '';
  const summary = document.createElement('p');
  const rtp = game.slot ? game.slot.rtpPercent : game.dice?.rtpPercent;
  const limits = { min: money(game.game.minBetMinor, game.currency), max: money(game.game.maxBetMinor, game.currency) };
  summary.textContent = `${texts.rtp}: ${rtp} % · ${fill(texts.limits, limits)}`;
  container.appendChild(summary);
  if (game.slot) renderPaytable(container, game.slot, texts);
}

function showGame(game: InhouseSessionValue): void {
  session = game;
  connection.token = game.gameSessionToken;
  connection.language = game.language;
  texts = textsFor(game.language);
  applyTexts();
  document.title = game.game.gameName;
  setText('game-name', game.game.gameName);
  setText('balance', money(game.balanceMinor, game.currency));
  setText('win', money(0, game.currency));
  const bet = input('bet');
  bet.min = (game.game.minBetMinor / 100).toFixed(2);
  bet.max = (game.game.maxBetMinor / 100).toFixed(2);
  bet.value = (game.game.minBetMinor / 100).toFixed(2);
  bet.disabled = false;
  const isSlot = game.game.engine === 'slot';
  element('reels').hidden = !isSlot;
  element('dice').hidden = isSlot;
  element('dice-controls').hidden = isSlot;
  setText('play', isSlot ? texts.spin : texts.roll);
  if (isSlot && game.slot) renderReels(restingReels(game.slot), [], game.slot, texts);
  else if (!isSlot && game.dice) showOdds(game.dice, texts);
  showCommitment(game.fairness);
  showRules(game);
  button('play').disabled = false;
  button('rotate').disabled = false;
  showStatus('');
}

function showRound(game: InhouseSessionValue, round: RoundValue): void {
  setText('balance', money(round.balanceMinor, game.currency));
  setText('win', money(round.winMinor, game.currency));
  if (round.outcome.engine === 'slot') {
    if (game.slot) renderReels(round.outcome.reels, round.outcome.lineWins, game.slot, texts);
  } else {
    showRoll(round.outcome, texts);
  }
  showCommitment(round.nextFairness);
  showStatus(round.winMinor > 0 ? `${texts.won} ${money(round.winMinor, game.currency)}` : texts.noWin);
}

async function play(): Promise<void> {
  if (busy || !session) return;
  const game = session;
  const bet = { roundId: newRoundId(), betMinor: Math.round(parseFloat(input('bet').value) * 100) };
  const dice = game.game.engine === 'dice' ? diceChoice() : null;
  busy = true;
  button('play').disabled = true;
  showStatus('');
  try {
    const round = dice
      ? await callPlatform(connection, 'rollInhouseDice', { ...bet, ...dice })
      : await callPlatform(connection, 'spinInhouseSlot', bet);
    showRound(game, round);
  } catch (error) {
    showFailure(error);
    if (error instanceof CallError && error.code === 'game_session_expired') connection.token = null;
  } finally {
    busy = false;
    button('play').disabled = !connection.token;
  }
}

/** Reveals the current server seed (anyone can now recompute its rounds) and commits to a new one. */
async function rotate(): Promise<void> {
  button('rotate').disabled = true;
  try {
    showRotation(await callPlatform(connection, 'rotateInhouseSeed', {}), texts);
  } catch (error) {
    showFailure(error);
  } finally {
    button('rotate').disabled = !connection.token;
  }
}

async function start(): Promise<void> {
  applyTexts();
  showStatus(texts.loading);
  const params = new URLSearchParams(location.search);
  const ticket = params.get('ticket');
  // The ticket is single use: drop it from the address so it is not kept or shared.
  if (ticket) {
    params.delete('ticket');
    history.replaceState(null, '', location.pathname + (params.toString() ? `?${params}` : ''));
  }
  if (!ticket) {
    showStatus(texts.noTicket, true);
    element('game').setAttribute('aria-busy', 'false');
    return;
  }
  const request: StartInhouseSessionRequest = { ticket };
  if (isTextLanguage(pageLanguage)) request.language = pageLanguage;
  try {
    showGame(await callPlatform(connection, 'startInhouseSession', request));
  } catch (error) {
    showFailure(error);
  } finally {
    element('game').setAttribute('aria-busy', 'false');
  }
}

function refreshOdds(): void {
  if (session?.dice) showOdds(session.dice, texts);
}

button('play').addEventListener('click', () => void play());
button('rotate').addEventListener('click', () => void rotate());
input('target').addEventListener('input', refreshOdds);
for (const radio of document.querySelectorAll<HTMLInputElement>('input[name=direction]'))
  radio.addEventListener('change', refreshOdds);
void start();
