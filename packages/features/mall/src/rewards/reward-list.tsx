// The tenant's rewards (spec: reward list with redeem quantity and available quantity): each a card
// with its title in the member's language, the points for one, the valid bet it needs, how many are
// left and how many the member redeemed, a quantity (1 to what is left, at most 100 a time, the
// contract's cap) and a Redeem button that opens the password-confirmed dialog. The quantity stays
// typed while the dialog is open and after a refusal.
import { apiErrorMessage, useGetPointRewardsQuery } from '@portal/api';
import type { PointReward } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { Button, FormAlert, Input, Spinner } from '@portal/ui';
import { useRef, useState } from 'react';
import { MALL_NAMESPACE } from '../mall-namespace';
import { MALL_ERROR_TEXTS } from '../shared/error-message';
import { usePoints } from '../shared/format';
import { CardItem, CardList, CardTitle, Figures, Muted } from '../shared/styles';
import { RedeemDialog } from './redeem-dialog';

/** The contract's most a redeem takes at once. */
export const MAX_REDEEM_QUANTITY = 100;

export function RewardList({ onRedeemed }: { onRedeemed: (text: string) => void }) {
  const { t } = useTranslation(MALL_NAMESPACE);
  const { data, error, isLoading } = useGetPointRewardsQuery(undefined, { refetchOnFocus: true });
  const [redeeming, setRedeeming] = useState<{ reward: PointReward; quantity: number } | null>(null);

  if (isLoading) return <Spinner label={t('common:status.loading')} />;
  if (error) return <FormAlert focusOnShow={false}>{apiErrorMessage(t, error, MALL_ERROR_TEXTS)}</FormAlert>;
  const rewards = data?.list ?? [];
  if (rewards.length === 0) return <Muted>{t('rewards.none')}</Muted>;

  return (
    <>
      <CardList aria-label={t('rewards.title')}>
        {rewards.map((reward) => (
          <RewardCard
            key={reward.rewardId}
            reward={reward}
            onRedeem={(quantity) => setRedeeming({ reward, quantity })}
          />
        ))}
      </CardList>
      {redeeming && (
        <RedeemDialog
          key={`${redeeming.reward.rewardId}-${redeeming.quantity}`}
          reward={redeeming.reward}
          quantity={redeeming.quantity}
          onClose={() => setRedeeming(null)}
          onDone={(text) => {
            setRedeeming(null);
            onRedeemed(text);
          }}
        />
      )}
    </>
  );
}

function RewardCard({ reward, onRedeem }: { reward: PointReward; onRedeem: (quantity: number) => void }) {
  const { t } = useTranslation(MALL_NAMESPACE);
  const points = usePoints();
  const [quantity, setQuantity] = useState('1');
  const [problem, setProblem] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const soldOut = reward.availableQuantity === 0;
  const titleId = `reward-${reward.rewardId}`;

  const check = (): number | null => {
    const text = quantity.trim();
    if (!text) return fail(t('quantity.required'));
    if (!/^\d+$/.test(text) || Number(text) < 1) return fail(t('quantity.whole'));
    const count = Number(text);
    if (count > reward.availableQuantity)
      return fail(t('quantity.aboveAvailable', { count: reward.availableQuantity }));
    if (count > MAX_REDEEM_QUANTITY) return fail(t('quantity.aboveMax', { max: MAX_REDEEM_QUANTITY }));
    setProblem(null);
    return count;
  };
  function fail(text: string): null {
    setProblem(text);
    // The member (and a screen reader) lands on the field that says what is wrong.
    field.current?.focus();
    return null;
  }

  return (
    <CardItem aria-labelledby={titleId}>
      <CardTitle id={titleId}>{reward.title}</CardTitle>
      <Figures>
        <dt>{t('rewards.points')}</dt>
        <dd>{points(reward.points)}</dd>
        <dt>{t('rewards.requirement')}</dt>
        <dd>{reward.amountRequirement > 0 ? points(reward.amountRequirement) : t('rewards.noRequirement')}</dd>
        <dt>{t('rewards.available')}</dt>
        <dd>{soldOut ? t('rewards.soldOut') : reward.availableQuantity}</dd>
        <dt>{t('rewards.redeemed')}</dt>
        <dd>{reward.redeemedQuantity}</dd>
      </Figures>
      <Input
        ref={field}
        label={t('rewards.quantity')}
        inputMode="numeric"
        autoComplete="off"
        value={quantity}
        disabled={soldOut}
        onChange={(event) => setQuantity(event.target.value)}
        error={problem ?? undefined}
      />
      <Button
        disabled={soldOut}
        aria-label={t('rewards.redeemFor', { title: reward.title })}
        onClick={() => {
          const count = check();
          if (count !== null) onRedeem(count);
        }}
      >
        {t('rewards.redeem')}
      </Button>
    </CardItem>
  );
}
