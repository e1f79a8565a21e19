// A raffle: the progress of the member's valid bets inside the promotion's dates towards its
// turnover; once reached (state `available`), one Claim button. The claim draws the prize on the
// platform and pays it (a money call, sent again with the same promotion after a passing fault, and
// the platform answers a repeat with the first draw): the prize shows in a dialog, and the activity
// turns `claimed` — never a second claim button, not even while the activities are read again.
import { apiErrorMessage, useClaimRafflePromotionMutation } from '@portal/api';
import type { Activity, Promotion } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { Button, FormAlert, Modal } from '@portal/ui';
import { useState } from 'react';
import { PROMOTIONS_NAMESPACE } from '../promotions-namespace';
import { PROMOTIONS_ERROR_TEXTS } from '../shared/error-message';
import { useMoney } from '../shared/format';
import { Actions, Muted } from '../shared/styles';
import { ProgressMeter } from './progress-meter';

export function RaffleAction({ promotion, activity }: { promotion: Promotion; activity: Activity }) {
  const { t } = useTranslation(PROMOTIONS_NAMESPACE);
  const money = useMoney();
  const [claim, claiming] = useClaimRafflePromotionMutation();
  const [prize, setPrize] = useState<number | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const turnover = activity.turnover ?? promotion.turnover;
  const claimedAmount = prize ?? (activity.state === 'claimed' ? activity.paidAmount : null);

  const onClaim = async () => {
    const answer = await claim({ promotionId: promotion.promotionId });
    if (answer.data) {
      setPrize(answer.data.prizeAmount);
      setDialogOpen(true);
    }
  };

  return (
    <>
      {claimedAmount !== null ? (
        <Muted>{t('raffle.claimed', { amount: money(claimedAmount) })}</Muted>
      ) : (
        <>
          {turnover !== null && <ProgressMeter progress={activity.progress ?? 0} turnover={turnover} />}
          {claiming.error && <FormAlert>{apiErrorMessage(t, claiming.error, PROMOTIONS_ERROR_TEXTS, money)}</FormAlert>}
          {activity.state === 'available' ? (
            <Actions>
              <Button loading={claiming.isLoading} onClick={() => void onClaim()}>
                {t('raffle.claim')}
              </Button>
            </Actions>
          ) : (
            activity.state === 'in_process' && <Muted>{t('raffle.notYet')}</Muted>
          )}
        </>
      )}
      <Modal
        open={dialogOpen && prize !== null}
        onClose={() => setDialogOpen(false)}
        title={t('raffle.prizeTitle')}
        closeLabel={t('raffle.close')}
        size="sm"
        footer={<Button onClick={() => setDialogOpen(false)}>{t('raffle.close')}</Button>}
      >
        <p>{t('raffle.prizeBody', { amount: money(prize ?? 0) })}</p>
      </Modal>
    </>
  );
}
