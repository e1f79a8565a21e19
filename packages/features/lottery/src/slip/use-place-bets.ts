// Placing the slip: one requestId per slip content. A double click, or a retry after a lost answer,
// sends the same id, so the platform answers the bets it already took (`replayed`) instead of
// betting twice; a changed slip (or a new issue) gets a new id. The id is dropped after a success.
import { usePlaceLotteryBetsMutation } from '@portal/api';
import type { PlaceLotteryBetsValue } from '@portal/contracts';
import { useCallback, useRef } from 'react';
import { slipKey, type Slip } from './slip';

export interface PlaceBets {
  place: (
    gameCode: string,
    issueNumber: string,
    slip: Slip,
  ) => Promise<{ value: PlaceLotteryBetsValue } | { error: unknown }>;
  placing: boolean;
}

export function usePlaceBets(newId: () => string = () => crypto.randomUUID()): PlaceBets {
  const [mutate, { isLoading }] = usePlaceLotteryBetsMutation();
  const pending = useRef<{
    key: string;
    requestId: string;
    promise?: Promise<{ value: PlaceLotteryBetsValue } | { error: unknown }>;
  } | null>(null);

  const place = useCallback(
    (gameCode: string, issueNumber: string, slip: Slip) => {
      const key = slipKey(gameCode, issueNumber, slip);
      if (pending.current?.key !== key) pending.current = { key, requestId: newId() };
      const current = pending.current;
      // A second press while the first is on its way waits for the same answer.
      if (current.promise) return current.promise;
      const promise = mutate({
        gameCode,
        issueNumber,
        requestId: current.requestId,
        bets: slip.bets.map((bet) => ({
          playType: bet.playType,
          selection: bet.selection,
          amountMinor: slip.amountMinor,
        })),
      })
        .unwrap()
        .then(
          (value) => {
            if (pending.current === current) pending.current = null;
            return { value };
          },
          (error: unknown) => {
            // Keep the id for a retry of the same slip; only the in-flight promise is dropped.
            current.promise = undefined;
            return { error };
          },
        );
      current.promise = promise;
      return promise;
    },
    [mutate, newId],
  );

  return { place, placing: isLoading };
}
