// Change password (spec §5): the old password (not asked when the login just typed it — the
// forced change after login), the new one by the password rule, and its confirmation.
import { apiErrorMessage, isApiError, useChangePasswordMutation } from '@portal/api';
import { Button } from '@portal/ui';
import { useMemo, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { passwordChanged } from '../session/auth-slice';
import { useAuthDispatch } from '../session/hooks';
import { AUTH_ERROR_TEXTS } from '../shared/error-message';
import { AuthForm } from '../shared/auth-form';
import { Actions } from '../shared/form-layout';
import { NewPasswordFields, useNewPasswordRules } from '../shared/new-password-fields';
import { PasswordField } from '../shared/password-field';
import { useAuthTranslation } from '../shared/use-auth-translation';
import { rules, rulesResolver, type RuleSet } from '../shared/validation';
import { forgetLoginPassword, knownLoginPassword } from './known-password';

interface ChangePasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

export interface ChangePasswordFormProps {
  /** Called after the platform accepted the new password. */
  onChanged: () => void;
  /** Extra actions beside submit (e.g. "Sign out" in the forced variant). */
  secondaryAction?: ReactNode;
}

export function ChangePasswordForm({ onChanged, secondaryAction }: ChangePasswordFormProps) {
  const { t } = useAuthTranslation();
  const dispatch = useAuthDispatch();
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const [error, setError] = useState<string | null>(null);
  // Read once: the password typed at login, when the forced flow kept it in memory.
  const [knownOld, setKnownOld] = useState(() => knownLoginPassword());
  const newPasswordRules = useNewPasswordRules<ChangePasswordValues>('newPassword');

  const ruleSet = useMemo<RuleSet<ChangePasswordValues>>(
    () => ({
      ...(knownOld === null ? { oldPassword: [rules.required()] } : {}),
      newPassword: newPasswordRules.newPassword,
      confirmNewPassword: newPasswordRules.confirmation,
    }),
    [knownOld, newPasswordRules],
  );
  const resolver = useMemo(() => rulesResolver(ruleSet, t), [ruleSet, t]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ChangePasswordValues>({
    resolver,
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    const result = await changePassword({
      oldPassword: knownOld ?? values.oldPassword,
      newPassword: values.newPassword,
      confirmNewPassword: values.confirmNewPassword,
    });
    if ('error' in result && result.error) {
      // The remembered password no longer works (changed elsewhere): ask for it after all.
      if (knownOld !== null && isApiError(result.error) && result.error.errorCode === 'old_password_error') {
        forgetLoginPassword();
        setKnownOld(null);
      }
      setError(apiErrorMessage(t, result.error, AUTH_ERROR_TEXTS));
      return;
    }
    forgetLoginPassword();
    dispatch(passwordChanged());
    onChanged();
  });

  return (
    <AuthForm label={t('password.formLabel')} onSubmit={onSubmit} error={error}>
      {knownOld === null && (
        <PasswordField
          {...register('oldPassword')}
          label={t('password.old')}
          placeholder={t('password.oldPlaceholder')}
          autoComplete="current-password"
          required
          error={errors.oldPassword?.message}
        />
      )}
      <NewPasswordFields
        newPassword={register('newPassword')}
        newPasswordError={errors.newPassword?.message}
        confirmation={register('confirmNewPassword')}
        confirmationError={errors.confirmNewPassword?.message}
      />
      <Actions>
        {secondaryAction}
        <Button type="submit" loading={isLoading}>
          {t('password.submit')}
        </Button>
      </Actions>
    </AuthForm>
  );
}
