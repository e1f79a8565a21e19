// Login by mobile number and SMS code (spec §4, §5; MOBILEVERCODELOGIN3). On the wire the
// username carries the number and the password the code (wire notes). Remember me keeps the
// number and dialing code (cookie loginTypeSms), never the code.
import { useGetRegisterSettingsQuery, useSendLoginSmsMutation } from '@portal/api';
import type { FieldSetting } from '@portal/contracts';
import { Button, Checkbox, Input } from '@portal/ui';
import { useCallback, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { readRememberedLogin, saveRememberedLogin } from '../session/remember-me';
import { useAuthSettings } from '../shared/auth-settings';
import { CaptchaField } from '../shared/captcha-field';
import { FormAlert } from '../shared/form-alert';
import { FormStack } from '../shared/form-layout';
import { MobileNumberField, useCountries } from '../shared/mobile-number-field';
import { mobileSetting } from '../shared/mobile-setting';
import { SmsCodeButton } from '../shared/sms-code-button';
import { useAuthTranslation } from '../shared/use-auth-translation';
import { useInitialDialingCode } from '../shared/use-initial-dialing-code';
import { rules, rulesResolver, type RuleSet } from '../shared/validation';
import { VERIFICATION_CODE_MAX_LENGTH } from '../shared/verification-code';
import { useCompleteLogin } from './use-complete-login';
import { useLoginAttempt } from './use-login-attempt';

interface SmsLoginValues {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  captcha: string;
  remember: boolean;
}

function smsRules(mobile: FieldSetting, captchaRequired: boolean): RuleSet<SmsLoginValues> {
  return {
    mobileNum: [rules.setting(mobile, true)],
    verificationCode: [rules.required(), rules.maxLength(VERIFICATION_CODE_MAX_LENGTH)],
    ...(captchaRequired ? { captcha: [rules.required()] } : {}),
  };
}

export function SmsLoginForm() {
  const { t } = useAuthTranslation();
  const { defaultCountryCode } = useAuthSettings();
  const completeLogin = useCompleteLogin();
  const { attempt, error, submitting, captchaRequired, captcha } = useLoginAttempt();
  const [sendSms] = useSendLoginSmsMutation();
  const { data: settings } = useGetRegisterSettingsQuery();
  const countries = useCountries();
  const remembered = useMemo(() => readRememberedLogin(), []);

  const resolver = useMemo(() => rulesResolver(smsRules(mobileSetting(settings), captchaRequired), t), [settings, captchaRequired, t]);
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    trigger,
    getValues,
    formState: { errors },
  } = useForm<SmsLoginValues>({
    resolver,
    defaultValues: {
      mobileNum: remembered?.mobileNum ?? '',
      countryDialingCode: remembered?.countryDialingCode ?? '',
      verificationCode: '',
      captcha: '',
      remember: remembered !== null,
    },
  });
  const dialingCode = watch('countryDialingCode');
  const setDialingCode = useCallback((code: string) => setValue('countryDialingCode', code), [setValue]);
  useInitialDialingCode(countries, dialingCode, setDialingCode, defaultCountryCode);

  const onSubmit = handleSubmit(async (values) => {
    const mobileNum = values.mobileNum.trim();
    const value = await attempt({
      type: 'sms',
      username: mobileNum,
      password: values.verificationCode.trim(),
      countryDialingCode: values.countryDialingCode,
      ...(captchaRequired ? { captcha: values.captcha.trim() } : {}),
    });
    if (!value) {
      setValue('captcha', '');
      return;
    }
    saveRememberedLogin(values.remember, { mobileNum, countryDialingCode: values.countryDialingCode });
    await completeLogin(value);
  });

  return (
    <FormStack noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('login.formBySms')}>
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
            canSend={() => trigger('mobileNum', { shouldFocus: true })}
            send={() =>
              sendSms({ mobileNum: getValues('mobileNum').trim(), countryDialingCode: getValues('countryDialingCode') }).unwrap()
            }
          />
        }
      />
      {captchaRequired && <CaptchaField {...register('captcha')} captcha={captcha} required error={errors.captcha?.message} />}
      <Checkbox {...register('remember')} label={t('login.rememberMe')} hint={t('login.rememberMeHint')} />
      <Button type="submit" fullWidth loading={submitting}>
        {t('common:actions.logIn')}
      </Button>
    </FormStack>
  );
}
