// The chip that says where a promotion stands: for a member, the translated state of their activity
// (every ActivityState); for a visitor, the promotion's period when it is not running (coming soon,
// closed) — a running promotion needs no chip for a visitor.
import type { ActivityState, PromotionPeriod } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { Badge, type BadgeTone } from '@portal/ui';
import { PROMOTIONS_NAMESPACE } from '../promotions-namespace';

const STATE_TONES: Record<ActivityState, BadgeTone> = {
  available: 'accent',
  joined: 'info',
  in_process: 'info',
  applying: 'warning',
  issued: 'success',
  rejected: 'danger',
  claimed: 'success',
  closed: 'neutral',
  coming_soon: 'neutral',
};

export function ActivityStateChip({ state }: { state: ActivityState }) {
  const { t } = useTranslation(PROMOTIONS_NAMESPACE);
  return <Badge tone={STATE_TONES[state]}>{t(`states.${state}`)}</Badge>;
}

export function PeriodChip({ period }: { period: PromotionPeriod }) {
  const { t } = useTranslation(PROMOTIONS_NAMESPACE);
  if (period === 'open') return null;
  return <Badge tone="neutral">{t(`periods.${period}`)}</Badge>;
}
