// The member centre with its mission badge (spec §2: the mission entry shows the open missions'
// count). The count is the missions summary's `openCount`, read only while a real member (not a
// visitor, not a trial account) is logged in: every minute, and again each time the centre opens,
// since bets and deposits move missions on the platform.
import { useGetMissionSummaryQuery } from '@portal/api';
import { isTrialType } from '@portal/contracts';
import {
  PersonalCenter,
  selectAccountType,
  selectLoggedIn,
  selectPersonalCenter,
  useAuthSelector,
  type PersonalCenterProps,
} from '@portal/feature-auth';
import { memo, useEffect } from 'react';

export const MISSION_COUNT_POLL_MS = 60_000;

/** The open missions' count for the badge; 0 when nobody (or a trial account) is logged in. */
export function useOpenMissionCount(): number {
  const loggedIn = useAuthSelector(selectLoggedIn);
  const accountType = useAuthSelector(selectAccountType);
  const centreOpen = useAuthSelector(selectPersonalCenter).open;
  const active = loggedIn && !(accountType !== null && isTrialType(accountType));
  const { data, refetch } = useGetMissionSummaryQuery(undefined, {
    skip: !active,
    pollingInterval: MISSION_COUNT_POLL_MS,
  });
  useEffect(() => {
    if (active && centreOpen) void refetch();
  }, [active, centreOpen, refetch]);
  return active ? (data?.openCount ?? 0) : 0;
}

export const PersonalCenterWithMissions = memo(function PersonalCenterWithMissions({
  loadPages,
}: Pick<PersonalCenterProps, 'loadPages'>) {
  return <PersonalCenter loadPages={loadPages} missionCount={useOpenMissionCount()} />;
});
