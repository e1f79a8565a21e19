// responsibleGaming: the member centre's responsible-gaming page (issue 25) — deposit and loss
// limits with their pending raises, the reality-check interval, a break (time-out) and
// self-exclusion. The platform enforces all of it; this page sets it and says what it means.
import { apiErrorMessage, useGetResponsibleGamingQuery } from '@portal/api';
import { useTranslation } from '@portal/i18n';
import { FormAlert, Spinner } from '@portal/ui';
import { Muted, Page } from '../shared/styles';
import { useCurrencySymbol, useMoney } from '../shared/use-money';
import { LimitsSection } from './limits-section';
import { RealityCheckSetting } from './reality-check-setting';
import { RESPONSIBLE_GAMING_NAMESPACE } from './responsible-gaming-namespace';
import { RG_ERROR_TEXTS } from './rg-error-texts';
import { SelfExclusionSection } from './self-exclusion-section';
import { TimeOutSection } from './time-out-section';

export function ResponsibleGamingPage() {
  const { t } = useTranslation(RESPONSIBLE_GAMING_NAMESPACE);
  const {
    data: state,
    error,
    isLoading,
  } = useGetResponsibleGamingQuery(undefined, { refetchOnMountOrArgChange: true });
  const money = useMoney(useCurrencySymbol());

  return (
    <Page>
      {state && <Muted>{t('intro', { hours: state.coolingOffHours })}</Muted>}
      {isLoading && <Spinner label={t('loading')} />}
      {error && <FormAlert focusOnShow={false}>{apiErrorMessage(t, error, RG_ERROR_TEXTS)}</FormAlert>}
      {state && (
        <>
          <LimitsSection state={state} money={money} />
          <RealityCheckSetting minutes={state.realityCheckMinutes} />
          <TimeOutSection until={state.timeOutUntil} />
          <SelfExclusionSection />
        </>
      )}
    </Page>
  );
}
