// transferUpline (spec §6): an agent sends money to one of its downlines (picked from its direct
// downlines, found by a search, or typed); a member whose info says `toUpline` sends money to its
// upline. Both are confirmed with the password the tenant asks for (the payment password, set here
// first when there is none yet, or the login password) and move money in one ledger transaction.
import {
  answerLost,
  apiErrorMessage,
  useGetDownlinesQuery,
  useGetMemberInfoQuery,
  useGetWithdrawSettingsQuery,
  useRequestId,
  useTransferToDownlineMutation,
  useTransferToUplineMutation,
} from '@portal/api';
import { useTranslation } from '@portal/i18n';
import { Button, FormAlert, Input, PasswordInput, SearchField, Spinner } from '@portal/ui';
import { useDeferredValue, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { WALLET_NAMESPACE } from '../wallet-namespace';
import { WALLET_ERROR_TEXTS } from '../shared/error-message';
import { useMemberHost } from '../shared/member-host';
import { Actions, ChipList, FormStack, Muted, Page, Section, SectionHeading } from '../shared/styles';
import { useAmountRule } from '../shared/use-amount-rule';
import { useCurrencySymbol, useMoney } from '../shared/use-money';
import { PaymentPasswordForm } from '../withdraw/payment-password-form';

interface MemberTransferValues {
  username: string;
  amount: string;
  password: string;
}

/** The direct downlines matching a search, each a button that fills the username field. */
function DownlinePicker({ onPick }: { onPick: (username: string) => void }) {
  const { t } = useTranslation(WALLET_NAMESPACE);
  const [search, setSearch] = useState('');
  // The list follows the typing without a call per keystroke while React is busy.
  const query = useDeferredValue(search.trim());
  const { data, isFetching } = useGetDownlinesQuery({ username: query || undefined, pageSize: 10 });
  return (
    <Section aria-labelledby="downline-picker-heading">
      <SectionHeading id="downline-picker-heading">{t('memberTransfer.downlines')}</SectionHeading>
      <SearchField
        label={t('memberTransfer.search')}
        clearLabel={t('memberTransfer.clearSearch')}
        maxLength={64}
        value={search}
        onChange={setSearch}
      />
      {isFetching && !data && <Spinner label={t('common:status.loading')} />}
      {data && data.list.length === 0 && <Muted>{t('memberTransfer.noDownlines')}</Muted>}
      {data && data.list.length > 0 && (
        <ChipList aria-label={t('memberTransfer.downlines')}>
          {data.list.map((downline) => (
            <li key={downline.username}>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => onPick(downline.username)}
                aria-label={t('memberTransfer.pick', { username: downline.username })}
              >
                {downline.nickname ? `${downline.username} (${downline.nickname})` : downline.username}
              </Button>
            </li>
          ))}
        </ChipList>
      )}
    </Section>
  );
}

function MemberTransferForm({
  toDownline,
  form,
  passwordLabel,
}: {
  toDownline: boolean;
  form: UseFormReturn<MemberTransferValues>;
  passwordLabel: string;
}) {
  const { t } = useTranslation(WALLET_NAMESPACE);
  const money = useMoney(useCurrencySymbol());
  const [transferToDownline, downline] = useTransferToDownlineMutation();
  const [transferToUpline, upline] = useTransferToUplineMutation();
  const requestIds = useRequestId();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const amountRule = useAmountRule({}, money);
  const { register, handleSubmit, formState, reset } = form;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    setDone(null);
    const common = { amount: values.amount.trim(), password: values.password };
    const result = toDownline
      ? await transferToDownline({
          ...common,
          username: values.username.trim(),
          requestId: requestIds.idFor({ ...common, username: values.username.trim() }),
        })
      : await transferToUpline({ ...common, requestId: requestIds.idFor(common) });
    if (result.error) {
      if (!answerLost(result.error)) requestIds.answered();
      setFailure(apiErrorMessage(t, result.error, WALLET_ERROR_TEXTS, money));
      return;
    }
    requestIds.answered();
    reset({ username: values.username, amount: '', password: '' });
    setDone(
      t('memberTransfer.done', {
        amount: money(result.data.amount),
        counterparty: result.data.counterparty,
        balance: money(result.data.balance),
      }),
    );
  });

  return (
    <FormStack
      noValidate
      aria-label={toDownline ? t('memberTransfer.toDownlineLabel') : t('memberTransfer.toUplineLabel')}
      onSubmit={(event) => void submit(event)}
    >
      {failure && <FormAlert>{failure}</FormAlert>}
      {done && <FormAlert tone="success">{done}</FormAlert>}
      {toDownline && (
        <Input
          label={t('memberTransfer.username')}
          required
          autoComplete="off"
          {...register('username', { validate: (value) => value.trim().length > 0 || t('form.required') })}
          error={formState.errors.username?.message}
        />
      )}
      <Input
        label={t('amount.plain')}
        inputMode="decimal"
        autoComplete="off"
        required
        {...register('amount', { validate: amountRule })}
        error={formState.errors.amount?.message}
      />
      <PasswordInput
        showPasswordLabel={t('common:actions.showPassword')}
        hidePasswordLabel={t('common:actions.hidePassword')}
        label={passwordLabel}
        required
        {...register('password', { required: t('form.required') })}
        error={formState.errors.password?.message}
      />
      <Actions>
        <Button type="submit" loading={downline.isLoading || upline.isLoading}>
          {t('memberTransfer.submit')}
        </Button>
      </Actions>
    </FormStack>
  );
}

export function TransferUplinePage() {
  const { t } = useTranslation(WALLET_NAMESPACE);
  const { isAgent } = useMemberHost();
  const { data: member, isLoading, error } = useGetMemberInfoQuery();
  // What confirms a transfer: the same rule as a withdrawal (the payment password where the tenant has one).
  const { data: settings } = useGetWithdrawSettingsQuery();
  const downlineForm = useForm<MemberTransferValues>({ defaultValues: { username: '', amount: '', password: '' } });
  const uplineForm = useForm<MemberTransferValues>({ defaultValues: { username: '', amount: '', password: '' } });
  const toUpline = Boolean(member?.toUpline);
  const withPaymentPassword = settings?.confirmWith === 'payment';
  const passwordLabel = withPaymentPassword ? t('memberTransfer.paymentPassword') : t('memberTransfer.password');

  if (isLoading) return <Spinner label={t('common:status.loading')} />;
  if (error && !isAgent)
    return <FormAlert focusOnShow={false}>{apiErrorMessage(t, error, WALLET_ERROR_TEXTS)}</FormAlert>;
  if ((isAgent || toUpline) && withPaymentPassword && !settings.hasPaymentPassword) {
    return (
      <Page>
        <Section aria-labelledby="transfer-password-heading">
          <SectionHeading id="transfer-password-heading">{t('paymentPassword.title')}</SectionHeading>
          <Muted>{t('paymentPassword.whyTransfer')}</Muted>
          <PaymentPasswordForm />
        </Section>
      </Page>
    );
  }
  return (
    <Page>
      {isAgent && (
        <Section aria-labelledby="to-downline-heading">
          <SectionHeading id="to-downline-heading">{t('memberTransfer.toDownlineTitle')}</SectionHeading>
          <MemberTransferForm toDownline form={downlineForm} passwordLabel={passwordLabel} />
          <DownlinePicker
            onPick={(username) => {
              downlineForm.setValue('username', username, { shouldValidate: true });
              downlineForm.setFocus('amount');
            }}
          />
        </Section>
      )}
      {toUpline && (
        <Section aria-labelledby="to-upline-heading">
          <SectionHeading id="to-upline-heading">{t('memberTransfer.toUplineTitle')}</SectionHeading>
          <MemberTransferForm toDownline={false} form={uplineForm} passwordLabel={passwordLabel} />
        </Section>
      )}
      {!isAgent && !toUpline && <Muted>{t('memberTransfer.unavailable')}</Muted>}
    </Page>
  );
}
