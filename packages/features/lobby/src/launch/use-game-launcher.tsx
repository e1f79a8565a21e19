// Starting a game or a vendor from the lobby, the side menu or the home page (spec §4): the
// routing decision (launch-route.ts), the login guard, the launch call and its dialogs, then the
// /game frame with the URL in the history state (never in the address bar); TCG_SEA in a window
// of its own; VASSALAGE vendors (and vendor cards without a game to launch) open the popup list.
import type { Game, VendorCard } from '@portal/contracts';
import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useLobbyHost } from '../shared/lobby-host';
import { launchRouteFor, type Launchable } from './launch-route';
import { gamePath, type LaunchTarget } from './launch-target';
import { useLaunchCall } from './use-launch-call';

// The popup list loads with its first use.
const VassalageDialog = lazy(() => import('./vassalage-dialog'));

export interface LaunchItem extends Launchable {
  gameName: string;
  gameId?: string | null;
  roomId?: string | null;
}

export function gameToLaunchItem(game: Game): LaunchItem {
  return { ...game };
}

export function vendorToLaunchItem(card: VendorCard): LaunchItem {
  return {
    vassalage: card.vassalage,
    nodeId: card.nodeId ?? null,
    gameType: card.gameType,
    accountTypeName: card.accountTypeName,
    isGame: card.isGame ?? null,
    gameName: card.displayName,
  };
}

/** State the /game screen reads once (then drops, so a reload launches anew with a fresh ticket). */
export interface GameFrameState {
  gameUrl: string;
}

export interface GameLauncher {
  open: (item: LaunchItem) => void;
  /** The node id being launched, for a busy state. */
  launching: string | null;
  /** Dialogs (problems, vassalage list): render once. */
  dialogs: ReactNode;
}

export function useGameLauncher(): GameLauncher {
  const navigate = useNavigate();
  const host = useLobbyHost();
  const [vendorList, setVendorList] = useState<{ vassalage: string; title: string } | null>(null);
  const [launching, setLaunching] = useState<string | null>(null);
  const openRef = useRef<(item: LaunchItem) => void>(() => undefined);
  const { launch, dialog } = useLaunchCall({ onSuggest: (game) => openRef.current(gameToLaunchItem(game)) });

  const open = useCallback(
    (item: LaunchItem) => {
      const route = launchRouteFor(item);
      // Browsing a vendor's list needs no login; launching from it does.
      if (route.kind === 'vassalage' || (route.kind === 'frame' && !item.nodeId)) {
        setVendorList({ vassalage: item.vassalage, title: item.gameName });
        return;
      }
      if (!host.requireLogin()) return;
      if (route.kind === 'route') {
        void navigate(route.to);
        return;
      }
      const target: LaunchTarget = {
        nodeId: item.nodeId ?? '',
        vassalage: item.vassalage,
        gameName: item.gameName,
        ...(item.gameId ? { gameId: item.gameId } : {}),
        ...(item.roomId ? { roomId: item.roomId } : {}),
      };
      if (route.kind === 'seaWindow') {
        // Opened in the click, or the browser blocks it; pointed at the game once the call answers.
        const popup = typeof window === 'undefined' ? null : window.open('', '_blank');
        void launch(target).then((result) => {
          if (!popup) return;
          if (!result) {
            popup.close();
            return;
          }
          popup.opener = null;
          popup.location.href = result.url;
        });
        return;
      }
      setLaunching(target.nodeId);
      void launch(target).then((result) => {
        setLaunching(null);
        if (result) void navigate(gamePath(target), { state: { gameUrl: result.url } satisfies GameFrameState });
      });
    },
    [host, launch, navigate],
  );
  openRef.current = open;

  const dialogs = (
    <>
      {dialog}
      {vendorList && (
        <Suspense fallback={null}>
          <VassalageDialog
            vassalage={vendorList.vassalage}
            title={vendorList.title}
            onClose={() => setVendorList(null)}
            onPick={(game) => {
              setVendorList(null);
              open(gameToLaunchItem(game));
            }}
          />
        </Suspense>
      )}
    </>
  );

  return { open, launching, dialogs };
}
