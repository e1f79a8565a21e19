// Binds the member's payee once (BINDCARD3 bank / BINDEW3 e-wallet; the kinds the tenant offers come
// with the settings): the provider's name, the account holder and the account number. Changing a
// bound payee is the operator's.
import { apiErrorMessage, useBindPayeeMutation } from '@portal/api';
import type { Payee } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { Button, FormAlert, Input, Select } from '@portal/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { WALLET_NAMESPACE } from '../wallet-namespace';
import { WALLET_ERROR_TEXTS } from '../shared/error-message';
import { Actions, FormStack } from '../shared/styles';

export type PayeeKind = Payee['kind'];

/** The contract's rule for an account number (bindPayeeRequestSchema). */
const ACCOUNT_NUMBER = /^[0-9A-Za-z -]{4,34}$/;

interface PayeeValues {
  kind: PayeeKind;
  providerName: string;
  accountName: string;
  accountNumber: string;
}

export interface PayeeFormProps {
  kinds: readonly PayeeKind[];
  onBound?: () => void;
}

export function PayeeForm({ kinds, onBound }: PayeeFormProps) {
  const { t } = useTranslation(WALLET_NAMESPACE);
  const [bindPayee, { isLoading }] = useBindPayeeMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<PayeeValues>({
    defaultValues: { kind: kinds[0], providerName: '', accountName: '', accountNumber: '' },
  });
  const required = { value: true, message: t('form.required') };

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await bindPayee({
      ...values,
      providerName: values.providerName.trim(),
      accountName: values.accountName.trim(),
      accountNumber: values.accountNumber.trim(),
    });
    if (result.error) {
      setFailure(apiErrorMessage(t, result.error, WALLET_ERROR_TEXTS));
      return;
    }
    onBound?.();
  });

  return (
    <FormStack noValidate aria-label={t('payee.formLabel')} onSubmit={(event) => void submit(event)}>
      {failure && <FormAlert>{failure}</FormAlert>}
      <Select
        label={t('payee.kind')}
        required
        options={kinds.map((kind) => ({ value: kind, label: t(`payee.kinds.${kind}`) }))}
        {...register('kind')}
      />
      <Input
        label={t('payee.providerName')}
        required
        maxLength={64}
        {...register('providerName', { required, maxLength: { value: 64, message: t('form.tooLong', { count: 64 }) } })}
        error={formState.errors.providerName?.message}
      />
      <Input
        label={t('payee.accountName')}
        required
        maxLength={64}
        autoComplete="name"
        {...register('accountName', { required, maxLength: { value: 64, message: t('form.tooLong', { count: 64 }) } })}
        error={formState.errors.accountName?.message}
      />
      <Input
        label={t('payee.accountNumber')}
        required
        autoComplete="off"
        {...register('accountNumber', {
          required,
          validate: (value) => ACCOUNT_NUMBER.test(value.trim()) || t('payee.accountNumberRule'),
        })}
        error={formState.errors.accountNumber?.message}
      />
      <Actions>
        <Button type="submit" loading={isLoading}>
          {t('payee.submit')}
        </Button>
      </Actions>
    </FormStack>
  );
}
