// A games lobby (slots, live casino, sports…): @portal/feature-lobby's lobby (vendor tabs —
// /rng?page={vendor} —, search and filters in the URL, the game grid, favourites, recent games,
// launch). The route passes the kind.
import { LobbyScreen as FeatureLobbyScreen } from '@portal/feature-lobby';
import { WithLobbyHost } from '../../bridges/lobby-host';
import type { LobbyKind } from './lobby-kinds';

export function LobbyScreen({ kind }: { kind: LobbyKind }) {
  return (
    <WithLobbyHost>
      <FeatureLobbyScreen kind={kind} />
    </WithLobbyHost>
  );
}
