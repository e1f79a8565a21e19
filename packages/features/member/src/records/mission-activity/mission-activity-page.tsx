// Mission activity (member-centre page missionLeaderboard). No missions platform exists yet (the
// spec's MCSFE_getMissionSummaryDetails / MCSFE_getMissionLeaderboard have no contract and no
// server): the page says so in the player's language instead of calling anything. It takes the
// missions issue's data once that exists.
import { RecordPage } from '../shared/record-parts';
import { EmptyState } from '../shared/styles';
import { useRecordsTranslation } from '../shared/use-records-translation';

export function MissionActivityPage() {
  const { t } = useRecordsTranslation();
  return (
    <RecordPage>
      <EmptyState>{t('missions.empty')}</EmptyState>
    </RecordPage>
  );
}
