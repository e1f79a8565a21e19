// A decision with a remark (approve or reject a withdrawal or a redeem: optional; reject a promotion
// application: required, the member reads it): a dialog with one field; on failure the dialog stays
// open with its text and what was typed.
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
  /** The remark must be given (not only spaces); onSubmit then always has one. */
  required?: boolean;
  /** The field's hint, when the remark has another reader than the default's. */
  hint?: string;
}

export function RemarkDialog({
  title,
  submitLabel,
  danger = false,
  onSubmit,
  onClose,
  error,
  required = false,
  hint,
}: RemarkDialogProps) {
  const { t } = useBackofficeTranslation();
  const [busy, setBusy] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ remark: string }>({ defaultValues: { remark: '' } });
  const rules = required ? { validate: (value: string) => value.trim() !== '' || t('form.required') } : {};
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
          {...register('remark', rules)}
          label={t('withdrawals.remark')}
          hint={hint ?? t('withdrawals.remarkHint')}
          maxLength={200}
          required={required}
          error={errors.remark?.message}
        />
        <Button type="submit" variant={danger ? 'danger' : 'primary'} loading={busy}>
          {submitLabel}
        </Button>
      </FormFrame>
    </Modal>
  );
}
