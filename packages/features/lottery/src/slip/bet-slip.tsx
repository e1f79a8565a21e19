// The bet slip: the picked bets (each removable), one stake per bet, the total and the balance it
// leaves, then a confirmation and the placing (login first: a visitor gets the login popup). The
// request id of a slip is reused on a retry (usePlaceBets), so nothing is ever bet twice.
import { answerLost, apiErrorMessage } from '@portal/api';
import type { LotteryGame, PlaceLotteryBetsValue } from '@portal/contracts';
import { useCurrentLanguage, useTranslation } from '@portal/i18n';
import { Button, CloseIcon, ConfirmDialog, IconButton, Input, Table } from '@portal/ui';
import { useState } from 'react';
import { betLabel } from '../board/selection-label';
import { useLotteryHost } from '../shared/lottery-host';
import { formatMinor, MINOR_PER_MAJOR, toMinor } from '../shared/money';
import { Heading, List, Muted, Notice, Panel, Row } from '../shared/styles';
import { balanceLeftMinor, removeBet, slipTotalMinor, type Slip } from './slip';
import { usePlaceBets } from './use-place-bets';

export interface BetSlipProps {
  game: LotteryGame;
  issueNumber: string;
  slip: Slip;
  onChange: (slip: Slip) => void;
  /** The main wallet in minor units; null while unknown (a visitor). */
  balanceMinor: number | null;
  currencySymbol?: string;
  onPlaced?: (value: PlaceLotteryBetsValue) => void;
  /** Makes request ids (tests pass a predictable one). */
  newRequestId?: () => string;
}

type Outcome = { tone: 'success' | 'danger' | 'warning'; text: string } | null;

export function BetSlip({
  game,
  issueNumber,
  slip,
  onChange,
  balanceMinor,
  currencySymbol = '$',
  onPlaced,
  newRequestId,
}: BetSlipProps) {
  const { t } = useTranslation('lottery');
  const { language } = useCurrentLanguage();
  const host = useLotteryHost();
  const { place, placing } = usePlaceBets(newRequestId);
  const [amountText, setAmountText] = useState(() => String(slip.amountMinor / MINOR_PER_MAJOR));
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const money = (minor: number) => formatMinor(minor, language, currencySymbol);

  const total = slipTotalMinor(slip);
  const left = balanceLeftMinor(slip, balanceMinor);
  const limits = game.playTypes.filter((each) => slip.bets.some((bet) => bet.playType === each.playType));
  const min = Math.max(0, ...limits.map((each) => each.minBetMinor));
  const max = Math.min(Number.MAX_SAFE_INTEGER, ...limits.map((each) => each.maxBetMinor));
  const outOfRange = slip.bets.length > 0 && (slip.amountMinor < min || slip.amountMinor > max);
  const notEnough = left !== null && left < 0;

  const setAmount = (text: string) => {
    setAmountText(text);
    const major = Number(text);
    onChange({ ...slip, amountMinor: Number.isFinite(major) && major > 0 ? toMinor(major) : 0 });
  };

  const askToPlace = () => {
    setOutcome(null);
    host.requireLogin(() => setConfirming(true));
  };

  const confirm = async () => {
    const result = await place(game.gameCode, issueNumber, slip);
    setConfirming(false);
    if ('value' in result) {
      setOutcome({
        tone: 'success',
        text: t('slip.placed', { count: result.value.bets.length, issueNumber: result.value.issueNumber }),
      });
      onChange({ ...slip, bets: [] });
      onPlaced?.(result.value);
    } else if (answerLost(result.error)) {
      setOutcome({ tone: 'warning', text: t('slip.failedRetry') });
    } else {
      // No texts of our own: the platform's message says why (stake limits, a closed issue, the
      // balance) in the request's language; the common texts cover the network and a module off.
      setOutcome({ tone: 'danger', text: t('slip.failed', { message: apiErrorMessage(t, result.error) }) });
    }
  };

  return (
    <Panel aria-labelledby="lottery-slip-heading">
      <Heading id="lottery-slip-heading">{t('slip.heading')}</Heading>
      {slip.bets.length === 0 ? (
        <Muted>{t('slip.empty')}</Muted>
      ) : (
        <List aria-label={t('slip.count', { count: slip.bets.length })}>
          {slip.bets.map((bet) => {
            const label = betLabel(t, bet.playType, bet.selection);
            return (
              <li key={`${bet.playType}:${bet.selection}`}>
                <Row>
                  <span>{label}</span>
                  <span>{money(slip.amountMinor)}</span>
                  <IconButton
                    label={t('slip.remove', { bet: label })}
                    icon={<CloseIcon />}
                    size="sm"
                    onClick={() => onChange(removeBet(slip, bet))}
                  />
                </Row>
              </li>
            );
          })}
        </List>
      )}
      <Input
        label={t('slip.amount')}
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        value={amountText}
        onChange={(event) => setAmount(event.target.value)}
        error={outOfRange ? t('slip.outOfRange', { min: money(min), max: money(max) }) : undefined}
      />
      <Table density="compact">
        <tbody>
          <tr>
            <th scope="row">{t('slip.count', { count: slip.bets.length })}</th>
            <td />
          </tr>
          <tr>
            <th scope="row">{t('slip.total')}</th>
            <td data-testid="slip-total">{money(total)}</td>
          </tr>
          {balanceMinor !== null ? (
            <>
              <tr>
                <th scope="row">{t('slip.balance')}</th>
                <td data-testid="slip-balance">{money(balanceMinor)}</td>
              </tr>
              <tr>
                <th scope="row">{t('slip.balanceLeft')}</th>
                <td data-testid="slip-balance-left">{money(left ?? 0)}</td>
              </tr>
            </>
          ) : null}
        </tbody>
      </Table>
      {notEnough ? <Notice $tone="warning">{t('slip.notEnough')}</Notice> : null}
      <Row>
        <Button
          onClick={askToPlace}
          disabled={slip.bets.length === 0 || outOfRange || notEnough || slip.amountMinor <= 0}
          loading={placing}
        >
          {host.loggedIn ? t('slip.place') : t('slip.loginToBet')}
        </Button>
        {slip.bets.length > 0 ? (
          <Button variant="ghost" onClick={() => onChange({ ...slip, bets: [] })}>
            {t('slip.clear')}
          </Button>
        ) : null}
      </Row>
      <div role="status" aria-live="polite">
        {outcome ? <Notice $tone={outcome.tone}>{outcome.text}</Notice> : null}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('slip.confirmTitle')}
        message={t('slip.confirmMessage', { count: slip.bets.length, issueNumber, total: money(total) })}
        confirmLabel={t('slip.confirm')}
        cancelLabel={t('slip.cancel')}
        closeLabel={t('slip.close')}
        confirming={placing}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </Panel>
  );
}
