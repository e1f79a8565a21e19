// A staff member changes their own password (POST /ops/session/password): the current one, a new
// one of at least STAFF_PASSWORD_MIN characters, typed twice. The platform ends their other sessions.
import { STAFF_PASSWORD_MIN } from '@portal/contracts';
import { Button, FormAlert, Modal, PasswordInput, useToast } from '@portal/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useChangePasswordMutation } from '../api/session';
import { errorText } from '../shared/error-texts';
import { FormFrame } from '../shared/form-layout';
import { useBackofficeTranslation } from '../shared/use-backoffice-translation';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useBackofficeTranslation();
  return (
    <Modal open={open} onClose={onClose} title={t('password.title')} closeLabel={t('form.close')}>
      <ChangePasswordForm onDone={onClose} />
    </Modal>
  );
}

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useBackofficeTranslation();
  const toast = useToast();
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PasswordValues>({ defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' } });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setFailure(null);
    try {
      await changePassword({ currentPassword, newPassword }).unwrap();
      toast.show({ tone: 'success', message: t('password.done') });
      onDone();
    } catch (error) {
      setFailure(errorText(t, error));
    }
  });

  const passwordLabels = { showPasswordLabel: t('form.showPassword'), hidePasswordLabel: t('form.hidePassword') };
  return (
    <FormFrame onSubmit={onSubmit} noValidate aria-label={t('password.title')}>
      {failure && <FormAlert>{failure}</FormAlert>}
      <PasswordInput
        {...register('currentPassword', { required: t('form.required') })}
        {...passwordLabels}
        label={t('password.current')}
        autoComplete="current-password"
        required
        error={errors.currentPassword?.message}
      />
      <PasswordInput
        {...register('newPassword', {
          required: t('form.required'),
          minLength: { value: STAFF_PASSWORD_MIN, message: t('password.tooShort', { min: STAFF_PASSWORD_MIN }) },
        })}
        {...passwordLabels}
        label={t('password.new')}
        hint={t('password.newHint', { min: STAFF_PASSWORD_MIN })}
        autoComplete="new-password"
        required
        error={errors.newPassword?.message}
      />
      <PasswordInput
        {...register('confirmPassword', {
          required: t('form.required'),
          validate: (value, values) => value === values.newPassword || t('password.mismatch'),
        })}
        {...passwordLabels}
        label={t('password.confirm')}
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
      />
      <Button type="submit" loading={isLoading}>
        {t('password.submit')}
      </Button>
    </FormFrame>
  );
}
