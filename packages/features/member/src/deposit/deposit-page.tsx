// depositv2: the tenant's payment methods and the deposit form; once an order is made, where to
// pay it (the provider's page, opened in a new window) and its outcome when the provider reports
// it; the deposit orders below.
import { apiErrorMessage, useGetDepositMethodsQuery } from '@portal/api';
import type { CreateDepositValue } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { FormAlert, Spinner } from '@portal/ui';
import { useState } from 'react';
import { WALLET_NAMESPACE } from '../wallet-namespace';
import { WALLET_ERROR_TEXTS } from '../shared/error-message';
import { ExternalLink, Muted, Page, Section, SectionHeading } from '../shared/styles';
import { useMoney } from '../shared/use-money';
import { DepositForm } from './deposit-form';
import { DepositOrders } from './deposit-orders';

export function DepositPage() {
  const { t } = useTranslation(WALLET_NAMESPACE);
  const { data: methods, error, isLoading } = useGetDepositMethodsQuery();
  const money = useMoney(methods?.currencySymbol);
  const [created, setCreated] = useState<CreateDepositValue | null>(null);

  return (
    <Page>
      <Section aria-labelledby="deposit-form-heading">
        <SectionHeading id="deposit-form-heading">{t('deposit.formTitle')}</SectionHeading>
        {isLoading && <Spinner label={t('common:status.loading')} />}
        {error && <FormAlert focusOnShow={false}>{apiErrorMessage(t, error, WALLET_ERROR_TEXTS)}</FormAlert>}
        {methods && methods.methods.length === 0 && <Muted>{t('deposit.noMethods')}</Muted>}
        {methods && methods.methods.length > 0 && <DepositForm methods={methods} onCreated={setCreated} />}
        {created && (
          <FormAlert tone="info" focusOnShow>
            {t('deposit.created', { orderNo: created.order.orderNo, amount: money(created.order.amount) })}{' '}
            <ExternalLink href={created.payUrl} target="_blank" rel="noopener">
              {t('deposit.openPayment')}
            </ExternalLink>
          </FormAlert>
        )}
      </Section>
      {methods && (
        <Section>
          {/* No landmark of its own: the table's region is one, named by the same caption (axe landmark-unique). */}
          <SectionHeading>{t('deposit.ordersTitle')}</SectionHeading>
          <DepositOrders currencySymbol={methods.currencySymbol} watchOrderNo={created?.order.orderNo ?? null} />
        </Section>
      )}
    </Page>
  );
}
