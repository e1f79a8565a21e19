// The winner board on the home page (GCSGAME_getRankList): the biggest recent wins of the in-house
// games, names masked by the platform; each row can launch its game.
import { useGetRankListQuery } from '@portal/api';
import { useTranslation } from '@portal/i18n';
import { Skeleton } from '@portal/ui';
import { useDeferredValue } from 'react';
import { styled } from 'styled-components';
import { SectionTitle } from '../grid/lobby-styles';
import { useGameLauncher } from '../launch/use-game-launcher';

export const WINNER_BOARD_SIZE = 10;

const Board = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.subtle};
`;

const Amount = styled.strong`
  color: ${({ theme }) => theme.color.success.fg};
  font-variant-numeric: tabular-nums;
`;

const GameLink = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.accent.fg};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

export function WinnerBoard() {
  const { t } = useTranslation('lobby');
  const { data, isLoading, isError } = useGetRankListQuery({ size: WINNER_BOARD_SIZE });
  // Rendered in a deferred pass React can interrupt, not in the store update's one task.
  const list = useDeferredValue(data?.list);
  const launcher = useGameLauncher();
  const rows = list ?? [];
  return (
    <section aria-labelledby="home-winner-board">
      <SectionTitle id="home-winner-board">{t('home.winners')}</SectionTitle>
      {isLoading || list !== data?.list ? (
        <Skeleton lines={4} />
      ) : isError ? (
        <p role="alert">{t('grid.error')}</p>
      ) : rows.length === 0 ? (
        <p>{t('home.winnersEmpty')}</p>
      ) : (
        <Board>
          {rows.map(({ vo }, index) => (
            <Row key={`${vo.nodeId}-${vo.customerName}-${index}`}>
              <span>
                {vo.customerName} ·{' '}
                <GameLink
                  type="button"
                  onClick={() =>
                    launcher.open({
                      vassalage: vo.vendor,
                      nodeId: vo.nodeId,
                      gameType: vo.gameType,
                      gameName: vo.gameName,
                    })
                  }
                >
                  {vo.gameName}
                </GameLink>
              </span>
              <Amount>{t('home.won', { amount: vo.winAmount.toFixed(2) })}</Amount>
            </Row>
          ))}
        </Board>
      )}
      {launcher.dialogs}
    </section>
  );
}
