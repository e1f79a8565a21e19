// Forgot password by e-mail (spec §5): username and e-mail, each by its registration rule (the
// e-mail also by the address grammar), and the captcha the platform asks for before it mails
// anyone (so nobody can mail-bomb a member); the platform mails a one-time temporary password.
// Every captcha answer is single-use: after each try the form shows a new image.
import { apiErrorMessage, useForgotPasswordByEmailMutation, useGetRegisterSettingsQuery } from '@portal/api';
import type { FieldSetting } from '@portal/contracts';
import { Button, FormAlert, Input } from '@portal/ui';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { AUTH_ERROR_TEXTS } from '../shared/error-message';
import { AuthForm } from '../shared/auth-form';
import { CaptchaField } from '../shared/captcha-field';
import { useAuthTranslation } from '../shared/use-auth-translation';
import { useCaptcha } from '../shared/use-captcha';
import { rules, rulesResolver, type Rule, type RuleSet } from '../shared/validation';

interface ForgotByEmailValues {
  username: string;
  email: string;
  captcha: string;
}

const ruleFor = (setting: FieldSetting | undefined): Rule<ForgotByEmailValues> =>
  setting ? rules.setting(setting, true) : rules.required();

export function ForgotByEmailForm() {
  const { t } = useAuthTranslation();
  const { data: settings } = useGetRegisterSettingsQuery();
  const [sendMail, { isLoading }] = useForgotPasswordByEmailMutation();
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const ruleSet = useMemo<RuleSet<ForgotByEmailValues>>(
    () => ({
      username: [ruleFor(settings?.username)],
      email: [ruleFor(settings?.email), rules.email()],
      captcha: [rules.required()],
    }),
    [settings],
  );
  const resolver = useMemo(() => rulesResolver(ruleSet, t), [ruleSet, t]);
  const captcha = useCaptcha('login', true);
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<ForgotByEmailValues>({ resolver, defaultValues: { username: '', email: '', captcha: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    setSentTo(null);
    const email = values.email.trim();
    const result = await sendMail({ username: values.username.trim(), email, captcha: values.captcha.trim() });
    // The answer was used up either way: a new image for the next try.
    setValue('captcha', '');
    captcha.refresh();
    if ('error' in result && result.error) setError(apiErrorMessage(t, result.error, AUTH_ERROR_TEXTS));
    else setSentTo(email);
  });

  return (
    <AuthForm label={t('recovery.byEmail')} onSubmit={onSubmit} error={error}>
      {sentTo && (
        <FormAlert tone="success" focusOnShow>
          {t('recovery.emailSent', { email: sentTo })}
        </FormAlert>
      )}
      <Input
        {...register('username')}
        label={t('fields.username.label')}
        placeholder={t('fields.username.placeholder')}
        autoComplete="username"
        autoCapitalize="off"
        required
        error={errors.username?.message}
      />
      <Input
        {...register('email')}
        type="email"
        inputMode="email"
        label={t('fields.email.label')}
        placeholder={t('fields.email.placeholder')}
        autoComplete="email"
        required
        error={errors.email?.message}
      />
      <CaptchaField {...register('captcha')} captcha={captcha} required error={errors.captcha?.message} />
      <Button type="submit" fullWidth loading={isLoading}>
        {t('recovery.sendEmail')}
      </Button>
    </AuthForm>
  );
}
