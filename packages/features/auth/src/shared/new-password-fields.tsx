// A new password and its confirmation (change password, reset by phone): the new one follows the
// platform's password rule — its registration setting for `password`, or just "required" until the
// settings have loaded — and the confirmation must repeat it ("inconsistent twice").
import { useGetRegisterSettingsQuery } from '@portal/api';
import { useMemo } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordField } from './password-field';
import { useAuthTranslation } from './use-auth-translation';
import { rules, type Rule } from './validation';

export interface NewPasswordRules<V> {
  newPassword: ReadonlyArray<Rule<V>>;
  confirmation: ReadonlyArray<Rule<V>>;
}

/** The rules of the pair, for a form whose new password is the field `newPasswordField`. */
export function useNewPasswordRules<V>(newPasswordField: keyof V): NewPasswordRules<V> {
  const { data: settings } = useGetRegisterSettingsQuery();
  const passwordSetting = settings?.password;
  return useMemo(
    () => ({
      newPassword: [passwordSetting ? rules.setting<V>(passwordSetting, true) : rules.required<V>()],
      confirmation: [rules.required<V>(), rules.sameAs<V>(newPasswordField)],
    }),
    [passwordSetting, newPasswordField],
  );
}

export interface NewPasswordFieldsProps {
  /** `register(…)` of the new password's field. */
  newPassword: UseFormRegisterReturn;
  newPasswordError?: string;
  /** `register(…)` of the confirmation's field. */
  confirmation: UseFormRegisterReturn;
  confirmationError?: string;
}

export function NewPasswordFields({
  newPassword,
  newPasswordError,
  confirmation,
  confirmationError,
}: NewPasswordFieldsProps) {
  const { t } = useAuthTranslation();
  return (
    <>
      <PasswordField
        {...newPassword}
        label={t('password.new')}
        placeholder={t('password.newPlaceholder')}
        autoComplete="new-password"
        required
        error={newPasswordError}
      />
      <PasswordField
        {...confirmation}
        label={t('password.confirm')}
        placeholder={t('password.confirmPlaceholder')}
        autoComplete="new-password"
        required
        error={confirmationError}
      />
    </>
  );
}
