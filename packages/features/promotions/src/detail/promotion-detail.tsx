// /promotions/:id (spec §2–§5): a promotion's title, dates, figures (turnover, reward, prizes) and
// terms (sanitised HTML through the kit's SafeHtml), then the member's state and what they can do
// by the promotion's kind — join, apply, claim a raffle's prize, invite friends (the member centre's
// referral page through the host); an info promotion is read only. A visitor gets the login prompt
// instead. An unknown id says so, with a link to all promotions.
import { apiErrorMessage, isApiError, useGetPromotionDetailQuery } from '@portal/api';
import { promotionIdSchema, type Activity, type Promotion } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { Button, FormAlert, SafeHtml, Spinner } from '@portal/ui';
import { Link } from 'react-router';
import { PROMOTIONS_NAMESPACE } from '../promotions-namespace';
import { PROMOTIONS_ERROR_TEXTS } from '../shared/error-message';
import { useMoney, usePromotionDates } from '../shared/format';
import { usePromotionsHost } from '../shared/promotions-host';
import { ActivityStateChip, PeriodChip } from '../shared/state-chip';
import { Actions, Chips, Figures, Heading, Muted, Page, Section, SectionHeading } from '../shared/styles';
import { useActivities } from '../shared/use-activities';
import { ApplyAction } from './apply-action';
import { JoinAction } from './join-action';
import { RaffleAction } from './raffle-action';

export interface PromotionDetailProps {
  /** The promotion's id from the route; null when the route has none. */
  promotionId: string | null;
}

export function PromotionDetail({ promotionId }: PromotionDetailProps) {
  const { t } = useTranslation(PROMOTIONS_NAMESPACE);
  const valid = promotionId !== null && promotionIdSchema.safeParse(promotionId).success;
  const detail = useGetPromotionDetailQuery({ promotionId: promotionId ?? '' }, { skip: !valid });

  if (!valid || (isApiError(detail.error) && detail.error.errorCode === 'promotion_not_found')) return <NotFound />;
  if (detail.error || !detail.data)
    return (
      <Page>
        <Heading>{t('detail.title')}</Heading>
        {detail.error ? (
          <FormAlert focusOnShow={false}>{apiErrorMessage(t, detail.error, PROMOTIONS_ERROR_TEXTS)}</FormAlert>
        ) : (
          <Spinner label={t('common:status.loading')} />
        )}
      </Page>
    );
  return <Detail promotion={detail.data} />;
}

function NotFound() {
  const { t } = useTranslation(PROMOTIONS_NAMESPACE);
  const { listPath } = usePromotionsHost();
  return (
    <Page>
      <Heading>{t('detail.notFoundTitle')}</Heading>
      <Muted>{t('detail.notFoundBody')}</Muted>
      <div>
        <Link to={listPath}>{t('detail.all')}</Link>
      </div>
    </Page>
  );
}

function Detail({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation(PROMOTIONS_NAMESPACE);
  const { loggedIn, listPath } = usePromotionsHost();
  const money = useMoney();
  const dates = usePromotionDates();
  const activities = useActivities();
  const activity = activities.byPromotion.get(promotion.promotionId);

  return (
    <Page>
      <Heading>{promotion.title}</Heading>
      <Chips>
        <Muted as="span">{t(`categories.${promotion.category}`)}</Muted>
        <PeriodChip period={promotion.period} />
      </Chips>
      <Figures>
        <dt>{t('detail.dates')}</dt>
        <dd>{dates(promotion.startsAt, promotion.endsAt)}</dd>
        {promotion.turnover !== null && (
          <>
            <dt>{t('detail.turnover')}</dt>
            <dd>{money(promotion.turnover)}</dd>
          </>
        )}
        {promotion.rewardAmount !== null && (
          <>
            <dt>{t('detail.reward')}</dt>
            <dd>{money(promotion.rewardAmount)}</dd>
          </>
        )}
        {promotion.prizes !== null && (
          <>
            <dt>{t('detail.prizes')}</dt>
            <dd>{promotion.prizes.map(money).join(' · ')}</dd>
          </>
        )}
      </Figures>
      {promotion.kind !== 'info' && (
        <Section aria-labelledby="promotion-state-heading">
          <SectionHeading id="promotion-state-heading">{t('detail.yourState')}</SectionHeading>
          {loggedIn ? (
            activities.isLoading ? (
              <Spinner label={t('common:status.loading')} />
            ) : activities.error ? (
              <FormAlert focusOnShow={false}>{apiErrorMessage(t, activities.error, PROMOTIONS_ERROR_TEXTS)}</FormAlert>
            ) : (
              activity && (
                <>
                  <Chips>
                    <ActivityStateChip state={activity.state} />
                  </Chips>
                  <MemberAction promotion={promotion} activity={activity} />
                </>
              )
            )
          ) : (
            <VisitorPrompt />
          )}
        </Section>
      )}
      <Section aria-labelledby="promotion-terms-heading">
        <SectionHeading id="promotion-terms-heading">{t('detail.terms')}</SectionHeading>
        <SafeHtml html={promotion.content} />
      </Section>
      <div>
        <Link to={listPath}>{t('detail.all')}</Link>
      </div>
    </Page>
  );
}

function MemberAction({ promotion, activity }: { promotion: Promotion; activity: Activity }) {
  const { t } = useTranslation(PROMOTIONS_NAMESPACE);
  const { openReferral } = usePromotionsHost();
  switch (promotion.kind) {
    case 'join':
      return <JoinAction promotion={promotion} activity={activity} />;
    case 'apply':
      return <ApplyAction promotion={promotion} activity={activity} />;
    case 'raffle':
      return <RaffleAction promotion={promotion} activity={activity} />;
    case 'referral':
      return (
        <>
          <Muted>{t('referral.body')}</Muted>
          <Actions>
            <Button onClick={openReferral}>{t('referral.open')}</Button>
          </Actions>
        </>
      );
    default:
      return null;
  }
}

function VisitorPrompt() {
  const { t } = useTranslation(PROMOTIONS_NAMESPACE);
  const { requireLogin } = usePromotionsHost();
  return (
    <>
      <Muted>{t('detail.visitorBody')}</Muted>
      <Actions>
        <Button onClick={() => requireLogin()}>{t('detail.login')}</Button>
      </Actions>
    </>
  );
}
