// A limit row's rules, without I/O: what is in force at a moment (a pending raise whose cooling-off
// has ended is), and what a new value does — lower (or a first limit) at once, higher or removed
// after the cooling-off, replacing any pending change.
import type { RgLimitRow } from '../../repositories/responsible-gaming';

export interface LimitState {
  amountMinor: number | null;
  pending: { amountMinor: number | null; effectiveAt: number } | null;
}

export const NO_LIMIT: LimitState = { amountMinor: null, pending: null };

export function limitStateAt(row: RgLimitRow | undefined, now: number): LimitState {
  if (!row) return NO_LIMIT;
  if (row.pending_effective_at === null) return { amountMinor: row.amount_minor, pending: null };
  if (now >= row.pending_effective_at) return { amountMinor: row.pending_amount_minor, pending: null };
  return {
    amountMinor: row.amount_minor,
    pending: { amountMinor: row.pending_amount_minor, effectiveAt: row.pending_effective_at },
  };
}

/** Whether `next` loosens `current`: a higher amount, or no limit where there is one. */
function loosens(current: number | null, next: number | null): boolean {
  if (current === null) return false;
  return next === null || next > current;
}

/** The state after the member asks for `next` at `now`. */
export function limitAfter(state: LimitState, next: number | null, now: number, coolingOffMs: number): LimitState {
  if (loosens(state.amountMinor, next))
    return { amountMinor: state.amountMinor, pending: { amountMinor: next, effectiveAt: now + coolingOffMs } };
  // Tighter, the same, or a first limit: at once, and a pending raise is dropped.
  return { amountMinor: next, pending: null };
}
