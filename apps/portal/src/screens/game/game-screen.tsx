// /game: a launched game in a sandboxed iframe (@portal/feature-lobby's GameFrame): the lobby's
// launch result (game_url), or a fresh launch after a reload; leaving closes the game and
// refreshes the balance. Over it, the member's reality check (game-reality-check.tsx).
import { GameFrame } from '@portal/feature-lobby';
import { WithLobbyHost } from '../../bridges/lobby-host';
import { GameRealityCheck } from './game-reality-check';

export function GameScreen() {
  return (
    <>
      <WithLobbyHost>
        <GameFrame />
      </WithLobbyHost>
      <GameRealityCheck />
    </>
  );
}
