// The launch call with its failures handled as the spec asks (§8): #734 game_already_open offers
// to close the previous game (closeGame) and start this one; game_maintenance says until when and
// suggests other games; anything else is a translated message. Resolves with the game URL (a
// relative URL gets the launch CDN), or null when nothing is to be shown.
import { apiErrorMessage, isApiError, useCloseGameMutation, useLaunchGameMutation } from '@portal/api';
import { LAUNCH_DEFAULTS, type Game, type OpenGame } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { useLaunchCdn, withCdn } from '../catalogue/image-url';
import { useLobbyHost } from '../shared/lobby-host';
import { LOBBY_ERROR_TEXTS } from '../shared/error-message';
import type { LaunchProblem } from './launch-problem-dialog';
import type { LaunchTarget } from './launch-target';

// Its dialogs (and the kit's modal) load with the first problem: a page of game tiles, the home
// page among them, does not fetch them for launches that go well.
const LaunchProblemDialog = lazy(() =>
  import('./launch-problem-dialog').then((module) => ({ default: module.LaunchProblemDialog })),
);

export interface LaunchResult {
  url: string;
  expiresAt?: number;
}

export interface UseLaunchCall {
  launch: (target: LaunchTarget) => Promise<LaunchResult | null>;
  /** The problem dialogs; render it once. */
  dialog: ReactNode;
}

// The failures' values are read by hand, not with the contracts' zod schemas: the home page's hot
// games launch through here, and zod must stay out of its first paint.

/** The open game named by a `game_already_open` failure (`value.openGame`). */
function openGameOf(value: unknown): OpenGame | null {
  const open = (value as { openGame?: Partial<OpenGame> } | null)?.openGame;
  const complete =
    open &&
    typeof open.nodeId === 'string' &&
    typeof open.gameName === 'string' &&
    typeof open.vassalage === 'string' &&
    typeof open.openedAt === 'number';
  return complete ? (open as OpenGame) : null;
}

/** The end of a `game_maintenance` failure's window (`value.content.data.endTime`). */
function maintenanceEndOf(value: unknown): number | null {
  const end = (value as { content?: { data?: { endTime?: unknown } } } | null)?.content?.data?.endTime;
  return typeof end === 'number' ? end : null;
}

export function useLaunchCall({ onSuggest }: { onSuggest?: (game: Game) => void } = {}): UseLaunchCall {
  const { t } = useTranslation('lobby');
  const host = useLobbyHost();
  const launchCdn = useLaunchCdn();
  const [launchGame] = useLaunchGameMutation();
  const [closeGame] = useCloseGameMutation();
  const [problem, setProblem] = useState<LaunchProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const resolveRef = useRef<((result: LaunchResult | null) => void) | null>(null);

  const call = useCallback(
    async (target: LaunchTarget): Promise<LaunchResult | null> => {
      try {
        const value = await launchGame({
          nodeId: target.nodeId,
          vassalage: target.vassalage,
          ...(target.gameId ? { gameId: target.gameId } : {}),
          ...(target.roomId ? { roomId: target.roomId } : {}),
          launchMode: LAUNCH_DEFAULTS.launchMode,
          accountType: host.trialAccount ? LAUNCH_DEFAULTS.freePlayAccountType : LAUNCH_DEFAULTS.accountType,
          confirmTrans: LAUNCH_DEFAULTS.confirmTrans,
          platform: LAUNCH_DEFAULTS.platform,
          clientType: LAUNCH_DEFAULTS.clientType,
        }).unwrap();
        return {
          url: withCdn(value.content.game_url || value.content.game_url2 || '', launchCdn),
          ...(value.expiresAt ? { expiresAt: value.expiresAt } : {}),
        };
      } catch (error) {
        if (isApiError(error) && error.errorCode === 'game_already_open') {
          // Wait for the player: close the open game and start this one, or leave it.
          return new Promise((resolve) => {
            resolveRef.current = resolve;
            setProblem({ kind: 'alreadyOpen', target, openGame: openGameOf(error.value) });
          });
        }
        if (isApiError(error) && error.errorCode === 'game_maintenance') {
          setProblem({ kind: 'maintenance', target, endTime: maintenanceEndOf(error.value) });
          return null;
        }
        setProblem({ kind: 'failed', target, message: apiErrorMessage(t, error, LOBBY_ERROR_TEXTS) });
        return null;
      }
    },
    [launchGame, host.trialAccount, launchCdn, t],
  );

  const settle = (result: LaunchResult | null) => {
    const resolve = resolveRef.current;
    resolveRef.current = null;
    setProblem(null);
    resolve?.(result);
  };

  const closeAndRetry = async () => {
    if (problem?.kind !== 'alreadyOpen') return;
    const { target, openGame } = problem;
    const resolve = resolveRef.current;
    resolveRef.current = null;
    setBusy(true);
    try {
      await closeGame(openGame ? { nodeId: openGame.nodeId } : {}).unwrap();
    } catch (error) {
      setBusy(false);
      setProblem({ kind: 'failed', target, message: apiErrorMessage(t, error, LOBBY_ERROR_TEXTS) });
      resolve?.(null);
      return;
    }
    setBusy(false);
    setProblem(null);
    // The retry may meet #734 again (another tab opened a game meanwhile): it then waits on its own dialog.
    resolve?.(await call(target));
  };

  const dialog = problem && (
    <Suspense fallback={null}>
      <LaunchProblemDialog
        problem={problem}
        busy={busy}
        onConfirmClose={closeAndRetry}
        onDismiss={() => settle(null)}
        onSuggest={(game) => {
          settle(null);
          onSuggest?.(game);
        }}
      />
    </Suspense>
  );

  return { launch: call, dialog };
}
