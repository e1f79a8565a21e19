// The member's reality check over a launched game (@portal/feature-member, issue 25), on /game and
// /seamless: every interval it shows the time played and the net result since the login; Leave game
// goes home (leaving the frame closes the game), View betting history opens the member centre's
// betting record. Only for a logged-in member (a trial account's read is refused: nothing shows).
import { selectLoggedIn, useAuthSelector, useOpenPersonalCenter } from '@portal/feature-auth';
import { RealityCheck } from '@portal/feature-member';
import { useNavigate } from 'react-router';
import { WithMemberHost } from '../../bridges/member-host';

export function GameRealityCheck() {
  const loggedIn = useAuthSelector(selectLoggedIn);
  const navigate = useNavigate();
  const openPersonalCenter = useOpenPersonalCenter();
  if (!loggedIn) return null;
  return (
    <WithMemberHost fallback={null}>
      <RealityCheck
        onLeave={() => void navigate('/')}
        onViewHistory={() => openPersonalCenter('personalHistoryCopy')}
      />
    </WithMemberHost>
  );
}
