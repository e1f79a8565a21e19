// /lottery?gameCode=&playType= and /elott (the e-lotteries): the menu of lotteries by group with
// favourites and popular lotteries, the current issue with its countdown, the bet board of the
// play type (in the URL), the bet slip, the last results and the member's bets. /vnlottery is the
// same screen in its VN variant: the VN menu, the full prize tables and the last 100 opened numbers.
import {
  useGetBalanceQuery,
  useGetLotteryBetsQuery,
  useGetLotteryMenusQuery,
  useGetOpenedNumeroQuery,
  useGetPopularLotteriesQuery,
  useGetVnLotteryMenuQuery,
  useGetVnOpenedNumbersQuery,
} from '@portal/api';
import type { LotteryGame, LotteryPrizeMode } from '@portal/contracts';
import { formatDateTime, useTranslation } from '@portal/i18n';
import { Button } from '@portal/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { BetBoard } from '../board/bet-board';
import { LiveCountdown } from '../issue/countdown';
import { LotteryMenu } from '../menu/lottery-menu';
import { useLotteryFavourites } from '../menu/use-lottery-favourites';
import { MyBets } from '../results/my-bets';
import { OpenedNumbers, PrizeTable } from '../results/prize-table';
import { ResultsTable } from '../results/results-table';
import { useLotteryHost } from '../shared/lottery-host';
import { toMinor } from '../shared/money';
import { Column, Heading, Muted, Notice, Page, Panel, Root, Title } from '../shared/styles';
import { BetSlip } from '../slip/bet-slip';
import { emptySlip, sameBet, toggleBet, type Slip, type SlipBet } from '../slip/slip';
import { GameFrame, MenuFrame } from './lottery-frame';
import { useLotteryGame } from './use-lottery-game';

export interface LotteryScreenProps {
  /** The path the menu links to (the screen's own): /lottery, /elott or /vnlottery. */
  basePath?: string;
  /** Only the lotteries of one prize mode (/elott: Elott). */
  prizeMode?: LotteryPrizeMode;
  /** The VN lottery screen: VN menu, prize tables, last 100 opened numbers. */
  variant?: 'lottery' | 'vn';
  /** The page's heading (the app passes its own screen title); default: this feature's. */
  title?: string;
  /** Makes request ids for the slip (tests). */
  newRequestId?: () => string;
}

const RESULTS_SHOWN = 10;
const PRIZE_TABLES_SHOWN = 3;
const DEFAULT_STAKE_MINOR = 1000;

export function LotteryScreen({
  basePath = '/lottery',
  prizeMode,
  variant = 'lottery',
  title,
  newRequestId,
}: LotteryScreenProps) {
  const { t } = useTranslation('lottery');
  const host = useLotteryHost();
  const [params, setParams] = useSearchParams();
  const vn = variant === 'vn';

  const allMenus = useGetLotteryMenusQuery(prizeMode ? { prizeMode } : undefined, { skip: vn });
  const vnMenus = useGetVnLotteryMenuQuery(undefined, { skip: !vn });
  const menus = vn ? vnMenus : allMenus;
  const groups = useMemo(() => menus.data?.gameMenus ?? [], [menus.data]);
  const games = useMemo(() => groups.flatMap((group) => group.gameMenus), [groups]);
  const popular = useGetPopularLotteriesQuery(prizeMode ? { count: 20, prizeMode } : { count: 20 }, { skip: vn });
  const favourites = useLotteryFavourites(host.username);

  const gameCode = params.get('gameCode') ?? games[0]?.gameCode ?? null;
  const [slip, setSlip] = useState<Slip>(() => emptySlip(DEFAULT_STAKE_MINOR));
  const [movedTo, setMovedTo] = useState<string | null>(null);
  const onIssueChange = useCallback(
    (issueNumber: string) => setMovedTo((current) => (slip.bets.length > 0 ? issueNumber : current)),
    [slip.bets.length],
  );
  const live = useLotteryGame(gameCode, onIssueChange);
  const game: LotteryGame | undefined = live.data?.game;
  const issue = live.data?.issue;

  // A new game starts with an empty slip.
  useEffect(() => {
    setSlip((current) => emptySlip(current.amountMinor));
    setMovedTo(null);
  }, [gameCode]);

  const balance = useGetBalanceQuery(undefined, { skip: !host.loggedIn });
  const balanceMinor = host.loggedIn && balance.data ? toMinor(balance.data.sumBalance) : null;
  const bets = useGetLotteryBetsQuery({ gameCode: gameCode ?? '', limit: 20 }, { skip: !host.loggedIn || !gameCode });
  // The chosen game's results: its last draws for a member (opened numero), else the issue call's last result.
  const opened = useGetOpenedNumeroQuery(
    { gameCode: gameCode ?? '', count: RESULTS_SHOWN },
    { skip: !host.loggedIn || !gameCode },
  );
  // /vnlottery: the last 100 opened numbers of the VN lotteries (of the chosen one when it is a VN-area game).
  const vnArea = game?.lottoArea === 'VN';
  const vnOpened = useGetVnOpenedNumbersQuery(vnArea && gameCode ? { count: 100, gameCode } : { count: 100 }, {
    skip: !vn || !game,
  });
  const lastResultNumber = live.data?.lastResult?.issueNumber;
  const { refetch: refetchOpened } = opened;
  const { refetch: refetchVnOpened } = vnOpened;
  useEffect(() => {
    if (!lastResultNumber) return;
    if (host.loggedIn) void refetchOpened();
    if (vn) void refetchVnOpened();
  }, [lastResultNumber]); // eslint-disable-line react-hooks/exhaustive-deps

  const playType = params.get('playType') ?? game?.playTypes[0]?.playType ?? '';
  const setPlayType = (next: string) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (gameCode) copy.set('gameCode', gameCode);
        copy.set('playType', next);
        return copy;
      },
      { replace: true },
    );
  const hrefOf = (each: LotteryGame) => `${basePath}?gameCode=${encodeURIComponent(each.gameCode)}`;
  const isPicked = (bet: SlipBet) => slip.bets.some((each) => sameBet(each, bet));
  const addBet = (bet: SlipBet) =>
    setSlip((current) =>
      current.bets.some((each) => sameBet(each, bet)) ? current : { ...current, bets: [...current.bets, bet] },
    );

  const lastResult = live.data?.lastResult;
  const results = host.loggedIn && opened.data ? opened.data.list : lastResult ? [lastResult] : [];
  const gameNameOf = (code: string) =>
    games.find((each) => each.gameCode === code)?.gameName ?? (game?.gameCode === code ? game.gameName : code);

  const heading = <Title>{title ?? (vn ? t('vnTitle') : t('title'))}</Title>;
  // The menu shows once the popular lotteries are in too, so they do not push the board down.
  if (menus.isLoading || (!vn && popular.isLoading)) {
    return (
      <Page>
        {heading}
        <MenuFrame />
      </Page>
    );
  }
  if (menus.isError) {
    return (
      <Page>
        {heading}
        <Panel>
          <Notice $tone="danger">{t('loadFailed')}</Notice>
          <Button variant="secondary" onClick={() => void menus.refetch()}>
            {t('retry')}
          </Button>
        </Panel>
      </Page>
    );
  }

  return (
    <Page>
      {heading}
      <Root>
        <Column>
          <LotteryMenu
            groups={groups}
            popular={(popular.data?.list ?? []).map((each) => each.game)}
            currentGameCode={gameCode}
            favourites={favourites}
            hrefOf={hrefOf}
          />
        </Column>
        <Column>
          {!gameCode ? <Muted>{t('menu.choose')}</Muted> : null}
          {live.isLoading ? <GameFrame /> : null}
          {live.isError ? (
            <Notice $tone="danger">
              {t('loadFailed')}{' '}
              <Button size="sm" variant="secondary" onClick={live.refetch}>
                {t('retry')}
              </Button>
            </Notice>
          ) : null}
          {game && issue ? (
            <>
              <Panel aria-labelledby="lottery-issue-heading">
                <Heading id="lottery-issue-heading" data-testid="lottery-issue">
                  {game.gameName} · {t('issue.heading', { issueNumber: issue.issueNumber })}
                </Heading>
                {live.phase.closed ? (
                  <Muted>{t('issue.closed', { time: formatDateTime(issue.drawAt) })}</Muted>
                ) : (
                  <LiveCountdown
                    closesAt={issue.closesAt}
                    serverTime={live.data?.serverTime ?? null}
                    issueNumber={issue.issueNumber}
                  />
                )}
                {movedTo ? <Notice $tone="info">{t('issue.movedToNext', { issueNumber: movedTo })}</Notice> : null}
                <Muted>
                  {t('issue.seedHash')}: <code>{issue.seedHash}</code>
                </Muted>
              </Panel>
              <BetBoard
                game={game}
                playType={playType}
                onPlayType={setPlayType}
                isPicked={isPicked}
                onToggle={(bet) => setSlip((current) => toggleBet(current, bet))}
                onAdd={addBet}
              />
              {vn ? (
                <Panel aria-labelledby="lottery-draws-heading">
                  <Heading id="lottery-draws-heading">{t('vn.draws')}</Heading>
                  {results.length === 0 ? (
                    <Muted>{t('results.none')}</Muted>
                  ) : (
                    results
                      .slice(0, PRIZE_TABLES_SHOWN)
                      .map((result) => (
                        <PrizeTable
                          key={`${result.gameCode}:${result.issueNumber}`}
                          result={result}
                          gameName={gameNameOf(result.gameCode)}
                        />
                      ))
                  )}
                </Panel>
              ) : (
                <ResultsTable results={results} />
              )}
              {vn ? <OpenedNumbers results={vnOpened.data?.list ?? []} gameNameOf={gameNameOf} /> : null}
            </>
          ) : null}
        </Column>
        {/* Once the game is in: on a phone this column is under the board, which it would move. */}
        {live.isLoading ? null : (
          <Column>
            {game && issue ? (
              <BetSlip
                game={game}
                issueNumber={issue.issueNumber}
                slip={slip}
                onChange={(next) => {
                  setSlip(next);
                  if (next.bets.length === 0) setMovedTo(null);
                }}
                balanceMinor={balanceMinor}
                currencySymbol={balance.data?.currencySymbol}
                newRequestId={newRequestId}
              />
            ) : null}
            <MyBets
              bets={bets.data?.list ?? []}
              loggedIn={host.loggedIn}
              currencySymbol={balance.data?.currencySymbol}
            />
          </Column>
        )}
      </Root>
    </Page>
  );
}

export function VnLotteryScreen(props: Omit<LotteryScreenProps, 'variant'>) {
  return <LotteryScreen basePath="/vnlottery" {...props} variant="vn" />;
}
