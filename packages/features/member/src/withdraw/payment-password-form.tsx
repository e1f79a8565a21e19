// Sets the payment password (PAYMENTPASS3) the tenant confirms withdrawals with: six digits, typed
// twice, confirmed with the login password the first time.
import { apiErrorMessage, useSetPaymentPasswordMutation } from '@portal/api';
import { useTranslation } from '@portal/i18n';
import { Button, FormAlert, PasswordInput } from '@portal/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { WALLET_NAMESPACE } from '../wallet-namespace';
import { WALLET_ERROR_TEXTS } from '../shared/error-message';
import { Actions, FormStack } from '../shared/styles';

const SIX_DIGITS = /^\d{6}$/;

interface PaymentPasswordValues {
  currentPassword: string;
  paymentPassword: string;
  confirmPaymentPassword: string;
}

export function PaymentPasswordForm({ onSet }: { onSet?: () => void }) {
  const { t } = useTranslation(WALLET_NAMESPACE);
  const [setPaymentPassword, { isLoading }] = useSetPaymentPasswordMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, getValues } = useForm<PaymentPasswordValues>({
    defaultValues: { currentPassword: '', paymentPassword: '', confirmPaymentPassword: '' },
  });
  const passwordLabels = {
    showPasswordLabel: t('common:actions.showPassword'),
    hidePasswordLabel: t('common:actions.hidePassword'),
  };

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await setPaymentPassword(values);
    if (result.error) {
      setFailure(apiErrorMessage(t, result.error, WALLET_ERROR_TEXTS));
      return;
    }
    onSet?.();
  });

  return (
    <FormStack noValidate aria-label={t('paymentPassword.formLabel')} onSubmit={(event) => void submit(event)}>
      {failure && <FormAlert>{failure}</FormAlert>}
      <PasswordInput
        {...passwordLabels}
        label={t('paymentPassword.loginPassword')}
        required
        autoComplete="current-password"
        {...register('currentPassword', { required: t('form.required') })}
        error={formState.errors.currentPassword?.message}
      />
      <PasswordInput
        {...passwordLabels}
        label={t('paymentPassword.new')}
        hint={t('paymentPassword.rule')}
        required
        inputMode="numeric"
        autoComplete="new-password"
        {...register('paymentPassword', { validate: (value) => SIX_DIGITS.test(value) || t('paymentPassword.rule') })}
        error={formState.errors.paymentPassword?.message}
      />
      <PasswordInput
        {...passwordLabels}
        label={t('paymentPassword.confirm')}
        required
        inputMode="numeric"
        autoComplete="new-password"
        {...register('confirmPaymentPassword', {
          validate: (value) => value === getValues('paymentPassword') || t('paymentPassword.mismatch'),
        })}
        error={formState.errors.confirmPaymentPassword?.message}
      />
      <Actions>
        <Button type="submit" loading={isLoading}>
          {t('paymentPassword.submit')}
        </Button>
      </Actions>
    </FormStack>
  );
}
