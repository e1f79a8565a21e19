// transferFund (FUNDTRANS3): the main wallet and the tenant's game wallets with their balances
// (names translated by code), and a transfer between two of them — one ledger transaction. The
// answer is the wallets after the move; the header balance refetches (the mutation's tags).
import {
  answerLost,
  apiErrorMessage,
  useGetMerchantWalletQuery,
  useRequestId,
  useWalletTransferMutation,
} from '@portal/api';
import type { MerchantWalletValue } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { Button, FormAlert, Input, Select, Spinner } from '@portal/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { WALLET_NAMESPACE } from '../wallet-namespace';
import { WALLET_ERROR_TEXTS } from '../shared/error-message';
import { Actions, Figures, FormStack, Muted, Page, Section, SectionHeading } from '../shared/styles';
import { useAmountRule } from '../shared/use-amount-rule';
import { useCurrencySymbol, useMoney } from '../shared/use-money';

interface TransferValues {
  fromWallet: string;
  toWallet: string;
  amount: string;
}

/** A wallet's name: `wallet:wallets.<code>`, the code itself for one we have no text for. */
export function useWalletName(): (code: string) => string {
  const { t } = useTranslation(WALLET_NAMESPACE);
  return (code) => t(`wallets.${code}`, { defaultValue: code });
}

function TransferForm({
  wallets,
  currency,
  currencySymbol,
}: {
  wallets: MerchantWalletValue['wallets'];
  currency: string;
  currencySymbol: string;
}) {
  const { t } = useTranslation(WALLET_NAMESPACE);
  const walletName = useWalletName();
  const money = useMoney(currencySymbol);
  const [walletTransfer, { isLoading }] = useWalletTransferMutation();
  const requestIds = useRequestId();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { register, handleSubmit, formState, watch, getValues, setValue, reset } = useForm<TransferValues>({
    defaultValues: {
      fromWallet: String(wallets[0]?.accountTypeId ?? ''),
      toWallet: String(wallets[1]?.accountTypeId ?? ''),
      amount: '',
    },
  });
  const from = wallets.find((wallet) => String(wallet.accountTypeId) === watch('fromWallet'));
  const amountRule = useAmountRule({ available: from?.balance }, money);
  const options = wallets.map((wallet) => ({ value: String(wallet.accountTypeId), label: walletName(wallet.code) }));
  const nameOf = (id: string) => walletName(wallets.find((wallet) => String(wallet.accountTypeId) === id)?.code ?? id);

  const swap = () => {
    const { fromWallet, toWallet } = getValues();
    setValue('fromWallet', toWallet);
    setValue('toWallet', fromWallet, { shouldValidate: formState.isSubmitted });
  };

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    setDone(null);
    const body = {
      fromWallet: Number(values.fromWallet),
      toWallet: Number(values.toWallet),
      amount: values.amount.trim(),
    };
    const result = await walletTransfer({ ...body, requestId: requestIds.idFor(body) });
    if (result.error) {
      if (!answerLost(result.error)) requestIds.answered();
      setFailure(apiErrorMessage(t, result.error, WALLET_ERROR_TEXTS, money));
      return;
    }
    requestIds.answered();
    reset({ ...values, amount: '' });
    setDone(
      t('transfer.done', {
        amount: money(Number(body.amount)),
        from: nameOf(values.fromWallet),
        to: nameOf(values.toWallet),
      }),
    );
  });

  return (
    <FormStack noValidate aria-label={t('transfer.formLabel')} onSubmit={(event) => void submit(event)}>
      {failure && <FormAlert>{failure}</FormAlert>}
      {done && <FormAlert tone="success">{done}</FormAlert>}
      <Select label={t('transfer.from')} required options={options} {...register('fromWallet')} />
      <Select
        label={t('transfer.to')}
        required
        options={options}
        {...register('toWallet', {
          validate: (value) => value !== getValues('fromWallet') || t('transfer.sameWallet'),
        })}
        error={formState.errors.toWallet?.message}
      />
      <Actions>
        <Button size="sm" variant="secondary" onClick={swap}>
          {t('transfer.swap')}
        </Button>
      </Actions>
      <Input
        label={t('amount.label', { currency })}
        inputMode="decimal"
        autoComplete="off"
        required
        hint={from ? t('transfer.available', { amount: money(from.balance) }) : undefined}
        {...register('amount', { validate: amountRule })}
        error={formState.errors.amount?.message}
      />
      <Actions>
        <Button type="submit" loading={isLoading}>
          {t('transfer.submit')}
        </Button>
      </Actions>
    </FormStack>
  );
}

export function TransferFundPage() {
  const { t } = useTranslation(WALLET_NAMESPACE);
  const walletName = useWalletName();
  const { data, error, isLoading } = useGetMerchantWalletQuery();
  const currencySymbol = useCurrencySymbol();
  const money = useMoney(currencySymbol);

  return (
    <Page>
      {isLoading && <Spinner label={t('common:status.loading')} />}
      {error && <FormAlert focusOnShow={false}>{apiErrorMessage(t, error, WALLET_ERROR_TEXTS)}</FormAlert>}
      {data && (
        <>
          <Section aria-labelledby="transfer-wallets-heading">
            <SectionHeading id="transfer-wallets-heading">{t('transfer.walletsTitle')}</SectionHeading>
            <Figures>
              {data.wallets.map((wallet) => (
                <div key={wallet.accountTypeId}>
                  <dt>{walletName(wallet.code)}</dt>
                  <dd>{money(wallet.balance)}</dd>
                </div>
              ))}
            </Figures>
          </Section>
          <Section aria-labelledby="transfer-form-heading">
            <SectionHeading id="transfer-form-heading">{t('transfer.formTitle')}</SectionHeading>
            {data.isSingle || data.wallets.length < 2 ? (
              <Muted>{t('transfer.single')}</Muted>
            ) : (
              <TransferForm wallets={data.wallets} currency={data.currency} currencySymbol={currencySymbol} />
            )}
          </Section>
        </>
      )}
    </Page>
  );
}
