// Login by username and password (spec §4, §5): both trimmed and required, the captcha when the
// platform asked for it, remember me (the username only, never the password).
import { Input } from '@portal/ui';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { readRememberedLogin, saveRememberedLogin } from '../session/remember-me';
import { AuthForm } from '../shared/auth-form';
import { PasswordField } from '../shared/password-field';
import { useAuthTranslation } from '../shared/use-auth-translation';
import { rules, rulesResolver, type RuleSet } from '../shared/validation';
import { CaptchaRememberAndSubmit } from './captcha-remember-and-submit';
import { LoginChallengeStep } from './login-challenge-step';
import { useCompleteLogin } from './use-complete-login';
import { useLoginAttempt } from './use-login-attempt';

interface UsernameLoginValues {
  username: string;
  password: string;
  captcha: string;
  remember: boolean;
}

export function UsernameLoginForm() {
  const { t } = useAuthTranslation();
  const completeLogin = useCompleteLogin();
  const loginAttempt = useLoginAttempt();
  const { attempt, error, captchaRequired, challenge, clearChallenge } = loginAttempt;
  const remembered = useMemo(() => readRememberedLogin(), []);

  const ruleSet = useMemo<RuleSet<UsernameLoginValues>>(
    () => ({
      username: [rules.required()],
      password: [rules.required()],
      ...(captchaRequired ? { captcha: [rules.required()] } : {}),
    }),
    [captchaRequired],
  );
  const resolver = useMemo(() => rulesResolver(ruleSet, t), [ruleSet, t]);
  const form = useForm<UsernameLoginValues>({
    resolver,
    defaultValues: { username: remembered?.username ?? '', password: '', captcha: '', remember: remembered !== null },
  });
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    setFocus,
    formState: { errors },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    const username = values.username.trim();
    const password = values.password.trim();
    const value = await attempt({
      type: 'username',
      username,
      password,
      ...(captchaRequired ? { captcha: values.captcha.trim() } : {}),
    });
    if (!value) {
      setValue('captcha', '');
      return;
    }
    saveRememberedLogin(values.remember, { username });
    await completeLogin(value, { password });
  });

  return (
    <>
      {challenge && (
        <LoginChallengeStep
          challenge={challenge}
          username={getValues('username').trim()}
          onLoggedIn={async (value) => {
            const values = getValues();
            saveRememberedLogin(values.remember, { username: values.username.trim() });
            await completeLogin(value, { password: values.password.trim() });
          }}
          onBack={() => {
            clearChallenge();
            setValue('password', '');
            setTimeout(() => setFocus('password'));
          }}
        />
      )}
      {/* Hidden, not unmounted, during the second step: "Back" finds the username as typed. */}
      <div hidden={challenge !== null}>
        <AuthForm label={t('login.formByUsername')} onSubmit={onSubmit} error={error}>
          <Input
            {...register('username')}
            label={t('fields.username.label')}
            placeholder={t('fields.username.placeholder')}
            autoComplete="username"
            autoCapitalize="off"
            spellCheck={false}
            required
            error={errors.username?.message}
          />
          <PasswordField
            {...register('password')}
            label={t('fields.password.label')}
            placeholder={t('fields.password.placeholder')}
            autoComplete="current-password"
            required
            error={errors.password?.message}
          />
          <CaptchaRememberAndSubmit form={form} attempt={loginAttempt} />
        </AuthForm>
      </div>
    </>
  );
}
