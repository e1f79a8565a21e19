// ConfirmDialog: a Modal that asks one question with a tone (info, warning, danger) shown as an
// icon, and confirm/cancel buttons whose labels are props. It is an alertdialog described by its
// message; Escape, the close button and an outside click all mean cancel.
import { useId, type ReactNode } from 'react';
import { Button } from '../button';
import { DangerIcon, InfoIcon, WarningIcon } from '../icons';
import { Modal } from '../modal';
import { Content, Message, ToneIcon, type ConfirmTone } from './confirm-dialog.styles';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** The question or warning. */
  message: ReactNode;
  tone?: ConfirmTone;
  confirmLabel: string;
  /** Without a cancel label the dialog only acknowledges (one button), e.g. a warning. */
  cancelLabel?: string;
  /** Accessible label of the close button in the corner. */
  closeLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Shows the confirm button busy while its action runs. */
  confirming?: boolean;
}

const icons: Record<ConfirmTone, ReactNode> = {
  info: <InfoIcon size="lg" />,
  warning: <WarningIcon size="lg" />,
  danger: <DangerIcon size="lg" />,
};

export function ConfirmDialog({
  open,
  title,
  message,
  tone = 'info',
  confirmLabel,
  cancelLabel,
  closeLabel,
  onConfirm,
  onCancel,
  confirming = false,
}: ConfirmDialogProps) {
  const messageId = useId();
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      closeLabel={closeLabel}
      role="alertdialog"
      describedBy={messageId}
      size="sm"
      footer={
        <>
          {cancelLabel && (
            <Button variant="secondary" onClick={onCancel} disabled={confirming}>
              {cancelLabel}
            </Button>
          )}
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} onClick={onConfirm} loading={confirming}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Content>
        <ToneIcon $tone={tone} data-tone={tone}>
          {icons[tone]}
        </ToneIcon>
        <Message id={messageId}>{message}</Message>
      </Content>
    </Modal>
  );
}
