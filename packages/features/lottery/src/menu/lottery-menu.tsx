// The menu of lotteries by group (the game menus call), the member's favourites (starred, kept per
// username; starring asks a visitor to log in) and the popular lotteries. Each entry is a link to
// the game's screen, so the game is in the URL.
import type { LotteryGame } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { HeartFilledIcon, HeartIcon, IconButton } from '@portal/ui';
import { Link } from 'react-router';
import { styled } from 'styled-components';
import { useLotteryHost } from '../shared/lottery-host';
import { Heading, List, Muted, Panel, SubHeading } from '../shared/styles';
import type { LotteryFavourites } from './use-lottery-favourites';

const Entry = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
`;

const GameLink = styled(Link)<{ $active: boolean }>`
  flex: 1;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $active }) => ($active ? theme.color.accent.subtle : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.color.accent.fg : theme.color.fg.default)};
  font-weight: ${({ theme, $active }) => ($active ? theme.font.weight.semibold : theme.font.weight.regular)};
  text-decoration: none;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
  }
`;

export interface LotteryMenuGroup {
  gameGroupCode: string;
  labelName: string;
  gameMenus: readonly LotteryGame[];
}

export interface LotteryMenuProps {
  groups: readonly LotteryMenuGroup[];
  popular: readonly LotteryGame[];
  currentGameCode: string | null;
  favourites: LotteryFavourites;
  hrefOf: (game: LotteryGame) => string;
}

export function LotteryMenu({ groups, popular, currentGameCode, favourites, hrefOf }: LotteryMenuProps) {
  const { t } = useTranslation('lottery');
  const { loggedIn } = useLotteryHost();
  const all = groups.flatMap((group) => group.gameMenus);
  const starred = favourites.codes
    .map((code) => all.find((game) => game.gameCode === code))
    .filter((game): game is LotteryGame => Boolean(game));

  const entry = (game: LotteryGame, key: string) => (
    <MenuEntry
      key={key}
      game={game}
      active={game.gameCode === currentGameCode}
      href={hrefOf(game)}
      favourites={favourites}
    />
  );

  return (
    <Panel as="nav" aria-label={t('menu.label')}>
      <Heading>{t('menu.label')}</Heading>
      {groups.map((group) => (
        <div key={group.gameGroupCode}>
          <SubHeading id={`lottery-group-${group.gameGroupCode}`}>{group.labelName}</SubHeading>
          <List aria-labelledby={`lottery-group-${group.gameGroupCode}`}>
            {group.gameMenus.map((game) => entry(game, game.gameCode))}
          </List>
        </div>
      ))}
      {loggedIn ? (
        <div>
          <SubHeading id="lottery-favourites">{t('menu.favourites')}</SubHeading>
          {starred.length > 0 ? (
            <List aria-labelledby="lottery-favourites">
              {starred.map((game) => entry(game, `fav-${game.gameCode}`))}
            </List>
          ) : (
            <Muted>{t('menu.noFavourites')}</Muted>
          )}
        </div>
      ) : null}
      {popular.length > 0 ? (
        <div>
          <SubHeading id="lottery-popular">{t('menu.popular')}</SubHeading>
          <List aria-labelledby="lottery-popular">{popular.map((game) => entry(game, `pop-${game.gameCode}`))}</List>
        </div>
      ) : null}
    </Panel>
  );
}

function MenuEntry({
  game,
  active,
  href,
  favourites,
}: {
  game: LotteryGame;
  active: boolean;
  href: string;
  favourites: LotteryFavourites;
}) {
  const { t } = useTranslation('lottery');
  const host = useLotteryHost();
  const favourite = favourites.isFavourite(game.gameCode);
  return (
    <Entry>
      <GameLink to={href} $active={active} aria-current={active ? 'page' : undefined}>
        {game.gameName}
      </GameLink>
      <IconButton
        label={t('menu.favourite', { name: game.gameName })}
        aria-pressed={favourite}
        icon={favourite ? <HeartFilledIcon /> : <HeartIcon />}
        size="sm"
        onClick={() => host.requireLogin(() => favourites.toggle(game.gameCode))}
      />
    </Entry>
  );
}
