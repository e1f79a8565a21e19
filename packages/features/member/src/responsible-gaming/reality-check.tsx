// The reality check over a game (issue 25): every interval the member chose (counted from the
// login, on the platform's clock), a dialog over the game frame says how long they have played and
// their net result since the login, with Continue, Leave game and View betting history. The app
// renders it beside the game frame and says what leaving and the history mean (features do not
// import each other). The figures are read from the platform when the interval passes (getRealityCheck).
import { useLazyGetRealityCheckQuery } from '@portal/api';
import type { RealityCheckValue } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { Button, Modal } from '@portal/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useCurrencySymbol, useMoney } from '../shared/use-money';
import { RESPONSIBLE_GAMING_NAMESPACE } from './responsible-gaming-namespace';

export interface RealityCheckProps {
  /** Leave the game (the app goes back to the lobby, which closes the game). */
  onLeave: () => void;
  /** Show the member's betting history (the app opens the member centre's betting record). */
  onViewHistory: () => void;
}

/** When the next check is due: the first whole interval after `now` since the session began. */
export function nextCheckAt(sessionStartedAt: number, intervalMs: number, now: number): number {
  const elapsed = Math.max(0, now - sessionStartedAt);
  return sessionStartedAt + (Math.floor(elapsed / intervalMs) + 1) * intervalMs;
}

function usePlayedText() {
  const { t } = useTranslation(RESPONSIBLE_GAMING_NAMESPACE);
  return (ms: number) => {
    const minutes = Math.floor(ms / 60_000);
    return t('check.duration', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
  };
}

export function RealityCheck({ onLeave, onViewHistory }: RealityCheckProps) {
  const { t } = useTranslation(RESPONSIBLE_GAMING_NAMESPACE);
  const money = useMoney(useCurrencySymbol());
  const played = usePlayedText();
  const [read] = useLazyGetRealityCheckQuery();
  const [shown, setShown] = useState<RealityCheckValue | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  /** Reads the platform's figures and waits for the next interval (none when the check is off). */
  const schedule = useCallback(async () => {
    clearTimeout(timer.current);
    const now = await read()
      .unwrap()
      .catch(() => null);
    if (!now || now.intervalMs <= 0) return;
    const delay = nextCheckAt(now.sessionStartedAt, now.intervalMs, now.now) - now.now;
    timer.current = setTimeout(() => {
      void read()
        .unwrap()
        .then(setShown)
        .catch(() => undefined);
    }, delay);
  }, [read]);

  useEffect(() => {
    void schedule();
    return () => clearTimeout(timer.current);
  }, [schedule]);

  const carryOn = () => {
    setShown(null);
    void schedule();
  };

  return (
    <Modal
      open={shown !== null}
      onClose={carryOn}
      title={t('check.title')}
      closeLabel={t('actions.close')}
      role="alertdialog"
      closeOnOutsideClick={false}
      footer={
        <>
          <Button variant="secondary" onClick={onViewHistory}>
            {t('check.history')}
          </Button>
          <Button variant="secondary" onClick={onLeave}>
            {t('check.leave')}
          </Button>
          <Button onClick={carryOn}>{t('check.continue')}</Button>
        </>
      }
    >
      {shown && (
        <>
          <p>{t('check.played', { duration: played(shown.now - shown.sessionStartedAt) })}</p>
          <p>{t('check.net', { amount: money(shown.net) })}</p>
          <p>{t('check.staked', { bet: money(shown.bet), win: money(shown.win) })}</p>
        </>
      )}
    </Modal>
  );
}
