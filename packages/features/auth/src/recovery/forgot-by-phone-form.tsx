// Reset by phone (spec §4, §5; CHNGPASSVERIF3): mobile number and country, an SMS code whose
// countdown runs to the platform's expirationTime (no new code while it runs), the new password
// by the password rule and its confirmation. The reset logs in; then home.
import { useGetRegisterSettingsQuery, useResetPasswordByPhoneMutation, useSendLoginSmsMutation } from '@portal/api';
import { Button, Input, PasswordInput } from '@portal/ui';
import { useCallback, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useCompleteLogin } from '../login/use-complete-login';
import { usePasswordRule } from '../password/password-rule';
import { apiErrorMessage } from '../shared/api-error-message';
import { useAuthSettings } from '../shared/auth-settings';
import { FormAlert } from '../shared/form-alert';
import { FormStack } from '../shared/form-layout';
import { MobileNumberField, useCountries } from '../shared/mobile-number-field';
import { mobileSetting } from '../shared/mobile-setting';
import { countdownFromExpiry, SmsCodeButton } from '../shared/sms-code-button';
import { useAuthTranslation } from '../shared/use-auth-translation';
import { useInitialDialingCode } from '../shared/use-initial-dialing-code';
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
  const { defaultCountryCode } = useAuthSettings();
  const { data: settings } = useGetRegisterSettingsQuery();
  const countries = useCountries();
  const passwordRule = usePasswordRule<ForgotByPhoneValues>();
  const [sendSms] = useSendLoginSmsMutation();
  const [resetPassword, { isLoading }] = useResetPasswordByPhoneMutation();
  const completeLogin = useCompleteLogin();
  const [error, setError] = useState<string | null>(null);

  const ruleSet = useMemo<RuleSet<ForgotByPhoneValues>>(
    () => ({
      mobileNum: [rules.setting(mobileSetting(settings), true)],
      verificationCode: [rules.required(), rules.maxLength(VERIFICATION_CODE_MAX_LENGTH)],
      newPassword: [passwordRule],
      confirmPassword: [rules.required(), rules.sameAs('newPassword')],
    }),
    [settings, passwordRule],
  );
  const resolver = useMemo(() => rulesResolver(ruleSet, t), [ruleSet, t]);
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    trigger,
    getValues,
    formState: { errors },
  } = useForm<ForgotByPhoneValues>({
    resolver,
    defaultValues: { mobileNum: '', countryDialingCode: '', verificationCode: '', newPassword: '', confirmPassword: '' },
  });
  const dialingCode = watch('countryDialingCode');
  const setDialingCode = useCallback((code: string) => setValue('countryDialingCode', code), [setValue]);
  useInitialDialingCode(countries, dialingCode, setDialingCode, defaultCountryCode);

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
    setError(apiErrorMessage(t, (result as { error?: unknown }).error));
  });

  return (
    <FormStack noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('recovery.byPhone')}>
      {error && <FormAlert>{error}</FormAlert>}
      <MobileNumberField
        {...register('mobileNum')}
        dialingCode={dialingCode}
        onDialingCodeChange={setDialingCode}
        required
        error={errors.mobileNum?.message}
      />
      <Input
        {...register('verificationCode')}
        label={t('fields.verificationCode.label')}
        placeholder={t('fields.verificationCode.placeholder')}
        autoComplete="one-time-code"
        inputMode="numeric"
        required
        error={errors.verificationCode?.message}
        trailingAction={
          <SmsCodeButton
            countdownOf={(value) => countdownFromExpiry(value)}
            canSend={() => trigger('mobileNum', { shouldFocus: true })}
            send={() => sendSms({ mobileNum: getValues('mobileNum').trim(), countryDialingCode: getValues('countryDialingCode') }).unwrap()}
          />
        }
      />
      <PasswordInput
        {...register('newPassword')}
        label={t('password.new')}
        placeholder={t('password.newPlaceholder')}
        autoComplete="new-password"
        showPasswordLabel={t('common:actions.showPassword')}
        hidePasswordLabel={t('common:actions.hidePassword')}
        required
        error={errors.newPassword?.message}
      />
      <PasswordInput
        {...register('confirmPassword')}
        label={t('password.confirm')}
        placeholder={t('password.confirmPlaceholder')}
        autoComplete="new-password"
        showPasswordLabel={t('common:actions.showPassword')}
        hidePasswordLabel={t('common:actions.hidePassword')}
        required
        error={errors.confirmPassword?.message}
      />
      <Button type="submit" fullWidth loading={isLoading}>
        {t('recovery.reset')}
      </Button>
    </FormStack>
  );
}
