// /pointMall: the points mall (spec lobby §2 Points mall). A visitor is asked to log in (every
// points call is the member's own). A member sees the points balance and the ratio (points per 1
// of valid bet by game kind, per 1 deposited; the conversion rate; validity: none), then four tabs:
// the rewards (redeem with the password), the redeem history, the points details by type, and the
// conversion into balance. Points accrue on the platform's clock, so the balance refetches when the
// window regains focus; a redeem or a conversion refreshes it through the api's tags.
import { apiErrorMessage, useGetBalanceQuery, useGetPointBalanceQuery, useGetPointConfigQuery } from '@portal/api';
import { POINT_BET_KINDS } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { Button, FormAlert, Spinner, Tabs } from '@portal/ui';
import { useState } from 'react';
import { ConvertForm } from '../convert/convert-form';
import { PointDetails } from '../history/point-details';
import { RedeemList } from '../history/redeem-list';
import { MALL_NAMESPACE } from '../mall-namespace';
import { RewardList } from '../rewards/reward-list';
import { MALL_ERROR_TEXTS } from '../shared/error-message';
import { useMoney, usePoints } from '../shared/format';
import { useMallHost } from '../shared/mall-host';
import { Figures, Heading, Muted, Page, Section, SectionHeading } from '../shared/styles';

export interface PointsMallProps {
  /** The screen's heading (the app's name for the route). */
  title: string;
}

export function PointsMall({ title }: PointsMallProps) {
  const { t } = useTranslation(MALL_NAMESPACE);
  const { loggedIn, requireLogin } = useMallHost();
  return (
    <Page>
      <Heading>{title}</Heading>
      {loggedIn ? (
        <MemberMall />
      ) : (
        <Section>
          <Muted>{t('visitor.body')}</Muted>
          <div>
            <Button onClick={() => requireLogin()}>{t('visitor.login')}</Button>
          </div>
        </Section>
      )}
    </Page>
  );
}

function MemberMall() {
  const { t } = useTranslation(MALL_NAMESPACE);
  const points = usePoints();
  const balance = useGetPointBalanceQuery(undefined, { refetchOnFocus: true });
  const config = useGetPointConfigQuery();
  const currencySymbol = useGetBalanceQuery().data?.currencySymbol ?? '';
  const money = useMoney(currencySymbol);
  const [tab, setTab] = useState('rewards');
  const [redeemed, setRedeemed] = useState<string | null>(null);
  const error = balance.error ?? config.error;

  if (balance.isLoading || config.isLoading) return <Spinner label={t('common:status.loading')} />;
  if (error || !balance.data || !config.data)
    return <FormAlert focusOnShow={false}>{apiErrorMessage(t, error, MALL_ERROR_TEXTS)}</FormAlert>;
  const ratio = config.data;

  return (
    <>
      <Section aria-labelledby="mall-summary-heading">
        <SectionHeading id="mall-summary-heading">{t('summary.title')}</SectionHeading>
        <Figures>
          <dt>{t('summary.balance')}</dt>
          <dd>{points(balance.data.points)}</dd>
          <dt>{t('summary.betRatio')}</dt>
          <dd>
            {POINT_BET_KINDS.map((kind) =>
              t('summary.kindRatio', { kind: t(`kinds.${kind}`), points: points(ratio.betRatio[kind] ?? 0) }),
            ).join(' · ')}
          </dd>
          <dt>{t('summary.depositRatio')}</dt>
          <dd>{points(ratio.depositRatio)}</dd>
          <dt>{t('summary.convertRate')}</dt>
          <dd>{money(ratio.convertRate)}</dd>
          <dt>{t('summary.validity')}</dt>
          <dd>{t('summary.noExpiry')}</dd>
        </Figures>
      </Section>
      {redeemed && <FormAlert tone="success">{redeemed}</FormAlert>}
      <Tabs
        label={t('tabs.label')}
        selectedId={tab}
        onSelect={setTab}
        items={[
          { id: 'rewards', label: t('tabs.rewards'), panel: <RewardList onRedeemed={setRedeemed} /> },
          { id: 'redeems', label: t('tabs.redeems'), panel: <RedeemList /> },
          { id: 'details', label: t('tabs.details'), panel: <PointDetails /> },
          {
            id: 'convert',
            label: t('tabs.convert'),
            panel: <ConvertForm config={ratio} balance={balance.data.points} currencySymbol={currencySymbol} />,
          },
        ]}
      />
    </>
  );
}
