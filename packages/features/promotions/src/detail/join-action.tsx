// A `join` promotion: the Join button while nothing is done; once joined, the progress of the
// member's valid bets towards the turnover; once paid, what was paid.
import { apiErrorMessage, useJoinPromotionMutation } from '@portal/api';
import type { Activity, Promotion } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { Button, FormAlert } from '@portal/ui';
import { PROMOTIONS_NAMESPACE } from '../promotions-namespace';
import { PROMOTIONS_ERROR_TEXTS } from '../shared/error-message';
import { Actions, Muted } from '../shared/styles';
import { PaidNote } from './paid-note';
import { ProgressMeter } from './progress-meter';

export function JoinAction({ promotion, activity }: { promotion: Promotion; activity: Activity }) {
  const { t } = useTranslation(PROMOTIONS_NAMESPACE);
  const [join, joining] = useJoinPromotionMutation();
  const turnover = activity.turnover ?? promotion.turnover;

  if (activity.state === 'available')
    return (
      <>
        {joining.error && <FormAlert>{apiErrorMessage(t, joining.error, PROMOTIONS_ERROR_TEXTS)}</FormAlert>}
        <Actions>
          <Button loading={joining.isLoading} onClick={() => void join({ promotionId: promotion.promotionId })}>
            {t('join.action')}
          </Button>
        </Actions>
      </>
    );
  if (activity.state === 'in_process' || activity.state === 'joined')
    return (
      <>
        <Muted role="status">{t('join.joined')}</Muted>
        {turnover !== null && <ProgressMeter progress={activity.progress ?? 0} turnover={turnover} />}
      </>
    );
  return <PaidNote activity={activity} />;
}
