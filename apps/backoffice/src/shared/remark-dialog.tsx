// A decision with an optional remark (approve or reject a withdrawal): a dialog with one field; on
// failure the dialog stays open with its text and what was typed.
import { Button, FormAlert, Input, Modal } from '@portal/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormFrame } from './form-layout';
import { useBackofficeTranslation } from './use-backoffice-translation';

export interface RemarkDialogProps {
  title: string;
  submitLabel: string;
  danger?: boolean;
  onSubmit: (remark: string | undefined) => Promise<void>;
  onClose: () => void;
  /** The failure's text, when the last try failed. */
  error: string | null;
}

export function RemarkDialog({ title, submitLabel, danger = false, onSubmit, onClose, error }: RemarkDialogProps) {
  const { t } = useBackofficeTranslation();
  const [busy, setBusy] = useState(false);
  const { register, handleSubmit } = useForm<{ remark: string }>({ defaultValues: { remark: '' } });
  const submit = handleSubmit(async ({ remark }) => {
    setBusy(true);
    try {
      await onSubmit(remark.trim() || undefined);
    } finally {
      setBusy(false);
    }
  });
  return (
    <Modal open onClose={onClose} title={title} closeLabel={t('form.close')}>
      <FormFrame onSubmit={submit} noValidate aria-label={title}>
        {error && <FormAlert>{error}</FormAlert>}
        <Input
          {...register('remark')}
          label={t('withdrawals.remark')}
          hint={t('withdrawals.remarkHint')}
          maxLength={200}
        />
        <Button type="submit" variant={danger ? 'danger' : 'primary'} loading={busy}>
          {submitLabel}
        </Button>
      </FormFrame>
    </Modal>
  );
}
