// The chosen game's live state: its issue taking bets (polled: fast around the close and until the
// previous issue is drawn and settled, slowly otherwise), the countdown on the server's clock, and what to do
// when the issue changes or a result arrives — a result refetches the member's bets and the
// balance (settlement pays on the ledger), without reloading the page.
import { portalApi, useGetLotteryIssueQuery } from '@portal/api';
import type { CurrentIssueValue } from '@portal/contracts';
import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { useCountdownPhase, type CountdownPhase } from '../issue/use-countdown';

const FAST_POLL_MS = 2000;
const SLOW_POLL_MS = 30_000;

export interface LotteryGameState {
  data: CurrentIssueValue | undefined;
  isLoading: boolean;
  isError: boolean;
  refetch: () => void;
  /** Open, near the close or closed: follows the phase, not the clock (the visible countdown ticks on its own, LiveCountdown). */
  phase: CountdownPhase;
  /** The previous issue closed and is not drawn yet. */
  awaitingDraw: boolean;
}

export function useLotteryGame(
  gameCode: string | null,
  onIssueChange?: (issueNumber: string) => void,
): LotteryGameState {
  const dispatch = useDispatch();
  const query = useGetLotteryIssueQuery({ gameCode: gameCode ?? '' }, { skip: !gameCode });
  const data = gameCode && query.data?.game.gameCode === gameCode ? query.data : undefined;
  const phase = useCountdownPhase(data?.issue.closesAt ?? null, data?.serverTime ?? null);
  const awaitingDraw = Boolean(data?.lastResult && data.lastResult.drawAt < data.issue.opensAt);
  // Fast around the close, until the previous issue is drawn, and until its draw is settled (the
  // settlement, which pays the bets, follows the draw).
  const fast = Boolean(data) && (phase.soon || awaitingDraw || data?.lastResult?.settled === false);
  const { refetch } = query;

  useEffect(() => {
    if (!gameCode) return;
    const timer = setInterval(() => void refetch(), fast ? FAST_POLL_MS : SLOW_POLL_MS);
    return () => clearInterval(timer);
  }, [gameCode, fast, refetch]);

  // At the close, ask at once for the next issue.
  useEffect(() => {
    if (phase.closed && gameCode) void refetch();
  }, [phase.closed, gameCode, refetch]);

  const issueNumber = data?.issue.issueNumber;
  const seenIssue = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!issueNumber) return;
    if (seenIssue.current && seenIssue.current !== issueNumber) onIssueChange?.(issueNumber);
    seenIssue.current = issueNumber;
  }, [issueNumber]); // eslint-disable-line react-hooks/exhaustive-deps

  const resultNumber = data?.lastResult?.issueNumber;
  const settled = data?.lastResult?.settled;
  const seenResult = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!resultNumber) return;
    const key = `${resultNumber}:${String(settled)}`;
    if (seenResult.current && seenResult.current !== key)
      dispatch(portalApi.util.invalidateTags(['Balance', 'LotteryBets']));
    seenResult.current = key;
  }, [resultNumber, settled, dispatch]);

  return {
    data,
    isLoading: query.isLoading,
    isError: query.isError && !data,
    refetch: () => void refetch(),
    phase,
    awaitingDraw,
  };
}
