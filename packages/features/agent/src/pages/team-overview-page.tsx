// Team overview (spec §2, the centre's default page): a period picked from today, yesterday, the
// last 7 and the last 30 days, and the team's figures of it from getAgentTeamOverview — direct and
// whole-team counts, new and active members, bets, bet amount, valid bets, wins and the players'
// profit and loss.
import { apiErrorMessage, useGetAgentTeamOverviewQuery } from '@portal/api';
import { useTranslation } from '@portal/i18n';
import { FormAlert, Spinner, ToggleChip } from '@portal/ui';
import { useMemo, useState } from 'react';
import { AGENT_NAMESPACE } from '../agent-namespace';
import { useAgentHost } from '../shared/agent-host';
import { AGENT_ERROR_TEXTS } from '../shared/error-message';
import { useAgentFormat } from '../shared/format';
import { OVERVIEW_PERIODS, periodRange, type OverviewPeriod } from '../shared/periods';
import { FigureGrid, FilterRow, Section } from '../shared/styles';

export function TeamOverviewPage() {
  const { t } = useTranslation(AGENT_NAMESPACE);
  const { timeZone } = useAgentHost();
  const format = useAgentFormat();
  const [period, setPeriod] = useState<OverviewPeriod>('today');
  const range = useMemo(() => periodRange(period, timeZone), [period, timeZone]);
  const overview = useGetAgentTeamOverviewQuery(range, { refetchOnMountOrArgChange: true });
  const data = overview.data;

  let body;
  if (overview.isLoading) body = <Spinner label={t('overview.loading')} />;
  else if (overview.error || !data)
    body = <FormAlert focusOnShow={false}>{apiErrorMessage(t, overview.error, AGENT_ERROR_TEXTS)}</FormAlert>;
  else {
    const figures: Array<[string, string]> = [
      [t('overview.directCount'), format.count(data.directCount)],
      [t('overview.teamCount'), format.count(data.teamCount)],
      [t('overview.newMembers'), format.count(data.newMembers)],
      [t('overview.activeMembers'), format.count(data.activeMembers)],
      [t('overview.betCount'), format.count(data.betCount)],
      [t('overview.betAmount'), format.money(data.betAmount)],
      [t('overview.validBetAmount'), format.money(data.validBetAmount)],
      [t('overview.winAmount'), format.money(data.winAmount)],
      [t('overview.profitLoss'), format.money(data.profitLoss)],
    ];
    body = (
      <FigureGrid aria-label={t('overview.figures')} aria-busy={overview.isFetching}>
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </FigureGrid>
    );
  }

  return (
    <Section>
      <FilterRow role="group" aria-label={t('periods.label')}>
        {OVERVIEW_PERIODS.map((each) => (
          <ToggleChip key={each} pressed={each === period} onClick={() => setPeriod(each)}>
            {t(`periods.${each}`)}
          </ToggleChip>
        ))}
      </FilterRow>
      {body}
    </Section>
  );
}
