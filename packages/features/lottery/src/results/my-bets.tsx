// The member's bets of the current issue (or the latest on the game) and their outcome: waiting for
// the draw, won (with the win), lost, void.
import type { LotteryBet } from '@portal/contracts';
import { useCurrentLanguage, useTranslation } from '@portal/i18n';
import { Table } from '@portal/ui';
import { betLabel } from '../board/selection-label';
import { formatMinor } from '../shared/money';
import { Heading, Muted, Panel } from '../shared/styles';

export function MyBets({
  bets,
  loggedIn,
  currencySymbol = '$',
}: {
  bets: readonly LotteryBet[];
  loggedIn: boolean;
  currencySymbol?: string;
}) {
  const { t } = useTranslation('lottery');
  const { language } = useCurrentLanguage();
  const money = (minor: number) => formatMinor(minor, language, currencySymbol);
  const outcome = (bet: LotteryBet) => {
    if (bet.status === 'open') return t('bets.status.open');
    if (bet.status === 'void') return t('bets.status.void');
    return (bet.winMinor ?? 0) > 0 ? t('bets.status.won', { amount: money(bet.winMinor ?? 0) }) : t('bets.status.lost');
  };
  return (
    <Panel aria-labelledby="lottery-bets-heading">
      <Heading id="lottery-bets-heading">{t('bets.headingLatest')}</Heading>
      {!loggedIn ? (
        <Muted>{t('bets.loginToSee')}</Muted>
      ) : bets.length === 0 ? (
        <Muted>{t('bets.none')}</Muted>
      ) : (
        <Table density="compact" aria-labelledby="lottery-bets-heading" data-testid="lottery-my-bets">
          <thead>
            <tr>
              <th scope="col">{t('bets.issue')}</th>
              <th scope="col">{t('bets.bet')}</th>
              <th scope="col">{t('bets.amount')}</th>
              <th scope="col">{t('bets.odds')}</th>
              <th scope="col">{t('bets.outcome')}</th>
            </tr>
          </thead>
          <tbody>
            {bets.map((bet) => (
              <tr key={bet.betId}>
                <td>{bet.issueNumber}</td>
                <th scope="row">{betLabel(t, bet.playType, bet.selection)}</th>
                <td>{money(bet.amountMinor)}</td>
                <td>{bet.odds}</td>
                <td>{outcome(bet)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Panel>
  );
}
