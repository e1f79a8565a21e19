// Login by username and password (spec §4, §5): both trimmed and required, the captcha when the
// platform asked for it, remember me (the username only, never the password).
import { Button, Checkbox, Input, PasswordInput } from '@portal/ui';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { readRememberedLogin, saveRememberedLogin } from '../session/remember-me';
import { CaptchaField } from '../shared/captcha-field';
import { FormAlert } from '../shared/form-alert';
import { FormStack } from '../shared/form-layout';
import { useAuthTranslation } from '../shared/use-auth-translation';
import { rules, rulesResolver, type RuleSet } from '../shared/validation';
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
  const { attempt, error, submitting, captchaRequired, captcha } = useLoginAttempt();
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
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<UsernameLoginValues>({
    resolver,
    defaultValues: { username: remembered?.username ?? '', password: '', captcha: '', remember: remembered !== null },
  });

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
    <FormStack noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('login.formByUsername')}>
      {error && <FormAlert>{error}</FormAlert>}
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
      <PasswordInput
        {...register('password')}
        label={t('fields.password.label')}
        placeholder={t('fields.password.placeholder')}
        autoComplete="current-password"
        showPasswordLabel={t('common:actions.showPassword')}
        hidePasswordLabel={t('common:actions.hidePassword')}
        required
        error={errors.password?.message}
      />
      {captchaRequired && <CaptchaField {...register('captcha')} captcha={captcha} required error={errors.captcha?.message} />}
      <Checkbox {...register('remember')} label={t('login.rememberMe')} hint={t('login.rememberMeHint')} />
      <Button type="submit" fullWidth loading={submitting}>
        {t('common:actions.logIn')}
      </Button>
    </FormStack>
  );
}
