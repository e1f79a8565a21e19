// The member's balance in the header (spec §2, lobby spec §4): an 'updating' placeholder until it
// loads, then the currency symbol (default `$`) and the sum with thousands and two decimals; a
// show/hide toggle and a refresh button.
import { useGetBalanceQuery } from '@portal/api';
import { formatMoney, prepareFormats, useCurrentLanguage } from '@portal/i18n';
import { EyeIcon, EyeOffIcon, IconButton } from '@portal/ui';
import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { useAuthTranslation } from '../shared/use-auth-translation';
import { RefreshIcon } from './refresh-icon';

export const DEFAULT_CURRENCY_SYMBOL = '$';
const HIDDEN_BALANCE = '******';

const Root = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const Amount = styled.output`
  min-width: 6rem;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.color.fg.default};
`;

export function BalanceDisplay() {
  const { t } = useAuthTranslation();
  const { language } = useCurrentLanguage();
  const { data, isFetching, refetch } = useGetBalanceQuery();
  const [shown, setShown] = useState(true);
  // The formatters of amounts and dates, made while the balance is on its way, in a task of their
  // own: the first of each costs a phone tens of ms, which the render showing the balance (or the
  // member centre's first date) would add to its own.
  useEffect(() => {
    const timer = setTimeout(() => prepareFormats(language), 0);
    return () => clearTimeout(timer);
  }, [language]);

  const text =
    !data || isFetching
      ? t('common:status.updating')
      : shown
        ? formatMoney(data.sumBalance, { symbol: data.currencySymbol || DEFAULT_CURRENCY_SYMBOL, language })
        : HIDDEN_BALANCE;

  return (
    <Root role="group" aria-label={t('memberBar.balance')}>
      <Amount aria-live="polite">{text}</Amount>
      <IconButton
        size="sm"
        label={shown ? t('memberBar.hideBalance') : t('memberBar.showBalance')}
        aria-pressed={!shown}
        icon={shown ? <EyeOffIcon size="sm" /> : <EyeIcon size="sm" />}
        onClick={() => setShown((value) => !value)}
      />
      <IconButton
        size="sm"
        label={t('memberBar.refreshBalance')}
        icon={<RefreshIcon />}
        disabled={isFetching}
        onClick={() => void refetch()}
      />
    </Root>
  );
}
