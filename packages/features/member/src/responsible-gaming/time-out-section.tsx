// A break (time-out): 24 hours, 7 days, 6 weeks or a number of days up to 42, asked for after a
// confirmation that says what it means. While it runs the section says until when; the platform
// refuses deposits, bets, launches and new logins until then.
import { apiErrorMessage, useStartTimeOutMutation } from '@portal/api';
import { MAX_TIME_OUT_DAYS, TIME_OUT_DURATIONS, type TimeOutDuration } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { Button, ConfirmDialog, FormAlert, Input, Select } from '@portal/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Actions, FormStack, Muted, Section, SectionHeading } from '../shared/styles';
import { formatWhen } from '../shared/use-money';
import { RESPONSIBLE_GAMING_NAMESPACE } from './responsible-gaming-namespace';
import { RG_ERROR_TEXTS } from './rg-error-texts';

interface TimeOutValues {
  duration: TimeOutDuration;
  days: string;
}

export function TimeOutSection({ until }: { until: number | null }) {
  const { t } = useTranslation(RESPONSIBLE_GAMING_NAMESPACE);
  const [startTimeOut, { isLoading }] = useStartTimeOutMutation();
  const [asking, setAsking] = useState<TimeOutValues | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, watch, formState } = useForm<TimeOutValues>({
    defaultValues: { duration: '24h', days: '' },
  });
  const custom = watch('duration') === 'custom';

  const confirm = async () => {
    if (!asking) return;
    setFailure(null);
    const days = asking.duration === 'custom' ? Number(asking.days) : undefined;
    const result = await startTimeOut({ duration: asking.duration, ...(days !== undefined ? { days } : {}) });
    setAsking(null);
    if (result.error) setFailure(apiErrorMessage(t, result.error, RG_ERROR_TEXTS));
  };

  return (
    <Section aria-labelledby="rg-timeout-heading">
      <SectionHeading id="rg-timeout-heading">{t('timeOut.heading')}</SectionHeading>
      <Muted>{t('timeOut.explain')}</Muted>
      {until !== null ? (
        <FormAlert tone="info" focusOnShow={false}>
          {t('timeOut.active', { time: formatWhen(until) })}
        </FormAlert>
      ) : (
        <FormStack
          noValidate
          aria-label={t('timeOut.heading')}
          onSubmit={(event) => void handleSubmit((values) => setAsking(values))(event)}
        >
          {failure && <FormAlert>{failure}</FormAlert>}
          <Select
            label={t('timeOut.duration')}
            options={TIME_OUT_DURATIONS.map((each) => ({ value: each, label: t(`timeOut.durations.${each}`) }))}
            {...register('duration')}
          />
          {custom && (
            <Input
              label={t('timeOut.days')}
              inputMode="numeric"
              autoComplete="off"
              required
              {...register('days', {
                validate: (value) => {
                  const days = Number(value.trim());
                  return /^\d+$/.test(value.trim()) && days >= 1 && days <= MAX_TIME_OUT_DAYS
                    ? true
                    : t('timeOut.daysInvalid');
                },
              })}
              error={formState.errors.days?.message}
            />
          )}
          <Actions>
            <Button type="submit" variant="secondary">
              {t('timeOut.submit')}
            </Button>
          </Actions>
        </FormStack>
      )}
      <ConfirmDialog
        open={asking !== null}
        tone="warning"
        title={t('timeOut.confirmTitle')}
        message={t('timeOut.confirmMessage')}
        confirmLabel={t('timeOut.confirm')}
        cancelLabel={t('actions.cancel')}
        closeLabel={t('actions.close')}
        confirming={isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      />
    </Section>
  );
}
