// The warning the auth forms show for a refusal that belongs to no field (spec §8): the platform's
// or our message, a warning icon and one Confirm button. Closing it any way just dismisses it.
import { ConfirmDialog } from '@portal/ui';
import type { ReactNode } from 'react';
import { useAuthTranslation } from './use-auth-translation';

export interface WarningDialogProps {
  open: boolean;
  message: ReactNode;
  onClose: () => void;
}

export function WarningDialog({ open, message, onClose }: WarningDialogProps) {
  const { t } = useAuthTranslation();
  return (
    <ConfirmDialog
      open={open}
      tone="warning"
      title={t('common:dialogs.warning')}
      message={message}
      confirmLabel={t('common:actions.confirm')}
      closeLabel={t('common:actions.close')}
      onConfirm={onClose}
      onCancel={onClose}
    />
  );
}
