// The kit's PasswordInput with its show/hide toggle named in the visitor's language: every
// password field of the auth forms uses the same two `common` texts for it.
import { PasswordInput, type PasswordInputProps } from '@portal/ui';
import { useAuthTranslation } from './use-auth-translation';

export type PasswordFieldProps = Omit<PasswordInputProps, 'showPasswordLabel' | 'hidePasswordLabel'>;

export function PasswordField(props: PasswordFieldProps) {
  const { t } = useAuthTranslation();
  return (
    <PasswordInput
      {...props}
      showPasswordLabel={t('common:actions.showPassword')}
      hidePasswordLabel={t('common:actions.hidePassword')}
    />
  );
}
