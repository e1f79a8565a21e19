// /promotions (spec §2 promotions): the new-player carousel on top, then the category tabs ("All"
// and each category the brand has, with its count) over the promotion cards. The list is one public
// call; the tabs filter it here (the answer counts every category whatever was asked). A member's
// cards carry the state of their activity (one call for all promotions).
import { apiErrorMessage, useGetPromotionsQuery } from '@portal/api';
import type { PromotionSummary } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { FormAlert, Spinner, Tabs } from '@portal/ui';
import { useMemo, useState } from 'react';
import { PROMOTIONS_NAMESPACE } from '../promotions-namespace';
import { PROMOTIONS_ERROR_TEXTS } from '../shared/error-message';
import { CardList, Heading, Muted, Page } from '../shared/styles';
import { useActivities } from '../shared/use-activities';
import { NewPlayerCarousel } from './new-player-carousel';
import { PromotionCard } from './promotion-card';

export interface PromotionsListProps {
  /** The screen's heading (the app's name for the route). */
  title: string;
}

const ALL = 'all';

export function PromotionsList({ title }: PromotionsListProps) {
  const { t } = useTranslation(PROMOTIONS_NAMESPACE);
  const promotions = useGetPromotionsQuery({});
  const activities = useActivities();
  const [tab, setTab] = useState(ALL);
  const list = useMemo(() => promotions.data?.list ?? [], [promotions.data]);
  const newPlayer = useMemo(
    () => list.filter((promotion) => promotion.category === 'new_player' && promotion.period !== 'closed'),
    [list],
  );

  const cards = (shown: readonly PromotionSummary[]) =>
    shown.length === 0 ? (
      <Muted>{t('list.none')}</Muted>
    ) : (
      <CardList>
        {shown.map((promotion) => (
          <PromotionCard
            key={promotion.promotionId}
            promotion={promotion}
            activity={activities.byPromotion.get(promotion.promotionId)}
          />
        ))}
      </CardList>
    );

  let body;
  if (promotions.isLoading) body = <Spinner label={t('list.loading')} />;
  else if (promotions.error || !promotions.data)
    body = <FormAlert focusOnShow={false}>{apiErrorMessage(t, promotions.error, PROMOTIONS_ERROR_TEXTS)}</FormAlert>;
  else
    body = (
      <>
        <NewPlayerCarousel promotions={newPlayer} />
        <Tabs
          label={t('list.tabsLabel')}
          selectedId={tab}
          onSelect={setTab}
          items={[
            { id: ALL, label: t('list.tab', { name: t('list.all'), total: list.length }), panel: cards(list) },
            ...promotions.data.categories.map(({ category, count }) => ({
              id: category,
              label: t('list.tab', { name: t(`categories.${category}`), total: count }),
              panel: cards(list.filter((promotion) => promotion.category === category)),
            })),
          ]}
        />
      </>
    );

  return (
    <Page>
      <Heading>{title}</Heading>
      {body}
    </Page>
  );
}
