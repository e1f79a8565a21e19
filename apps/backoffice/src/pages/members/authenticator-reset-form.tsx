// POST /ops/members/authenticator/reset: a member's lost authenticator app, reset with the reason.
// A refusal (unknown member, nothing bound) keeps what was typed.
import { Button, FormAlert, Input, TextArea } from '@portal/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useResetAuthenticatorMutation } from '../../api/member-centre';
import { errorText } from '../../shared/error-texts';
import { FormFrame } from '../../shared/form-layout';
import { useBackofficeTranslation } from '../../shared/use-backoffice-translation';

interface ResetValues {
  username: string;
  reason: string;
}

export const RESET_REASON_MIN = 5;

export function AuthenticatorResetForm() {
  const { t } = useBackofficeTranslation();
  const [resetAuthenticator, { isLoading }] = useResetAuthenticatorMutation();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ResetValues>({ defaultValues: { username: '', reason: '' } });
  const required = { required: t('form.required') };

  const onSubmit = handleSubmit(async (values) => {
    setResult(null);
    const username = values.username.trim();
    try {
      const done = await resetAuthenticator({ username, reason: values.reason.trim() }).unwrap();
      reset();
      setResult({ ok: true, text: t('members.reset.done', { username: done.username }) });
    } catch (error) {
      setResult({ ok: false, text: errorText(t, error) });
    }
  });

  return (
    <FormFrame onSubmit={onSubmit} noValidate aria-label={t('members.reset.heading')}>
      <h2>{t('members.reset.heading')}</h2>
      <p>{t('members.reset.intro')}</p>
      {result && <FormAlert tone={result.ok ? 'success' : 'danger'}>{result.text}</FormAlert>}
      <Input
        {...register('username', required)}
        label={t('members.username')}
        autoComplete="off"
        spellCheck={false}
        maxLength={64}
        required
        error={errors.username?.message}
      />
      <TextArea
        {...register('reason', {
          ...required,
          validate: (value) => value.trim().length >= RESET_REASON_MIN || t('members.reset.reasonHint'),
        })}
        label={t('members.reset.reason')}
        hint={t('members.reset.reasonHint')}
        maxLength={500}
        required
        error={errors.reason?.message}
      />
      <Button type="submit" loading={isLoading}>
        {t('members.reset.submit')}
      </Button>
    </FormFrame>
  );
}
