// withdraw: today's figures (limits, what is left of the daily limit, what can be withdrawn), then
// what a withdrawal needs first — a bound payee (only the kinds the tenant offers), a payment
// password when the tenant confirms with one — then the request form, and the withdrawals.
import { apiErrorMessage, useGetWithdrawSettingsQuery } from '@portal/api';
import { useTranslation } from '@portal/i18n';
import { FormAlert, Spinner } from '@portal/ui';
import { WALLET_NAMESPACE } from '../wallet-namespace';
import { WALLET_ERROR_TEXTS } from '../shared/error-message';
import { Figures, Muted, Page, Section, SectionHeading } from '../shared/styles';
import { useMoney } from '../shared/use-money';
import { PayeeForm } from './payee-form';
import { PaymentPasswordForm } from './payment-password-form';
import { WithdrawForm } from './withdraw-form';
import { WithdrawalsList } from './withdrawals-list';

export function WithdrawPage() {
  const { t } = useTranslation(WALLET_NAMESPACE);
  const { data: settings, error, isLoading } = useGetWithdrawSettingsQuery();
  const money = useMoney(settings?.currencySymbol);
  const needsPayee = settings !== undefined && settings.payees.length === 0;
  const needsPaymentPassword =
    settings !== undefined && settings.confirmWith === 'payment' && !settings.hasPaymentPassword;

  return (
    <Page>
      {isLoading && <Spinner label={t('common:status.loading')} />}
      {error && <FormAlert focusOnShow={false}>{apiErrorMessage(t, error, WALLET_ERROR_TEXTS)}</FormAlert>}
      {settings && (
        <>
          <Section aria-labelledby="withdraw-figures-heading">
            <SectionHeading id="withdraw-figures-heading">{t('withdraw.figuresTitle')}</SectionHeading>
            <Figures>
              <dt>{t('withdraw.withdrawable')}</dt>
              <dd>{money(settings.withdrawable)}</dd>
              <dt>{t('withdraw.limits')}</dt>
              <dd>{t('amount.range', { min: money(settings.minAmount), max: money(settings.maxAmount) })}</dd>
              <dt>{t('withdraw.dailyRemaining')}</dt>
              <dd>
                {t('withdraw.ofDailyLimit', {
                  remaining: money(settings.dailyRemaining),
                  limit: money(settings.dailyLimit),
                })}
              </dd>
            </Figures>
          </Section>
          {needsPayee && (
            <Section aria-labelledby="withdraw-payee-heading">
              <SectionHeading id="withdraw-payee-heading">{t('payee.title')}</SectionHeading>
              {settings.payeeKinds.length > 0 ? (
                <PayeeForm kinds={settings.payeeKinds} />
              ) : (
                <Muted>{t('payee.unavailable')}</Muted>
              )}
            </Section>
          )}
          {needsPaymentPassword && (
            <Section aria-labelledby="withdraw-password-heading">
              <SectionHeading id="withdraw-password-heading">{t('paymentPassword.title')}</SectionHeading>
              <Muted>{t('paymentPassword.why')}</Muted>
              <PaymentPasswordForm />
            </Section>
          )}
          {!needsPayee && !needsPaymentPassword && (
            <Section aria-labelledby="withdraw-form-heading">
              <SectionHeading id="withdraw-form-heading">{t('withdraw.formTitle')}</SectionHeading>
              <WithdrawForm settings={settings} />
            </Section>
          )}
          <Section>
            {/* No landmark of its own: the table's region is one, named by the same caption (axe landmark-unique). */}
            <SectionHeading>{t('withdraw.listTitle')}</SectionHeading>
            <Muted>{t('withdraw.confirmWithin', { count: settings.confirmMinutes })}</Muted>
            <WithdrawalsList currencySymbol={settings.currencySymbol} />
          </Section>
        </>
      )}
    </Page>
  );
}
