// /seamless: the seamless game screen — the same game frame, with the header and side menu hidden
// until the visitor shows them (the route's immersive layout holds the collapse toggle), and the
// member's reality check over it (game-reality-check.tsx).
import { GameFrame } from '@portal/feature-lobby';
import { WithLobbyHost } from '../../bridges/lobby-host';
import { GameRealityCheck } from './game-reality-check';

export function SeamlessScreen() {
  return (
    <>
      <WithLobbyHost>
        <GameFrame />
      </WithLobbyHost>
      <GameRealityCheck />
    </>
  );
}
