// The last results of a game: issue, draw time, opened numbers (and the FAST5 sum), a table with
// headers so a screen reader reads each row by column.
import type { LotteryResult } from '@portal/contracts';
import { formatDateTime, useTranslation } from '@portal/i18n';
import { Table } from '@portal/ui';
import { Ball, Heading, Muted, Panel } from '../shared/styles';

export function ResultsTable({
  results,
  headingId = 'lottery-results-heading',
}: {
  results: readonly LotteryResult[];
  headingId?: string;
}) {
  const { t } = useTranslation('lottery');
  const showSum = results.some((result) => result.sum !== null);
  return (
    <Panel aria-labelledby={headingId}>
      <Heading id={headingId}>{t('results.heading')}</Heading>
      {results.length === 0 ? (
        <Muted>{t('results.none')}</Muted>
      ) : (
        <Table density="compact" aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">{t('results.issue')}</th>
              <th scope="col">{t('results.drawnAt')}</th>
              <th scope="col">{t('results.numbers')}</th>
              {showSum ? <th scope="col">{t('results.sum')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {results.map((result) => (
              <tr key={`${result.gameCode}:${result.issueNumber}`}>
                <th scope="row">{result.issueNumber}</th>
                <td>{formatDateTime(result.drawnAt)}</td>
                <td aria-label={result.numbers.join(' ')}>
                  {(result.prizes ? [result.numbers.at(-1) ?? ''] : result.numbers).map((number, index) => (
                    <Ball key={index} aria-hidden="true">
                      {number}
                    </Ball>
                  ))}
                </td>
                {showSum ? <td>{result.sum ?? ''}</td> : null}
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Panel>
  );
}
