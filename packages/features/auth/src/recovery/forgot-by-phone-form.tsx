// Reset by phone (spec §4, §5; CHNGPASSVERIF3): mobile number and country, an SMS code whose
// countdown runs to the platform's expirationTime (no new code while it runs), the new password
// by the password rule and its confirmation. The reset logs in; then home. An account with an
// authenticator app answers its challenge first (the new password is already in force).
import { apiErrorMessage, useGetRegisterSettingsQuery, useResetPasswordByPhoneMutation } from '@portal/api';
import type { LoginChallenge } from '@portal/contracts';
import { Button } from '@portal/ui';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { LoginChallengeStep } from '../login/login-challenge-step';
import { useCompleteLogin } from '../login/use-complete-login';
import { AUTH_ERROR_TEXTS } from '../shared/error-message';
import { AuthForm } from '../shared/auth-form';
import { loginChallengeFrom } from '../shared/load-answer-checks';
import { mobileSetting } from '../shared/mobile-setting';
import { MobileWithSmsCode } from '../shared/mobile-with-sms-code';
import { NewPasswordFields, useNewPasswordRules } from '../shared/new-password-fields';
import { countdownFromExpiry } from '../shared/sms-code-button';
import { useAuthTranslation } from '../shared/use-auth-translation';
import { rules, rulesResolver, type RuleSet } from '../shared/validation';
import { VERIFICATION_CODE_MAX_LENGTH } from '../shared/verification-code';

interface ForgotByPhoneValues {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  newPassword: string;
  confirmPassword: string;
}

export function ForgotByPhoneForm() {
  const { t } = useAuthTranslation();
  const { data: settings } = useGetRegisterSettingsQuery();
  const newPasswordRules = useNewPasswordRules<ForgotByPhoneValues>('newPassword');
  const [resetPassword, { isLoading }] = useResetPasswordByPhoneMutation();
  const completeLogin = useCompleteLogin();
  const [error, setError] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<LoginChallenge | null>(null);

  const ruleSet = useMemo<RuleSet<ForgotByPhoneValues>>(
    () => ({
      mobileNum: [rules.setting(mobileSetting(settings), true)],
      verificationCode: [rules.required(), rules.maxLength(VERIFICATION_CODE_MAX_LENGTH)],
      newPassword: newPasswordRules.newPassword,
      confirmPassword: newPasswordRules.confirmation,
    }),
    [settings, newPasswordRules],
  );
  const resolver = useMemo(() => rulesResolver(ruleSet, t), [ruleSet, t]);
  const form = useForm<ForgotByPhoneValues>({
    resolver,
    defaultValues: {
      mobileNum: '',
      countryDialingCode: '',
      verificationCode: '',
      newPassword: '',
      confirmPassword: '',
    },
  });
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    const result = await resetPassword({
      mobileNum: values.mobileNum.trim(),
      countryDialingCode: values.countryDialingCode,
      verificationCode: values.verificationCode.trim(),
      newPassword: values.newPassword,
    });
    if ('data' in result && result.data) {
      await completeLogin(result.data);
      return;
    }
    const failure = (result as { error?: unknown }).error;
    const secondStep = await loginChallengeFrom(failure);
    if (secondStep) setChallenge(secondStep);
    else setError(apiErrorMessage(t, failure, AUTH_ERROR_TEXTS));
  });

  if (challenge)
    return (
      <LoginChallengeStep
        challenge={challenge}
        username={getValues('mobileNum').trim()}
        onLoggedIn={(value) => completeLogin(value)}
        onBack={() => setChallenge(null)}
      />
    );

  return (
    <AuthForm label={t('recovery.byPhone')} onSubmit={onSubmit} error={error}>
      {/* The code lives until the server's expirationTime, so the countdown runs to it. */}
      <MobileWithSmsCode form={form} countdownOf={(value) => countdownFromExpiry(value)} />
      <NewPasswordFields
        newPassword={register('newPassword')}
        newPasswordError={errors.newPassword?.message}
        confirmation={register('confirmPassword')}
        confirmationError={errors.confirmPassword?.message}
      />
      <Button type="submit" fullWidth loading={isLoading}>
        {t('recovery.reset')}
      </Button>
    </AuthForm>
  );
}
