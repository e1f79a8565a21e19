// Offering a contract of this kind to a direct sub-agent: username, rate (0–100 %, two decimals; the
// member's own rate is the ceiling, shown as a hint), settlement period and the kind's minimums.
// The platform's refusals (a rate above the ceiling, someone outside the team, not an agent) show
// translated above the form, which keeps what was typed; a sent offer empties it.
import { apiErrorMessage } from '@portal/api';
import { CONTRACT_PERIODS, type ContractKind } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { Button, FormAlert, Input, Select } from '@portal/ui';
import { useCallback, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { AGENT_NAMESPACE } from '../agent-namespace';
import { AGENT_ERROR_TEXTS } from '../shared/error-message';
import { useAgentFormat } from '../shared/format';
import { FormStack } from '../shared/styles';
import { useContractAction } from './contract-calls';
import { checkOffer, EMPTY_OFFER, OFFER_MINIMUMS, type OfferValues } from './offer-rules';

export function OfferForm({ kind, ceilingRate }: { kind: ContractKind; ceilingRate: number }) {
  const { t } = useTranslation(AGENT_NAMESPACE);
  const format = useAgentFormat();
  const [act, { isLoading }] = useContractAction(kind);
  const [failure, setFailure] = useState<unknown>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const resolver = useCallback<Resolver<OfferValues>>(
    async (values) => {
      const { problems } = checkOffer(kind, values);
      const errors = Object.fromEntries(
        Object.entries(problems).map(([field, key]) => [field, { type: 'validate', message: t(key) }]),
      );
      return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
    },
    [kind, t],
  );
  const form = useForm<OfferValues>({ defaultValues: EMPTY_OFFER, resolver });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const { request } = checkOffer(kind, values);
    if (!request) return;
    setFailure(null);
    setSentTo(null);
    try {
      await act(request).unwrap();
      setSentTo(values.username.trim());
      form.reset(EMPTY_OFFER);
    } catch (error) {
      setFailure(error);
    }
  });

  return (
    <FormStack noValidate onSubmit={(event) => void submit(event)} aria-label={t('offer.form')}>
      {sentTo && <FormAlert tone="success">{t('offer.sent', { username: sentTo })}</FormAlert>}
      {failure !== null && <FormAlert>{apiErrorMessage(t, failure, AGENT_ERROR_TEXTS, format.decimal)}</FormAlert>}
      <Input
        label={t('offer.username')}
        hint={t('offer.usernameHint')}
        autoComplete="off"
        error={errors.username?.message}
        {...form.register('username')}
      />
      <Input
        label={t('offer.rate')}
        hint={t('offer.rateHint', { ceiling: format.rate(ceilingRate) })}
        inputMode="decimal"
        autoComplete="off"
        error={errors.rate?.message}
        {...form.register('rate')}
      />
      <Select
        label={t('offer.period')}
        options={CONTRACT_PERIODS.map((period) => ({ value: period, label: t(`contracts.periods.${period}`) }))}
        {...form.register('period')}
      />
      {OFFER_MINIMUMS[kind].map((field) => (
        <Input
          key={field}
          label={t(`contracts.terms.${field}`)}
          hint={t('offer.optional')}
          inputMode={field === 'minActiveMembers' ? 'numeric' : 'decimal'}
          autoComplete="off"
          error={errors[field]?.message}
          {...form.register(field)}
        />
      ))}
      <div>
        <Button type="submit" loading={isLoading}>
          {t('offer.submit')}
        </Button>
      </div>
    </FormStack>
  );
}
