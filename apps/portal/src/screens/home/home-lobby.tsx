// The home page's games part, in its own chunk so the lobby's code stays out of the home route's
// first paint (bundle budget): hot games and the winner board.
import { HotGames, WinnerBoard } from '@portal/feature-lobby';
import { WithLobbyHost } from '../../bridges/lobby-host';

export default function HomeLobby() {
  return (
    <WithLobbyHost>
      <HotGames />
      <WinnerBoard />
    </WithLobbyHost>
  );
}
