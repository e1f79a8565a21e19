// The reality-check interval (off, 15, 30 or 60 minutes): how often the game screen shows the time
// played and the net result (reality-check.tsx).
import { apiErrorMessage, useSetRealityCheckMutation } from '@portal/api';
import { REALITY_CHECK_MINUTES, type RealityCheckMinutes } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { Button, FormAlert, Select } from '@portal/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Actions, FormStack, Muted, Section, SectionHeading } from '../shared/styles';
import { RESPONSIBLE_GAMING_NAMESPACE } from './responsible-gaming-namespace';
import { RG_ERROR_TEXTS } from './rg-error-texts';

export function RealityCheckSetting({ minutes }: { minutes: RealityCheckMinutes }) {
  const { t } = useTranslation(RESPONSIBLE_GAMING_NAMESPACE);
  const [save, { isLoading }] = useSetRealityCheckMutation();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const { register, handleSubmit } = useForm<{ interval: string }>({ defaultValues: { interval: String(minutes) } });

  const submit = handleSubmit(async ({ interval }) => {
    setOutcome(null);
    const result = await save({ intervalMinutes: Number(interval) as RealityCheckMinutes });
    setOutcome(
      result.error
        ? { ok: false, text: apiErrorMessage(t, result.error, RG_ERROR_TEXTS) }
        : { ok: true, text: t('realityCheck.saved') },
    );
  });

  return (
    <Section aria-labelledby="rg-reality-heading">
      <SectionHeading id="rg-reality-heading">{t('realityCheck.heading')}</SectionHeading>
      <Muted>{t('realityCheck.explain')}</Muted>
      <FormStack noValidate aria-label={t('realityCheck.heading')} onSubmit={(event) => void submit(event)}>
        {outcome && <FormAlert tone={outcome.ok ? 'success' : 'danger'}>{outcome.text}</FormAlert>}
        <Select
          label={t('realityCheck.interval')}
          options={REALITY_CHECK_MINUTES.map((each) => ({
            value: String(each),
            label: t(`realityCheck.options.${each}`),
          }))}
          {...register('interval')}
        />
        <Actions>
          <Button type="submit" loading={isLoading}>
            {t('realityCheck.submit')}
          </Button>
        </Actions>
      </FormStack>
    </Section>
  );
}
