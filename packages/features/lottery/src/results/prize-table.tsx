// The full VN prize table of one draw (DB — the special prize — first, as printed on a ticket), and
// the last opened numbers (the special prizes of recent draws, newest first).
import type { LotteryResult } from '@portal/contracts';
import { formatDateTime, useTranslation } from '@portal/i18n';
import { Table } from '@portal/ui';
import { Ball, Heading, Muted, Panel } from '../shared/styles';

const PRIZE_ORDER = ['DB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8'];

export function PrizeTable({ result, gameName }: { result: LotteryResult; gameName?: string }) {
  const { t } = useTranslation('lottery');
  const prizes = [...(result.prizes ?? [])].sort((a, b) => PRIZE_ORDER.indexOf(a.prize) - PRIZE_ORDER.indexOf(b.prize));
  return (
    <Table density="compact">
      <caption>
        {gameName ? `${gameName} · ` : ''}
        {t('results.prizeTable', { issueNumber: result.issueNumber })} · {formatDateTime(result.drawnAt)}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('results.prize')}</th>
          <th scope="col">{t('results.numbers')}</th>
        </tr>
      </thead>
      <tbody>
        {prizes.map((prize) => (
          <tr key={prize.prize}>
            <th scope="row">{t(`results.prizeName.${prize.prize}`, { defaultValue: prize.prize })}</th>
            <td>{prize.numbers.join(' · ')}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

export function OpenedNumbers({
  results,
  gameNameOf,
}: {
  results: readonly LotteryResult[];
  gameNameOf: (gameCode: string) => string;
}) {
  const { t } = useTranslation('lottery');
  return (
    <Panel aria-labelledby="lottery-opened-heading">
      <Heading id="lottery-opened-heading">{t('results.opened')}</Heading>
      {results.length === 0 ? (
        <Muted>{t('results.none')}</Muted>
      ) : (
        <Table density="compact" aria-labelledby="lottery-opened-heading">
          <thead>
            <tr>
              <th scope="col">{t('results.issue')}</th>
              <th scope="col">{t('results.game')}</th>
              <th scope="col">{t('results.openedNumber')}</th>
            </tr>
          </thead>
          <tbody>
            {results.map((result) => (
              <tr key={`${result.gameCode}:${result.issueNumber}`}>
                <th scope="row">{result.issueNumber}</th>
                <td>{gameNameOf(result.gameCode)}</td>
                <td>
                  <Ball>{result.numbers.at(-1)}</Ball>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Panel>
  );
}
