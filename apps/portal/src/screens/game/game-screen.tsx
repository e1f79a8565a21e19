// /game: a launched game in a sandboxed iframe (@portal/feature-lobby's GameFrame): the lobby's
// launch result (game_url), or a fresh launch after a reload; leaving closes the game and
// refreshes the balance. Over it, the member's reality check (@portal/feature-member, issue 25):
// every interval it shows the time played and the net result; Leave game goes back to the lobby
// (which closes the game), View betting history opens the member centre's betting record.
import { selectLoggedIn, useAuthSelector, useOpenPersonalCenter } from '@portal/feature-auth';
import { GameFrame } from '@portal/feature-lobby';
import { RealityCheck } from '@portal/feature-member';
import { useNavigate } from 'react-router';
import { WithLobbyHost } from '../../bridges/lobby-host';
import { WithMemberHost } from '../../bridges/member-host';

export function GameScreen() {
  const loggedIn = useAuthSelector(selectLoggedIn);
  const navigate = useNavigate();
  const openPersonalCenter = useOpenPersonalCenter();
  return (
    <>
      <WithLobbyHost>
        <GameFrame />
      </WithLobbyHost>
      {loggedIn && (
        <WithMemberHost fallback={null}>
          <RealityCheck
            onLeave={() => void navigate('/')}
            onViewHistory={() => openPersonalCenter('personalHistoryCopy')}
          />
        </WithMemberHost>
      )}
    </>
  );
}
