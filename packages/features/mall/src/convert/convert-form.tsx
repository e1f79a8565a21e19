// Points into the main wallet at the tenant's rate (spec §7 MCS2_convertPoint): how many points (a
// decimal of at most two places, at least the tenant's minimum, at most the balance), the password
// the tenant confirms money calls with, one request id per attempt (the same again after a lost
// answer). A refusal keeps what was typed; the points and the wallet refresh through the api's tags.
import {
  answerLost,
  apiErrorMessage,
  useConvertPointMutation,
  useGetWithdrawSettingsQuery,
  useRequestId,
} from '@portal/api';
import { AMOUNT_PATTERN, type PointConfigValue } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { Button, FormAlert, Input, PasswordInput } from '@portal/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { MALL_NAMESPACE } from '../mall-namespace';
import { MALL_ERROR_TEXTS } from '../shared/error-message';
import { useMoney, usePoints } from '../shared/format';
import { Actions, FormStack, Muted } from '../shared/styles';

interface ConvertValues {
  points: string;
  password: string;
}

export interface ConvertFormProps {
  config: PointConfigValue;
  /** The member's points now. */
  balance: number;
  currencySymbol: string;
}

export function ConvertForm({ config, balance, currencySymbol }: ConvertFormProps) {
  const { t } = useTranslation(MALL_NAMESPACE);
  const points = usePoints();
  const money = useMoney(currencySymbol);
  const { data: settings } = useGetWithdrawSettingsQuery();
  const [convert, { isLoading }] = useConvertPointMutation();
  const requestIds = useRequestId();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const payment = settings?.confirmWith !== 'login';
  const { register, handleSubmit, formState, reset, getValues } = useForm<ConvertValues>({
    defaultValues: { points: '', password: '' },
  });

  const rule = (text: string): true | string => {
    const value = text.trim();
    if (!value) return t('convert.required');
    if (!AMOUNT_PATTERN.test(value)) return t('convert.notANumber');
    const amount = Number(value);
    if (amount < config.convertMinPoints) return t('convert.belowMin', { min: points(config.convertMinPoints) });
    if (amount > balance) return t('convert.aboveBalance', { points: points(balance) });
    return true;
  };

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    setDone(null);
    const body = { points: values.points.trim(), password: values.password };
    const result = await convert({ ...body, requestId: requestIds.idFor(body) });
    if (result.error) {
      if (!answerLost(result.error)) requestIds.answered();
      setFailure(apiErrorMessage(t, result.error, MALL_ERROR_TEXTS, points));
      return;
    }
    requestIds.answered();
    reset({ ...getValues(), points: '', password: '' });
    setDone(
      t('convert.done', {
        points: points(result.data.points),
        amount: money(result.data.amount),
        convertNo: result.data.convertNo,
      }),
    );
  });

  return (
    <FormStack noValidate aria-label={t('convert.formLabel')} onSubmit={(event) => void submit(event)}>
      {failure && <FormAlert>{failure}</FormAlert>}
      {done && <FormAlert tone="success">{done}</FormAlert>}
      <Muted>{t('convert.rule', { min: points(config.convertMinPoints), rate: money(config.convertRate) })}</Muted>
      <Input
        label={t('convert.points')}
        inputMode="decimal"
        autoComplete="off"
        required
        {...register('points', { validate: rule })}
        error={formState.errors.points?.message}
      />
      <PasswordInput
        showPasswordLabel={t('common:actions.showPassword')}
        hidePasswordLabel={t('common:actions.hidePassword')}
        label={payment ? t('redeem.paymentPassword') : t('redeem.loginPassword')}
        required
        autoComplete={payment ? 'off' : 'current-password'}
        {...register('password', { required: t('form.required') })}
        error={formState.errors.password?.message}
      />
      <Actions>
        <Button type="submit" loading={isLoading}>
          {t('convert.submit')}
        </Button>
      </Actions>
    </FormStack>
  );
}
