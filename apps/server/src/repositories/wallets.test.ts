// The ledger's kinds are a type: `tsc` (the typecheck) fails if a post with a kind nobody named
// compiles, because the @ts-expect-error lines below would then be unused.
import { TRANSACTION_KINDS } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { PLATFORM_LEDGER_KINDS, type LedgerKind, type WalletsRepository } from './wallets';

describe('ledger kinds', () => {
  it("are the contract's transaction kinds and the platform's own", () => {
    const kinds: readonly LedgerKind[] = [...TRANSACTION_KINDS, ...PLATFORM_LEDGER_KINDS];
    expect(new Set(kinds).size).toBe(TRANSACTION_KINDS.length + PLATFORM_LEDGER_KINDS.length);
  });

  it('refuse, at compile time, a post of a kind nobody named', () => {
    const posts = (wallets: WalletsRepository, someString: string) => [
      wallets.post({
        accountId: 1,
        walletId: 1,
        amountMinor: 100,
        // @ts-expect-error 'jackpot' is no ledger kind: name it in the contract or in PLATFORM_LEDGER_KINDS first
        kind: 'jackpot',
        reference: null,
        now: 0,
      }),
      // @ts-expect-error nor is any string
      wallets.postCredits([{ accountId: 1, walletId: 1, amountMinor: 100, kind: someString, reference: null, now: 0 }]),
      wallets.post({ accountId: 1, walletId: 1, amountMinor: 100, kind: 'lottery_win', reference: 'r', now: 0 }),
    ];
    // Never called: the point is what compiles.
    expect(posts).toBeTypeOf('function');
  });
});
