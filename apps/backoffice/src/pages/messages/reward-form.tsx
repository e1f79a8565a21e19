// POST /ops/rewards: a reward for one member — 200 granted, 202 above the tenant's threshold (waits
// for a second staff member), refused above its ceiling (reward_ceiling_exceeded).
import { amountSchema } from '@portal/contracts';
import { Button, FormAlert, Input } from '@portal/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useGrantRewardMutation } from '../../api/member-centre';
import { useStaffSession } from '../../session/staff-session';
import { errorText } from '../../shared/error-texts';
import { formatAmount } from '../../shared/format';
import { FormFrame } from '../../shared/form-layout';
import { useBackofficeTranslation } from '../../shared/use-backoffice-translation';

interface RewardValues {
  username: string;
  title: string;
  amount: string;
  /** A datetime-local value, or empty for never. */
  expiresAt: string;
}

type Result = { tone: 'success' | 'info' | 'danger'; text: string };

export function RewardForm() {
  const { t, i18n } = useBackofficeTranslation();
  const { limits } = useStaffSession();
  const [grant, { isLoading }] = useGrantRewardMutation();
  const [result, setResult] = useState<Result | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<RewardValues>({ defaultValues: { username: '', title: '', amount: '', expiresAt: '' } });
  const required = { required: t('form.required') };
  const money = (value: number) => formatAmount(value, limits.currency, i18n.language);

  const onSubmit = handleSubmit(async (values) => {
    setResult(null);
    const username = values.username.trim();
    const expiresAt = values.expiresAt ? new Date(values.expiresAt).getTime() : undefined;
    try {
      const answer = await grant({
        username,
        title: values.title.trim(),
        amount: values.amount.trim(),
        ...(expiresAt ? { expiresAt } : {}),
      }).unwrap();
      reset();
      setResult(
        answer.kind === 'pending'
          ? { tone: 'info', text: t('messages.reward.pending', { username }) }
          : { tone: 'success', text: t('messages.reward.granted', { username }) },
      );
    } catch (error) {
      setResult({ tone: 'danger', text: errorText(t, error, money) });
    }
  });

  return (
    <FormFrame onSubmit={onSubmit} noValidate aria-label={t('messages.reward.heading')}>
      <h2>{t('messages.reward.heading')}</h2>
      {result && <FormAlert tone={result.tone}>{result.text}</FormAlert>}
      <Input
        {...register('username', required)}
        label={t('messages.username')}
        autoComplete="off"
        spellCheck={false}
        maxLength={64}
        required
        error={errors.username?.message}
      />
      <Input
        {...register('title', required)}
        label={t('messages.reward.rewardTitle')}
        maxLength={120}
        required
        error={errors.title?.message}
      />
      <Input
        {...register('amount', {
          ...required,
          validate: (value) => amountSchema.safeParse(value.trim()).success || t('messages.reward.amountInvalid'),
        })}
        label={t('messages.reward.amount', { currency: limits.currency })}
        hint={t('messages.reward.amountHint', {
          threshold: money(limits.approvalThreshold),
          ceiling: money(limits.rewardCeiling),
        })}
        inputMode="decimal"
        autoComplete="off"
        required
        error={errors.amount?.message}
      />
      <Input
        {...register('expiresAt', {
          validate: (value) => !value || new Date(value).getTime() > Date.now() || t('messages.reward.expiresInPast'),
        })}
        type="datetime-local"
        label={t('messages.reward.expiresAt')}
        error={errors.expiresAt?.message}
      />
      <Button type="submit" loading={isLoading}>
        {t('messages.reward.submit')}
      </Button>
    </FormFrame>
  );
}
