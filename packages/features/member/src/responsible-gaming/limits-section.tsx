// The member's deposit and loss limits: a table of every kind and period (in force, used and left
// this period, a pending raise or removal with the time it takes effect and a button to cancel it),
// and the form that sets one (react-hook-form: what was typed stays when the platform refuses it).
// An empty amount removes the limit, which, like a raise, waits for the cooling-off.
import { apiErrorMessage, useCancelGamingLimitRaiseMutation, useSetGamingLimitMutation } from '@portal/api';
import {
  AMOUNT_PATTERN,
  RG_LIMIT_KINDS,
  RG_PERIODS,
  type ResponsibleGamingValue,
  type RgLimit,
} from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { Button, FormAlert, Input, Select, Table } from '@portal/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Actions, FormStack, Muted, Section, SectionHeading } from '../shared/styles';
import { formatWhen } from '../shared/use-money';
import { RESPONSIBLE_GAMING_NAMESPACE } from './responsible-gaming-namespace';
import { RG_ERROR_TEXTS } from './rg-error-texts';

interface LimitValues {
  kind: RgLimit['kind'];
  period: RgLimit['period'];
  amount: string;
}

export interface LimitsSectionProps {
  state: ResponsibleGamingValue;
  money: (amount: number) => string;
}

export function LimitsSection({ state, money }: LimitsSectionProps) {
  const { t } = useTranslation(RESPONSIBLE_GAMING_NAMESPACE);
  const [setLimit, { isLoading }] = useSetGamingLimitMutation();
  const [cancelPending] = useCancelGamingLimitRaiseMutation();
  const [outcome, setOutcome] = useState<{ tone: 'danger' | 'success' | 'info'; text: string } | null>(null);
  const { register, handleSubmit, formState } = useForm<LimitValues>({
    defaultValues: { kind: 'deposit', period: 'daily', amount: '' },
  });
  const nameOf = (limit: Pick<RgLimit, 'kind' | 'period'>) => ({
    kind: t(`limits.kinds.${limit.kind}`).toLowerCase(),
    period: t(`limits.periods.${limit.period}`).toLowerCase(),
  });

  const submit = handleSubmit(async (values) => {
    setOutcome(null);
    const amount = values.amount.trim() === '' ? null : values.amount.trim();
    const result = await setLimit({ kind: values.kind, period: values.period, amount });
    if (result.error) {
      setOutcome({ tone: 'danger', text: apiErrorMessage(t, result.error, RG_ERROR_TEXTS, money) });
      return;
    }
    const saved = result.data.limits.find((l) => l.kind === values.kind && l.period === values.period);
    setOutcome(
      saved?.pending
        ? { tone: 'info', text: t('limits.form.savedPending', { time: formatWhen(saved.pending.effectiveAt) }) }
        : { tone: 'success', text: t('limits.form.saved') },
    );
  });

  const cancel = async (limit: RgLimit) => {
    const result = await cancelPending({ kind: limit.kind, period: limit.period });
    setOutcome(
      result.error
        ? { tone: 'danger', text: apiErrorMessage(t, result.error, RG_ERROR_TEXTS, money) }
        : { tone: 'success', text: t('limits.cancelled') },
    );
  };

  return (
    <Section aria-labelledby="rg-limits-heading">
      <SectionHeading id="rg-limits-heading">{t('limits.heading')}</SectionHeading>
      <Table>
        <caption>{t('limits.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('limits.columns.limit')}</th>
            <th scope="col">{t('limits.columns.amount')}</th>
            <th scope="col">{t('limits.columns.used')}</th>
            <th scope="col">{t('limits.columns.remaining')}</th>
            <th scope="col">{t('limits.columns.pending')}</th>
          </tr>
        </thead>
        <tbody>
          {state.limits.map((limit) => (
            <tr key={`${limit.kind}-${limit.period}`}>
              <th scope="row">
                {t(`limits.kinds.${limit.kind}`)} · {t(`limits.periods.${limit.period}`)}
              </th>
              <td>{limit.amount === null ? t('limits.none') : money(limit.amount)}</td>
              <td>{money(limit.used)}</td>
              <td>{limit.remaining === null ? t('limits.none') : money(limit.remaining)}</td>
              <td>
                {limit.pending ? (
                  <>
                    {limit.pending.amount === null
                      ? t('limits.pendingRemove', { time: formatWhen(limit.pending.effectiveAt) })
                      : t('limits.pendingAmount', {
                          amount: money(limit.pending.amount),
                          time: formatWhen(limit.pending.effectiveAt),
                        })}{' '}
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t('limits.cancelPendingLabel', nameOf(limit))}
                      onClick={() => void cancel(limit)}
                    >
                      {t('limits.cancelPending')}
                    </Button>
                  </>
                ) : (
                  t('limits.noPending')
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Muted>{t('limits.lossNote')}</Muted>
      <FormStack noValidate aria-label={t('limits.form.label')} onSubmit={(event) => void submit(event)}>
        {outcome && (
          <FormAlert tone={outcome.tone} focusOnShow={outcome.tone === 'danger'}>
            {outcome.text}
          </FormAlert>
        )}
        <Select
          label={t('limits.form.kind')}
          options={RG_LIMIT_KINDS.map((kind) => ({ value: kind, label: t(`limits.kinds.${kind}`) }))}
          {...register('kind')}
        />
        <Select
          label={t('limits.form.period')}
          options={RG_PERIODS.map((period) => ({ value: period, label: t(`limits.periods.${period}`) }))}
          {...register('period')}
        />
        <Input
          label={t('limits.form.amount', { currency: state.currency })}
          inputMode="decimal"
          autoComplete="off"
          hint={t('limits.form.amountHint')}
          {...register('amount', {
            validate: (value) =>
              value.trim() === '' || (AMOUNT_PATTERN.test(value.trim()) && Number(value) > 0)
                ? true
                : t('limits.form.amountInvalid'),
          })}
          error={formState.errors.amount?.message}
        />
        <Actions>
          <Button type="submit" loading={isLoading}>
            {t('limits.form.submit')}
          </Button>
        </Actions>
      </FormStack>
    </Section>
  );
}
