// Forgot password by e-mail (spec §5): username and e-mail, each by its registration rule; the
// platform mails a one-time temporary password.
import { useForgotPasswordByEmailMutation, useGetRegisterSettingsQuery } from '@portal/api';
import type { FieldSetting } from '@portal/contracts';
import { Button, Input } from '@portal/ui';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { apiErrorMessage } from '../shared/api-error-message';
import { AuthForm } from '../shared/auth-form';
import { FormAlert } from '../shared/form-alert';
import { useAuthTranslation } from '../shared/use-auth-translation';
import { rules, rulesResolver, type Rule, type RuleSet } from '../shared/validation';

interface ForgotByEmailValues {
  username: string;
  email: string;
}

const ruleFor = (setting: FieldSetting | undefined): Rule<ForgotByEmailValues> => (setting ? rules.setting(setting, true) : rules.required());

export function ForgotByEmailForm() {
  const { t } = useAuthTranslation();
  const { data: settings } = useGetRegisterSettingsQuery();
  const [sendMail, { isLoading }] = useForgotPasswordByEmailMutation();
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const ruleSet = useMemo<RuleSet<ForgotByEmailValues>>(
    () => ({ username: [ruleFor(settings?.username)], email: [ruleFor(settings?.email)] }),
    [settings],
  );
  const resolver = useMemo(() => rulesResolver(ruleSet, t), [ruleSet, t]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotByEmailValues>({ resolver, defaultValues: { username: '', email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    setSentTo(null);
    const email = values.email.trim();
    const result = await sendMail({ username: values.username.trim(), email });
    if ('error' in result && result.error) setError(apiErrorMessage(t, result.error));
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
      <Button type="submit" fullWidth loading={isLoading}>
        {t('recovery.sendEmail')}
      </Button>
    </AuthForm>
  );
}
