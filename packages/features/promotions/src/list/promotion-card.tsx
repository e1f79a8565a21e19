// One promotion in the list: its title (a link to its detail, the whole card its target), summary,
// dates and a chip — the member's activity state, or for a visitor the period when not running.
import type { Activity, PromotionSummary } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { useId } from 'react';
import { Link } from 'react-router';
import { PROMOTIONS_NAMESPACE } from '../promotions-namespace';
import { usePromotionDates } from '../shared/format';
import { usePromotionsHost } from '../shared/promotions-host';
import { ActivityStateChip, PeriodChip } from '../shared/state-chip';
import { CardItem, CardTitle, Chips, Muted } from '../shared/styles';

export interface PromotionCardProps {
  promotion: PromotionSummary;
  /** The member's activity; undefined for a visitor. */
  activity: Activity | undefined;
}

export function PromotionCard({ promotion, activity }: PromotionCardProps) {
  const { t } = useTranslation(PROMOTIONS_NAMESPACE);
  const { loggedIn, detailPath } = usePromotionsHost();
  const dates = usePromotionDates();
  const titleId = useId();
  return (
    <CardItem aria-labelledby={titleId}>
      <CardTitle id={titleId}>
        <Link to={detailPath(promotion.promotionId)}>{promotion.title}</Link>
      </CardTitle>
      <Muted>{promotion.summary}</Muted>
      <Chips>
        <Muted as="span">{dates(promotion.startsAt, promotion.endsAt)}</Muted>
        <Muted as="span">{t(`categories.${promotion.category}`)}</Muted>
        {loggedIn && activity ? <ActivityStateChip state={activity.state} /> : <PeriodChip period={promotion.period} />}
      </Chips>
    </CardItem>
  );
}
