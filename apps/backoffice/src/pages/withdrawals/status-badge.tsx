// A withdrawal's state as a kit Badge, toned by what it asks of staff.
import type { WithdrawalStatus } from '@portal/contracts';
import { Badge, type BadgeTone } from '@portal/ui';

const TONES: Record<WithdrawalStatus, BadgeTone> = {
  requested: 'warning',
  approved: 'info',
  rejected: 'neutral',
  paid: 'accent',
  received: 'success',
  auto_received: 'success',
  partial: 'danger',
  not_received: 'danger',
};

export function StatusBadge({ status, label }: { status: WithdrawalStatus; label: string }) {
  return <Badge tone={TONES[status]}>{label}</Badge>;
}
