// Ending a contract asks first: a danger confirmation dialog, then the action.
import { useTranslation } from '@portal/i18n';
import { Button, ConfirmDialog } from '@portal/ui';
import { useState } from 'react';
import { AGENT_NAMESPACE } from '../agent-namespace';

export interface TerminateButtonProps {
  busy: boolean;
  onConfirm: () => void;
  /** The button's text and the dialog's (defaults: terminate the member's own contract). */
  label?: string;
  accessibleLabel?: string;
  title?: string;
  message?: string;
}

export function TerminateButton({ busy, onConfirm, label, accessibleLabel, title, message }: TerminateButtonProps) {
  const { t } = useTranslation(AGENT_NAMESPACE);
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button type="button" variant="danger" size="sm" aria-label={accessibleLabel} onClick={() => setAsking(true)}>
        {label ?? t('contracts.terminate')}
      </Button>
      <ConfirmDialog
        open={asking}
        tone="danger"
        title={title ?? t('terminate.title')}
        message={message ?? t('terminate.body')}
        confirmLabel={label ?? t('contracts.terminate')}
        cancelLabel={t('terminate.cancel')}
        closeLabel={t('common:actions.close')}
        confirming={busy}
        onConfirm={() => {
          setAsking(false);
          onConfirm();
        }}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
