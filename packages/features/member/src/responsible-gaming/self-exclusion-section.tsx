// Self-exclusion: 6 months, 1, 2 or 5 years, confirmed by the login password and a dialog that says
// what it means (every brand of the operator, every account of the same mobile number or e-mail, no
// way back, signed out at once). Once the platform has excluded the member, a last dialog says until
// when; closing it signs the member out (the host's onSignedOut): the platform ended the session.
import { apiErrorMessage, useSelfExcludeMutation } from '@portal/api';
import { SELF_EXCLUSION_PERIODS, type SelfExclusionPeriod } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { Button, ConfirmDialog, FormAlert, PasswordInput, Select } from '@portal/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMemberHost } from '../shared/member-host';
import { Actions, FormStack, Muted, Section, SectionHeading } from '../shared/styles';
import { formatWhen } from '../shared/use-money';
import { RESPONSIBLE_GAMING_NAMESPACE } from './responsible-gaming-namespace';
import { RG_ERROR_TEXTS } from './rg-error-texts';

interface ExclusionValues {
  period: SelfExclusionPeriod;
  password: string;
}

export function SelfExclusionSection() {
  const { t } = useTranslation(RESPONSIBLE_GAMING_NAMESPACE);
  const host = useMemberHost();
  const [selfExclude, { isLoading }] = useSelfExcludeMutation();
  const [asking, setAsking] = useState<ExclusionValues | null>(null);
  const [excludedUntil, setExcludedUntil] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<ExclusionValues>({
    defaultValues: { period: '6m', password: '' },
  });

  const confirm = async () => {
    if (!asking) return;
    setFailure(null);
    const result = await selfExclude(asking);
    setAsking(null);
    if (result.error) {
      setFailure(apiErrorMessage(t, result.error, RG_ERROR_TEXTS));
      return;
    }
    setExcludedUntil(result.data.until);
  };
  const periodName = asking ? t(`exclusion.periods.${asking.period}`) : '';

  return (
    <Section aria-labelledby="rg-exclusion-heading">
      <SectionHeading id="rg-exclusion-heading">{t('exclusion.heading')}</SectionHeading>
      <Muted>{t('exclusion.explain')}</Muted>
      <FormStack
        noValidate
        aria-label={t('exclusion.heading')}
        onSubmit={(event) => void handleSubmit((values) => setAsking(values))(event)}
      >
        {failure && <FormAlert>{failure}</FormAlert>}
        <Select
          label={t('exclusion.period')}
          options={SELF_EXCLUSION_PERIODS.map((each) => ({ value: each, label: t(`exclusion.periods.${each}`) }))}
          {...register('period')}
        />
        <PasswordInput
          label={t('exclusion.password')}
          autoComplete="current-password"
          required
          showPasswordLabel={t('common:actions.showPassword')}
          hidePasswordLabel={t('common:actions.hidePassword')}
          {...register('password', { required: t('exclusion.passwordRequired') })}
          error={formState.errors.password?.message}
        />
        <Actions>
          <Button type="submit" variant="danger">
            {t('exclusion.submit')}
          </Button>
        </Actions>
      </FormStack>
      <ConfirmDialog
        open={asking !== null}
        tone="danger"
        title={t('exclusion.confirmTitle', { period: periodName })}
        message={t('exclusion.confirmMessage', { period: periodName })}
        confirmLabel={t('exclusion.confirm')}
        cancelLabel={t('actions.cancel')}
        closeLabel={t('actions.close')}
        confirming={isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        open={excludedUntil !== null}
        tone="info"
        title={t('exclusion.doneTitle')}
        message={t('exclusion.doneMessage', { time: formatWhen(excludedUntil) })}
        confirmLabel={t('exclusion.ok')}
        closeLabel={t('actions.close')}
        onConfirm={() => host.onSignedOut?.()}
        onCancel={() => host.onSignedOut?.()}
      />
    </Section>
  );
}
