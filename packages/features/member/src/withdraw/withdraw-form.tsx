// The withdrawal request: the amount (the contract's rule, the tenant's limits, today's remaining
// limit and what the wallet holds), the bound payee, and the password the tenant confirms with
// (payment or login), and the authenticator app's current code when one is bound (issue 25: the
// platform refuses a withdrawal without it). The platform holds the amount until the operator decides.
import { answerLost, apiErrorMessage, useRequestId, useRequestWithdrawalMutation } from '@portal/api';
import type { WithdrawSettingsValue } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { Button, FormAlert, Input, PasswordInput, Select } from '@portal/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { WALLET_NAMESPACE } from '../wallet-namespace';
import { WALLET_ERROR_TEXTS } from '../shared/error-message';
import { Actions, FormStack } from '../shared/styles';
import { useAmountRule } from '../shared/use-amount-rule';
import { useMoney } from '../shared/use-money';

interface WithdrawValues {
  amount: string;
  payeeId: string;
  password: string;
  authenticatorCode: string;
}

export function WithdrawForm({ settings }: { settings: WithdrawSettingsValue }) {
  const { t } = useTranslation(WALLET_NAMESPACE);
  const money = useMoney(settings.currencySymbol);
  const [requestWithdrawal, { isLoading }] = useRequestWithdrawalMutation();
  const requestIds = useRequestId();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { register, handleSubmit, formState, reset, getValues, setValue } = useForm<WithdrawValues>({
    defaultValues: {
      amount: '',
      payeeId: String(settings.payees[0]?.payeeId ?? ''),
      password: '',
      authenticatorCode: '',
    },
  });
  const amountRule = useAmountRule(
    {
      min: settings.minAmount,
      max: Math.min(settings.maxAmount, settings.dailyRemaining),
      available: settings.withdrawable,
    },
    money,
  );

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    setDone(null);
    const body = { payeeId: Number(values.payeeId), amount: values.amount.trim(), password: values.password };
    // The code is not part of the request's identity: a retry with a fresh code is the same request.
    const code = settings.authenticatorRequired
      ? { authenticatorCode: values.authenticatorCode.replace(/\s/g, '') }
      : {};
    const result = await requestWithdrawal({ ...body, ...code, requestId: requestIds.idFor(body) });
    if (result.error) {
      if (!answerLost(result.error)) requestIds.answered();
      setValue('authenticatorCode', '');
      setFailure(apiErrorMessage(t, result.error, WALLET_ERROR_TEXTS, money));
      return;
    }
    requestIds.answered();
    reset({ ...getValues(), amount: '', password: '', authenticatorCode: '' });
    setDone(t('withdraw.requested', { amount: money(result.data.amount), withdrawalNo: result.data.withdrawalNo }));
  });

  return (
    <FormStack noValidate aria-label={t('withdraw.formLabel')} onSubmit={(event) => void submit(event)}>
      {failure && <FormAlert>{failure}</FormAlert>}
      {done && <FormAlert tone="success">{done}</FormAlert>}
      <Input
        label={t('amount.label', { currency: settings.currency })}
        inputMode="decimal"
        autoComplete="off"
        required
        hint={t('amount.limits', { min: money(settings.minAmount), max: money(settings.maxAmount) })}
        {...register('amount', { validate: amountRule })}
        error={formState.errors.amount?.message}
      />
      <Select
        label={t('withdraw.payee')}
        required
        options={settings.payees.map((payee) => ({
          value: String(payee.payeeId),
          label: `${payee.providerName} · ${payee.accountName} · ${payee.accountNumber}`,
        }))}
        {...register('payeeId', { required: t('form.required') })}
        error={formState.errors.payeeId?.message}
      />
      <PasswordInput
        showPasswordLabel={t('common:actions.showPassword')}
        hidePasswordLabel={t('common:actions.hidePassword')}
        label={settings.confirmWith === 'payment' ? t('withdraw.paymentPassword') : t('withdraw.loginPassword')}
        required
        autoComplete={settings.confirmWith === 'payment' ? 'off' : 'current-password'}
        {...register('password', { required: t('form.required') })}
        error={formState.errors.password?.message}
      />
      {settings.authenticatorRequired && (
        <Input
          label={t('withdraw.authenticatorCode')}
          hint={t('withdraw.authenticatorHint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          required
          {...register('authenticatorCode', {
            required: t('form.required'),
            validate: (value) => /^\d{6}$/.test(value.replace(/\s/g, '')) || t('withdraw.codeFormat'),
          })}
          error={formState.errors.authenticatorCode?.message}
        />
      )}
      <Actions>
        <Button type="submit" loading={isLoading}>
          {t('withdraw.submit')}
        </Button>
      </Actions>
    </FormStack>
  );
}
