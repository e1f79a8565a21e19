// The deposit form (depositv2): a payment method of the tenant (its name from the tenant's texts,
// its limits shown), the amount with quick picks and the contract's rule, then the order. The
// answer's payUrl (the provider's hosted page) opens in a new window; a link stays in case the
// browser blocked it. A retry after a lost answer reuses the request id.
import { answerLost, apiErrorMessage, useCreateDepositMutation, useRequestId } from '@portal/api';
import type { CreateDepositValue, DepositMethodsValue } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { Button, FormAlert, Input, Select } from '@portal/ui';
import { useForm } from 'react-hook-form';
import { WALLET_NAMESPACE } from '../wallet-namespace';
import { WALLET_ERROR_TEXTS } from '../shared/error-message';
import { Actions, Choices, FormStack } from '../shared/styles';
import { useAmountRule } from '../shared/use-amount-rule';
import { useMoney } from '../shared/use-money';
import { useState } from 'react';

export interface DepositFormProps {
  methods: DepositMethodsValue;
  onCreated: (created: CreateDepositValue) => void;
}

interface DepositValues {
  methodCode: string;
  amount: string;
}

const QUICK_AMOUNTS = [50, 100, 200, 500, 1000, 5000, 10000];

/** Up to five quick picks inside the method's limits (its minimum first when no round one fits). */
export function quickAmounts(min: number, max: number): number[] {
  const inside = QUICK_AMOUNTS.filter((amount) => amount >= min && amount <= max);
  return (inside.length > 0 ? inside : [min]).slice(0, 5);
}

export function DepositForm({ methods, onCreated }: DepositFormProps) {
  const { t } = useTranslation(WALLET_NAMESPACE);
  const money = useMoney(methods.currencySymbol);
  const [createDeposit, { isLoading }] = useCreateDepositMutation();
  const requestIds = useRequestId();
  const [failure, setFailure] = useState<string | null>(null);
  const first = methods.methods[0];
  const form = useForm<DepositValues>({ defaultValues: { methodCode: first?.methodCode ?? '', amount: '' } });
  const { register, handleSubmit, watch, setValue, formState } = form;
  const method = methods.methods.find((each) => each.methodCode === watch('methodCode')) ?? first;
  const amountRule = useAmountRule({ min: method?.minAmount, max: method?.maxAmount }, money);
  const methodName = (nameKey: string, code: string) => t(`common:${nameKey}`, { defaultValue: code });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const body = { methodCode: values.methodCode, amount: values.amount.trim() };
    const result = await createDeposit({ ...body, requestId: requestIds.idFor(body) });
    if (result.error) {
      if (!answerLost(result.error)) requestIds.answered();
      setFailure(apiErrorMessage(t, result.error, WALLET_ERROR_TEXTS, money));
      return;
    }
    requestIds.answered();
    window.open(result.data.payUrl, '_blank');
    onCreated(result.data);
  });

  return (
    <FormStack noValidate aria-label={t('deposit.formLabel')} onSubmit={(event) => void submit(event)}>
      {failure && <FormAlert>{failure}</FormAlert>}
      <Select
        label={t('deposit.method')}
        required
        options={methods.methods.map((each) => ({
          value: each.methodCode,
          label: methodName(each.nameKey, each.methodCode),
        }))}
        {...register('methodCode', { required: t('deposit.methodRequired') })}
        error={formState.errors.methodCode?.message}
      />
      <Input
        label={t('amount.label', { currency: methods.currency })}
        inputMode="decimal"
        autoComplete="off"
        required
        hint={method ? t('amount.limits', { min: money(method.minAmount), max: money(method.maxAmount) }) : undefined}
        {...register('amount', { validate: amountRule })}
        error={formState.errors.amount?.message}
      />
      {method && (
        <Choices>
          <legend>{t('deposit.quickAmounts')}</legend>
          {quickAmounts(method.minAmount, method.maxAmount).map((amount) => (
            <Button
              key={amount}
              size="sm"
              variant="secondary"
              onClick={() => setValue('amount', String(amount), { shouldValidate: true })}
            >
              {money(amount)}
            </Button>
          ))}
        </Choices>
      )}
      <Actions>
        <Button type="submit" loading={isLoading}>
          {t('deposit.submit')}
        </Button>
      </Actions>
    </FormStack>
  );
}
