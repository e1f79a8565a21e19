// The warning before an acceptance ends downline contracts (spec §4): the platform answered
// `contract_downline_conflict` naming the downlines whose higher-rate contracts would end; the dialog
// lists them (username and rate) and sends the acceptance again with `confirm: true` only on the
// member's word.
import { isApiError } from '@portal/api';
import { contractConflictSchema } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { ConfirmDialog } from '@portal/ui';
import { AGENT_NAMESPACE } from '../agent-namespace';
import { useAgentFormat } from '../shared/format';

export interface Conflict {
  contractId: number;
  downlines: ReadonlyArray<{ username: string; rate: number; contractId: number }>;
}

/** The conflict an acceptance answered with, or null for any other failure. */
export function conflictOf(error: unknown, contractId: number): Conflict | null {
  if (!isApiError(error) || error.errorCode !== 'contract_downline_conflict') return null;
  const parsed = contractConflictSchema.safeParse(error.value);
  return { contractId, downlines: parsed.success ? parsed.data.downlines : [] };
}

export interface ConflictDialogProps {
  conflict: Conflict | null;
  busy: boolean;
  onConfirm: (contractId: number) => void;
  onCancel: () => void;
}

export function ConflictDialog({ conflict, busy, onConfirm, onCancel }: ConflictDialogProps) {
  const { t } = useTranslation(AGENT_NAMESPACE);
  const format = useAgentFormat();
  return (
    <ConfirmDialog
      open={conflict !== null}
      tone="warning"
      title={t('conflict.title')}
      message={
        <>
          <p>{t('conflict.body')}</p>
          <ul aria-label={t('conflict.list')}>
            {conflict?.downlines.map((downline) => (
              <li key={downline.contractId}>
                {t('conflict.item', { username: downline.username, rate: format.rate(downline.rate) })}
              </li>
            ))}
          </ul>
        </>
      }
      confirmLabel={t('conflict.confirm')}
      cancelLabel={t('conflict.cancel')}
      closeLabel={t('common:actions.close')}
      confirming={busy}
      onConfirm={() => conflict && onConfirm(conflict.contractId)}
      onCancel={onCancel}
    />
  );
}
