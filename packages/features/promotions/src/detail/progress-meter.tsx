// How far the member's valid bets are towards a promotion's turnover: an accessible progress bar
// (named, its value read as "120.00 of 500.00") and the same words beside it.
import { useTranslation } from '@portal/i18n';
import { PROMOTIONS_NAMESPACE } from '../promotions-namespace';
import { useMoney } from '../shared/format';
import { Meter, Muted } from '../shared/styles';

export function ProgressMeter({ progress, turnover }: { progress: number; turnover: number }) {
  const { t } = useTranslation(PROMOTIONS_NAMESPACE);
  const money = useMoney();
  const words = t('detail.progress', { progress: money(progress), turnover: money(turnover) });
  return (
    <div>
      <Meter
        aria-label={t('detail.progressLabel')}
        aria-valuetext={words}
        max={turnover}
        value={Math.min(progress, turnover)}
      />
      <Muted>{words}</Muted>
    </div>
  );
}
