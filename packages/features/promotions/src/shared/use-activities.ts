// The member's activities by promotion (one call for every promotion of the brand); nothing for a visitor.
import { useGetMyActivitiesQuery } from '@portal/api';
import type { Activity } from '@portal/contracts';
import { useMemo } from 'react';
import { usePromotionsHost } from './promotions-host';

export function useActivities() {
  const { loggedIn } = usePromotionsHost();
  const query = useGetMyActivitiesQuery(undefined, { skip: !loggedIn });
  const byPromotion = useMemo(
    () => new Map<string, Activity>((query.data?.activities ?? []).map((activity) => [activity.promotionId, activity])),
    [query.data],
  );
  return { ...query, byPromotion };
}
