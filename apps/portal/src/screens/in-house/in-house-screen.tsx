// /inhouse: the games our platform hosts itself, in the lobby's grid (their launch answers a
// same-origin /inhouse/play?ticket=… page that the /game frame shows).
import { LobbyScreen } from '../lobby/lobby-screen';

export function InHouseScreen() {
  return <LobbyScreen kind="INHOUSE" />;
}
