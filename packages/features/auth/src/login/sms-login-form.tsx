// Login by mobile number and SMS code (spec §4, §5; MOBILEVERCODELOGIN3). On the wire the
// username carries the number and the password the code (wire notes). Remember me keeps the
// number and dialing code (cookie loginTypeSms), never the code.
import { useGetRegisterSettingsQuery } from '@portal/api';
import type { FieldSetting } from '@portal/contracts';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { readRememberedLogin, saveRememberedLogin } from '../session/remember-me';
import { AuthForm } from '../shared/auth-form';
import { mobileSetting } from '../shared/mobile-setting';
import { MobileWithSmsCode } from '../shared/mobile-with-sms-code';
import { useAuthTranslation } from '../shared/use-auth-translation';
import { rules, rulesResolver, type RuleSet } from '../shared/validation';
import { VERIFICATION_CODE_MAX_LENGTH } from '../shared/verification-code';
import { CaptchaRememberAndSubmit } from './captcha-remember-and-submit';
import { LoginChallengeStep } from './login-challenge-step';
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
  const completeLogin = useCompleteLogin();
  const loginAttempt = useLoginAttempt();
  const { attempt, error, captchaRequired, challenge, clearChallenge } = loginAttempt;
  const { data: settings } = useGetRegisterSettingsQuery();
  const remembered = useMemo(() => readRememberedLogin(), []);

  const resolver = useMemo(
    () => rulesResolver(smsRules(mobileSetting(settings), captchaRequired), t),
    [settings, captchaRequired, t],
  );
  const form = useForm<SmsLoginValues>({
    resolver,
    defaultValues: {
      mobileNum: remembered?.mobileNum ?? '',
      countryDialingCode: remembered?.countryDialingCode ?? '',
      verificationCode: '',
      captcha: '',
      remember: remembered !== null,
    },
  });
  const { handleSubmit, setValue, getValues } = form;

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
    <>
      {challenge && (
        <LoginChallengeStep
          challenge={challenge}
          username={getValues('mobileNum').trim()}
          onLoggedIn={async (value) => {
            const values = getValues();
            saveRememberedLogin(values.remember, {
              mobileNum: values.mobileNum.trim(),
              countryDialingCode: values.countryDialingCode,
            });
            await completeLogin(value);
          }}
          onBack={() => {
            clearChallenge();
            setValue('verificationCode', '');
          }}
        />
      )}
      {/* Hidden, not unmounted, during the second step: "Back" finds the number as typed. */}
      <div hidden={challenge !== null}>
        <AuthForm label={t('login.formBySms')} onSubmit={onSubmit} error={error}>
          <MobileWithSmsCode
            form={form}
            onCaptchaReplaced={() => {
              // The login's own captcha image is no longer the visitor's challenge: show a new one.
              if (!captchaRequired) return;
              setValue('captcha', '');
              loginAttempt.captcha.refresh();
            }}
          />
          <CaptchaRememberAndSubmit form={form} attempt={loginAttempt} />
        </AuthForm>
      </div>
    </>
  );
}
