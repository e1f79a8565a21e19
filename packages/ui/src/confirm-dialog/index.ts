export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export type { ConfirmTone } from './confirm-dialog.styles';
