// The account record's kinds: every ledger `kind` written anywhere, as the member sees it. The
// contract's TRANSACTION_KINDS are ledger kinds of the same name (the ledger's LedgerKind type is
// built from them, repositories/wallets.ts); the ledger's other kinds — the demo seed, a trial
// account's play money, a development credit (PLATFORM_LEDGER_KINDS), and any kind a later release
// writes before it gets a name here — read as `adjustment`, so a new kind never breaks the page.
import { TRANSACTION_KINDS, type TransactionKind } from '@portal/contracts';
import type { LedgerKindFilter } from '../../repositories/member-records';
import { PLATFORM_LEDGER_KINDS, type LedgerKind } from '../../repositories/wallets';

/** Ledger kinds that have a name of their own on the page (all but adjustment). */
const NAMED_KINDS: readonly string[] = TRANSACTION_KINDS.filter((kind) => kind !== 'adjustment');
const NAMED = new Set(NAMED_KINDS);

/** Kinds the platform writes that read as adjustments (listed so a reader sees where they go). */
export const ADJUSTMENT_KINDS = ['adjustment', ...PLATFORM_LEDGER_KINDS] as const;

export function transactionKindOf(ledgerKind: string): TransactionKind {
  return NAMED.has(ledgerKind) ? (ledgerKind as TransactionKind) : 'adjustment';
}

/** The ledger rows a kind filter of the page takes. */
export function ledgerKindsOf(kind: TransactionKind): LedgerKindFilter {
  return kind === 'adjustment' ? { except: NAMED_KINDS } : { only: [kind] };
}

/** Money in and out of the member's account, for the profit page (withdrawals: held, less released). */
export const DEPOSIT_KINDS = ['deposit'] as const satisfies readonly LedgerKind[];
export const WITHDRAWAL_KINDS = ['withdrawal_hold', 'withdrawal_release'] as const satisfies readonly LedgerKind[];
/** Credits the member did not pay for: bonuses, claimed rewards, promotion rewards, raffle prizes, mission rewards. */
export const BONUS_KINDS = [
  'bonus',
  'reward',
  'promotion_bonus',
  'raffle_prize',
  'mission_reward',
] as const satisfies readonly LedgerKind[];
