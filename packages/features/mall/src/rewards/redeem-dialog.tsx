// The redeem of one reward: what it costs, what goods need (receiver, address, mobile — the contract
// lets a bonus go without), and the password the tenant confirms money calls with (the payment
// password under PAYMENTPASS3, else the login password: the withdrawal settings' `confirmWith`, as
// the member centre's withdrawal asks). One request id per attempt, the same again when a retry
// follows a lost answer (`answerLost`), a new one after any answer. A refusal keeps everything the
// member typed and says why in the dialog; the balance and stock refresh through the api's tags.
import {
  answerLost,
  apiErrorMessage,
  useGetWithdrawSettingsQuery,
  useRedeemPointRewardMutation,
  useRequestId,
} from '@portal/api';
import type { PointReward } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { Button, FormAlert, Input, Modal, PasswordInput } from '@portal/ui';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { MALL_NAMESPACE } from '../mall-namespace';
import { MALL_ERROR_TEXTS } from '../shared/error-message';
import { usePoints } from '../shared/format';
import { FormStack, Muted } from '../shared/styles';

const MOBILE = /^\+?[0-9 -]{5,20}$/;

interface RedeemValues {
  receiverName: string;
  address: string;
  mobile: string;
  password: string;
}

export interface RedeemDialogProps {
  reward: PointReward;
  quantity: number;
  onClose: () => void;
  /** The redeem is made: the text that says so. */
  onDone: (text: string) => void;
}

export function RedeemDialog({ reward, quantity, onClose, onDone }: RedeemDialogProps) {
  const { t } = useTranslation(MALL_NAMESPACE);
  const points = usePoints();
  const formId = useId();
  const { data: settings } = useGetWithdrawSettingsQuery();
  const [redeem, { isLoading }] = useRedeemPointRewardMutation();
  const requestIds = useRequestId();
  const [failure, setFailure] = useState<string | null>(null);
  const goods = reward.kind === 'goods';
  const payment = settings?.confirmWith !== 'login';
  const { register, handleSubmit, formState } = useForm<RedeemValues>({
    defaultValues: { receiverName: '', address: '', mobile: '', password: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const body = {
      rewardId: reward.rewardId,
      quantity,
      ...(goods
        ? {
            ...(values.receiverName.trim() ? { receiverName: values.receiverName.trim() } : {}),
            address: values.address.trim(),
            mobile: values.mobile.trim(),
          }
        : {}),
      password: values.password,
    };
    const result = await redeem({ ...body, requestId: requestIds.idFor(body) });
    if (result.error) {
      if (!answerLost(result.error)) requestIds.answered();
      setFailure(apiErrorMessage(t, result.error, MALL_ERROR_TEXTS, points));
      return;
    }
    requestIds.answered();
    onDone(
      t('redeem.done', {
        redeemNo: result.data.redeemNo,
        quantity: result.data.quantity,
        title: result.data.title,
        points: points(result.data.points),
      }),
    );
  });

  return (
    <Modal
      open
      onClose={onClose}
      title={t('redeem.dialogTitle', { title: reward.title })}
      closeLabel={t('redeem.close')}
      closeOnOutsideClick={false}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('redeem.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={isLoading}>
            {t('redeem.submit')}
          </Button>
        </>
      }
    >
      <FormStack
        id={formId}
        noValidate
        aria-label={t('redeem.dialogTitle', { title: reward.title })}
        onSubmit={(event) => void submit(event)}
      >
        {failure && <FormAlert>{failure}</FormAlert>}
        <Muted>
          {t('redeem.summary', { count: quantity, title: reward.title, points: points(reward.points * quantity) })}
        </Muted>
        {goods && (
          <>
            <Muted>{t('redeem.goodsNote')}</Muted>
            <Input label={t('redeem.receiverName')} autoComplete="name" maxLength={64} {...register('receiverName')} />
            <Input
              label={t('redeem.address')}
              autoComplete="street-address"
              required
              maxLength={200}
              {...register('address', { validate: (value) => value.trim() !== '' || t('form.required') })}
              error={formState.errors.address?.message}
            />
            <Input
              label={t('redeem.mobile')}
              type="tel"
              autoComplete="tel"
              required
              hint={t('redeem.mobileRule')}
              {...register('mobile', {
                validate: (value) =>
                  value.trim() === '' ? t('form.required') : MOBILE.test(value.trim()) || t('redeem.mobileRule'),
              })}
              error={formState.errors.mobile?.message}
            />
          </>
        )}
        {payment && settings?.hasPaymentPassword === false && <Muted>{t('redeem.paymentPasswordMissing')}</Muted>}
        <PasswordInput
          showPasswordLabel={t('common:actions.showPassword')}
          hidePasswordLabel={t('common:actions.hidePassword')}
          label={payment ? t('redeem.paymentPassword') : t('redeem.loginPassword')}
          required
          autoComplete={payment ? 'off' : 'current-password'}
          {...register('password', { required: t('form.required') })}
          error={formState.errors.password?.message}
        />
      </FormStack>
    </Modal>
  );
}
