// /seamless: the seamless game screen — the same game frame, with the header and side menu hidden
// until the visitor shows them (the route's immersive layout holds the collapse toggle).
import { GameFrame } from '@portal/feature-lobby';
import { WithLobbyHost } from '../../bridges/lobby-host';

export function SeamlessScreen() {
  return (
    <WithLobbyHost>
      <GameFrame />
    </WithLobbyHost>
  );
}
