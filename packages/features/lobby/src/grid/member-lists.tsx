// The member's own lists in a lobby: favourites and recent games, paged by the platform (42 a
// page) with the kit's Paginator. Both need a login (spec §5); a visitor sees why and a login button.
import { useGetFavoriteListQuery, useGetRecentGamesQuery } from '@portal/api';
import { DEFAULT_GAME_PAGE_SIZE, type Game } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { Button, Skeleton } from '@portal/ui';
import { useLobbyHost } from '../shared/lobby-host';
import { GameTileList } from './game-tile-list';

interface MemberListProps {
  gameType?: string;
  vassalage?: string;
  page: number;
  onPageChange: (page: number) => void;
  onLaunch: (game: Game) => void;
  launching: string | null;
}

function LoginFirst({ text }: { text: string }) {
  const { t } = useTranslation('lobby');
  const host = useLobbyHost();
  return (
    <div>
      <p>{text}</p>
      <Button onClick={() => host.requireLogin()}>{t('views.login')}</Button>
    </div>
  );
}

function ListBody({
  games,
  totalPages,
  isLoading,
  isError,
  empty,
  emptyBody,
  label,
  ...rest
}: MemberListProps & {
  games: readonly Game[] | undefined;
  totalPages: number;
  isLoading: boolean;
  isError: boolean;
  empty: string;
  emptyBody: string;
  label: string;
}) {
  const { t } = useTranslation('lobby');
  if (isLoading) return <Skeleton lines={3} />;
  if (isError) return <p role="alert">{t('grid.error')}</p>;
  if (!games || games.length === 0) {
    return (
      <div>
        <p>
          <strong>{empty}</strong>
        </p>
        <p>{emptyBody}</p>
      </div>
    );
  }
  return (
    <GameTileList
      games={games}
      label={label}
      onLaunch={rest.onLaunch}
      launching={rest.launching}
      page={rest.page}
      pageCount={totalPages}
      onPageChange={rest.onPageChange}
    />
  );
}

export function FavouriteGames(props: MemberListProps) {
  const { t } = useTranslation('lobby');
  const host = useLobbyHost();
  const { data, isLoading, isError } = useGetFavoriteListQuery(
    { ...(props.gameType ? { gameType: props.gameType } : {}), pageNo: props.page, pageSize: DEFAULT_GAME_PAGE_SIZE },
    { skip: !host.loggedIn },
  );
  if (!host.loggedIn) return <LoginFirst text={t('favourites.login')} />;
  return (
    <ListBody
      {...props}
      games={data?.content}
      totalPages={data?.totalPages ?? 1}
      isLoading={isLoading}
      isError={isError}
      empty={t('favourites.empty')}
      emptyBody={t('favourites.emptyBody')}
      label={t('views.favourites')}
    />
  );
}

export function RecentGames(props: MemberListProps) {
  const { t } = useTranslation('lobby');
  const host = useLobbyHost();
  const { data, isLoading, isError } = useGetRecentGamesQuery(
    {
      ...(props.vassalage ? { vassalage: props.vassalage } : {}),
      pageNo: props.page,
      pageSize: DEFAULT_GAME_PAGE_SIZE,
    },
    { skip: !host.loggedIn },
  );
  if (!host.loggedIn) return <LoginFirst text={t('recent.login')} />;
  return (
    <ListBody
      {...props}
      games={data?.list}
      totalPages={data?.totalPages ?? 1}
      isLoading={isLoading}
      isError={isError}
      empty={t('recent.empty')}
      emptyBody={t('recent.emptyBody')}
      label={t('views.recent')}
    />
  );
}
