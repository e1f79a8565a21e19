// PVP rooms (tables) of the card-game lobby: name, game, minimum bet, seats taken, and a Join
// button that launches the game in that room. The room list needs a login (the call is T).
import { useGetPvpRoomsQuery } from '@portal/api';
import type { PvpRoom } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { Button, Skeleton, Table, VisuallyHidden } from '@portal/ui';
import { useLobbyHost } from '../shared/lobby-host';
import { SectionTitle } from './lobby-styles';

export function PvpRooms({ vassalage, onJoin }: { vassalage?: string; onJoin: (room: PvpRoom) => void }) {
  const { t } = useTranslation('lobby');
  const host = useLobbyHost();
  const { data, isLoading, isError } = useGetPvpRoomsQuery(vassalage ? { vassalage } : undefined, {
    skip: !host.loggedIn,
  });
  return (
    <section aria-labelledby="lobby-pvp-rooms">
      <SectionTitle id="lobby-pvp-rooms">{t('pvp.title')}</SectionTitle>
      {!host.loggedIn ? (
        <p>
          {t('pvp.login')}{' '}
          <Button size="sm" variant="secondary" onClick={() => host.requireLogin()}>
            {t('views.login')}
          </Button>
        </p>
      ) : isLoading ? (
        <Skeleton lines={2} />
      ) : isError ? (
        <p role="alert">{t('grid.error')}</p>
      ) : !data || data.content.length === 0 ? (
        <p>{t('pvp.empty')}</p>
      ) : (
        <Table>
          <thead>
            <tr>
              <th scope="col">{t('pvp.room')}</th>
              <th scope="col">{t('pvp.game')}</th>
              <th scope="col">{t('pvp.minBet')}</th>
              <th scope="col">{t('pvp.players')}</th>
              <th scope="col">
                <VisuallyHidden>{t('pvp.actions')}</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.content.map((room) => (
              <tr key={room.roomId}>
                <th scope="row">{room.roomName}</th>
                <td>{room.gameName}</td>
                <td>{room.minBet}</td>
                <td>{t('pvp.seats', { count: room.playerCount, max: room.maxPlayers })}</td>
                <td>
                  <Button
                    size="sm"
                    disabled={room.playerCount >= room.maxPlayers}
                    onClick={() => onJoin(room)}
                    aria-label={t('pvp.join', { room: room.roomName })}
                  >
                    {t('pvp.joinShort')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
