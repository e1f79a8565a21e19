// How every login form ends (username and SMS alike): the captcha once the platform asked for it,
// remember me, and the Log in button, busy while the attempt runs. The form's fields are `captcha`
// and `remember`.
import { Button, Checkbox } from '@portal/ui';
import type { UseFormReturn } from 'react-hook-form';
import { CaptchaField } from '../shared/captcha-field';
import { formPart } from '../shared/form-part';
import { useAuthTranslation } from '../shared/use-auth-translation';
import type { LoginAttempt } from './use-login-attempt';

export interface CaptchaRememberValues {
  captcha: string;
  remember: boolean;
}

export interface CaptchaRememberAndSubmitProps<V extends CaptchaRememberValues> {
  form: UseFormReturn<V>;
  attempt: Pick<LoginAttempt, 'captchaRequired' | 'captcha' | 'submitting'>;
}

export function CaptchaRememberAndSubmit<V extends CaptchaRememberValues>({
  form,
  attempt,
}: CaptchaRememberAndSubmitProps<V>) {
  const { t } = useAuthTranslation();
  const { register, formState } = formPart<CaptchaRememberValues, V>(form);
  return (
    <>
      {attempt.captchaRequired && (
        <CaptchaField
          {...register('captcha')}
          captcha={attempt.captcha}
          required
          error={formState.errors.captcha?.message}
        />
      )}
      <Checkbox {...register('remember')} label={t('login.rememberMe')} hint={t('login.rememberMeHint')} />
      <Button type="submit" fullWidth loading={attempt.submitting}>
        {t('common:actions.logIn')}
      </Button>
    </>
  );
}
