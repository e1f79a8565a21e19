// An `apply` promotion: the application form while nothing is done; then the application's state
// (waiting for the operator, issued with what was paid, or rejected with the reason).
import type { Activity, Promotion } from '@portal/contracts';
import { formatDate, useTranslation } from '@portal/i18n';
import { PROMOTIONS_NAMESPACE } from '../promotions-namespace';
import { Muted } from '../shared/styles';
import { ApplyForm } from './apply-form';
import { PaidNote } from './paid-note';

export function ApplyAction({ promotion, activity }: { promotion: Promotion; activity: Activity }) {
  const { t } = useTranslation(PROMOTIONS_NAMESPACE);
  if (activity.state === 'available') return <ApplyForm promotion={promotion} />;
  return (
    <>
      {activity.state === 'applying' && <Muted role="status">{t('apply.applied')}</Muted>}
      {activity.actedAt !== null && <Muted>{t('detail.appliedAt', { date: formatDate(activity.actedAt) })}</Muted>}
      <PaidNote activity={activity} />
    </>
  );
}
