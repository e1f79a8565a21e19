// What an activity's end says: the amount paid (issued, claimed), or the operator's reason for a rejection.
import type { Activity } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { PROMOTIONS_NAMESPACE } from '../promotions-namespace';
import { useMoney } from '../shared/format';
import { Muted } from '../shared/styles';

export function PaidNote({ activity }: { activity: Activity }) {
  const { t } = useTranslation(PROMOTIONS_NAMESPACE);
  const money = useMoney();
  if (activity.paidAmount !== null) return <Muted>{t('detail.paid', { amount: money(activity.paidAmount) })}</Muted>;
  if (activity.state === 'rejected' && activity.decisionRemark)
    return <Muted>{t('detail.rejectedReason', { reason: activity.decisionRemark })}</Muted>;
  return null;
}
